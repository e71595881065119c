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
