/**
 * A picture the server will not take, with the message the visitor sees beside the
 * photo field. It names the file, so the visitor knows which one to leave out.
 */
export class PhotoRefused extends Error {
  override name = "PhotoRefused";
}

/**
 * An upload turned away as a whole, with the status and message the visitor gets: the
 * daily budget spent (429) or the decode queue full (503).
 */
export class UploadStopped extends Error {
  override name = "UploadStopped";
  readonly status: 429 | 503;
  constructor(status: 429 | 503, message: string) {
    super(message);
    this.status = status;
  }
}

export const isUploadStopped = (error: unknown): error is UploadStopped =>
  error instanceof Error && error.name === "UploadStopped" && "status" in error;

/** Matches by name: the server entry and the Astro bundle each load this module. */
export const isPhotoRefused = (error: unknown): error is PhotoRefused =>
  error instanceof Error && error.name === "PhotoRefused";

/**
 * A file name fit to show and store: no folders, no control characters, at most 100
 * characters, "photo" when nothing is left.
 *
 * @example cleanFileName("C:\\Users\\dana\\IMG_2041.JPG") // "IMG_2041.JPG"
 */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  const cleaned = base
    // eslint-disable-next-line no-control-regex -- control characters are what it removes
    .replace(/[\u0000-\u001f\u007f"<>]/g, "")
    .trim()
    .slice(0, 100);
  return cleaned || "photo";
}

export const refusalMessages = {
  notAPicture: (name: string) =>
    `"${name}" is not a photo we can open. Please choose a JPEG, PNG, HEIC or WebP picture.`,
  unreadable: (name: string) =>
    `"${name}" could not be read as a picture. Please choose it again or take a new one.`,
  tooManyPixels: (name: string) =>
    `"${name}" has too many pixels for us to open (over 100 megapixels). Please choose a smaller picture.`,
  tooLarge: (name: string) => `"${name}" is over 20 MB. Please choose a smaller picture.`,
  tooMany: (name: string, max: number) =>
    `"${name}" was not added: you can send up to ${max} photos with one request.`,
} as const;
