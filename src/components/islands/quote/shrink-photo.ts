/** The longest edge the server keeps; sending more is only slower on a phone connection. */
export const MAX_PHOTO_EDGE = 2048;
/** Pictures per request and bytes per picture the server takes (server/photos/limits.ts). */
export const MAX_PHOTOS = 8;
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;

/**
 * The picture made at most 2048 px and re-encoded as JPEG in the browser, so a 6 MB phone
 * photo goes up as a few hundred KB (and without its GPS position). A picture the browser
 * cannot decode (HEIC in most browsers) goes up as it is: the server converts it.
 */
export async function shrinkPhoto(file: File, maxEdge = MAX_PHOTO_EDGE): Promise<File> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return file;
  }
  try {
    const scale = Math.min(1, maxEdge / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement("canvas");
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext("2d");
    if (!context) return file;
    // A transparent PNG would turn black in a JPEG.
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, "image/jpeg", 0.85),
    );
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], file.name.replace(/\.[^.]*$/, "") + ".jpg", { type: "image/jpeg" });
  } finally {
    bitmap.close();
  }
}
