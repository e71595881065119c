/**
 * A picture the server will not take, with the message the visitor sees beside the
 * photo field. It names the file, so the visitor knows which one to leave out.
 */
export class PhotoRefused extends Error {
  override name = "PhotoRefused";
}

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
  tooLarge: (name: string) => `"${name}" is over 20 MB. Please choose a smaller picture.`,
  tooMany: (name: string, max: number) =>
    `"${name}" was not added: you can send up to ${max} photos with one request.`,
} as const;
