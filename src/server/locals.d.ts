import type { ProcessedPhoto } from "./photos/process-photo.ts";
import type { SiteRuntime } from "./runtime-operations.ts";
import type { Staff } from "./staff/staff-session.ts";

declare global {
  namespace App {
    interface Locals {
      /**
       * The process's runtime as Astro's code sees it: its operation groups (`leads`,
       * `inbox`, `staff`, `inspections`, …) and its log, nothing they are made of. main.ts
       * passes the one it made with every request; src/middleware.ts sets it for every
       * on-demand route (under `astro dev`, from its one fallback). Prerendered pages,
       * rendered at build time, have none.
       */
      runtime: SiteRuntime;
      /** The signed-in member of staff on /admin pages and admin actions, else null */
      staff: Staff | null;
      /**
       * Set by the photo upload route (server/http/photo-route.ts) on a multipart post
       * to the quote form or the add-photos page: the pictures it processed, and one
       * message per picture it refused. Absent on every other request.
       */
      photoUpload?: { photos: ProcessedPhoto[]; problems: string[] };
    }
  }
}
