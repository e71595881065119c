/**
 * A lead's photo as the inbox lists it (server/photos/photo-repo.ts stores it). It lives here
 * because components may not import server code.
 */
export interface LeadPhoto {
  publicId: string;
  fileName: string;
  thumbWidth: number;
  thumbHeight: number;
  addedLater: boolean;
}
