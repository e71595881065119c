import type { ProcessedPhoto } from "./process-photo.ts";

declare global {
  namespace App {
    interface Locals {
      /**
       * Set by the photo upload route (server/http/photo-route.ts) on a multipart post
       * to the quote form or the add-photos page: the pictures it processed, and one
       * message per picture it refused. Absent on every other request.
       */
      photoUpload?: { photos: ProcessedPhoto[]; problems: string[] };
    }
  }
}
