import type { APIRoute } from "astro";
import { parseProjectPhotoFile } from "../../../../lib/projects/project-view";

export const prerender = false;

/**
 * A project photo for signed-in staff, whatever the project's state (a draft's preview):
 * the middleware sends anyone else to sign in before this runs.
 */
export const GET: APIRoute = async ({ params, locals }) => {
  if (!locals.staff) return new Response("Please sign in again.", { status: 401 });
  const file = parseProjectPhotoFile(params.file ?? "");
  const bytes = file && (await locals.runtime.projects.staffPhoto(file.publicId, file.width));
  if (!bytes) return new Response("There is no such photo.", { status: 404 });
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(bytes.length),
      "Cache-Control": "private, max-age=3600",
      "X-Content-Type-Options": "nosniff",
    },
  });
};
