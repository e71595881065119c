import type { APIRoute } from "astro";

export const prerender = false;

const FORM_TYPE = "application/x-www-form-urlencoded";

/**
 * Everything held about a client as a ZIP, for the email or phone posted as `contact`
 * (the middleware has checked the session). Only a form post is taken: Astro refuses a
 * form post from another origin (403), so nothing but the privacy page's form gets here.
 */
export const POST: APIRoute = async ({ request, locals }) => {
  if (!locals.staff) return new Response("Please sign in again.", { status: 401 });
  if (request.headers.get("content-type")?.split(";")[0]?.trim() !== FORM_TYPE)
    return new Response("Please use the form on the privacy page.", { status: 415 });
  const contact = (await request.formData()).get("contact");
  const copy =
    typeof contact === "string" && contact.length <= 254
      ? await locals.runtime.privacy.copyOf(contact, locals.staff)
      : undefined;
  if (!copy)
    return new Response("Please enter an email address or a 10-digit phone number.", {
      status: 400,
    });
  return new Response(copy.zip, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${copy.fileName}"`,
    },
  });
};
