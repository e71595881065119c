/*
 * What the photo upload accepts. The browser shrinks pictures before sending, so a real
 * visitor stays far below these; they bound what a hostile client can make the server do.
 */

/** Pictures per request (and per add-later upload). */
export const MAX_PHOTOS = 8;
/** Largest single picture as uploaded, before processing. */
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;
/** Room for the text fields and multipart framing around the pictures. */
export const MAX_FORM_FIELDS_BYTES = 256 * 1024;
/**
 * The most the upload route reads of one request; past it the request is refused and
 * reading stops. Pictures over MAX_PHOTO_BYTES within it are dropped and named.
 */
export const MAX_UPLOAD_BODY_BYTES = MAX_PHOTOS * MAX_PHOTO_BYTES + MAX_FORM_FIELDS_BYTES;
/**
 * Most text fields, and bytes per field, a quote form or add-photos form posts: the
 * details box takes 5,000 characters, up to 4 bytes each in UTF-8.
 */
export const MAX_FIELDS = 40;
export const MAX_FIELD_BYTES = 32 * 1024;
/** Parts of any kind; more than the form could ever send is an attack, not a visitor. */
export const MAX_PARTS = MAX_FIELDS + MAX_PHOTOS * 4;
/** Longest edge of a stored photo, in pixels. */
export const MAX_PHOTO_EDGE = 2048;
/** Longest edge of a stored thumbnail, in pixels. */
export const THUMBNAIL_EDGE = 360;
/** A decoded picture larger than this (a decompression bomb) is refused: 100 megapixels. */
export const MAX_INPUT_PIXELS = 100_000_000;
/**
 * What a picture refused once read costs of the daily photo budgets: its size, and at
 * least this, about a large stored photo, so eight refused pictures a post exhaust a
 * client's budget within a few posts however small the files that claim 100 megapixels.
 */
export const REFUSED_PHOTO_CHARGE_BYTES = 2 * 1024 * 1024;

/** The upload route's limits; tests pass smaller ones. */
export interface UploadLimits {
  maxBodyBytes: number;
  maxPhotos: number;
  maxPhotoBytes: number;
}

export const uploadLimits: UploadLimits = {
  maxBodyBytes: MAX_UPLOAD_BODY_BYTES,
  maxPhotos: MAX_PHOTOS,
  maxPhotoBytes: MAX_PHOTO_BYTES,
};

/** What a visitor reads when an upload is over the limits. */
export const tooLargeMessage = (limits: UploadLimits) =>
  `The upload is too large. Please send at most ${limits.maxPhotos} photos of up to ${Math.round(
    limits.maxPhotoBytes / 1024 / 1024,
  )} MB each.`;
