import type { APIRoute } from "astro";

export const prerender = false;

/** The inbox's current filter as a CSV file (the middleware has checked the session). */
export const GET: APIRoute = async ({ url, locals }) => {
  if (!locals.staff) return new Response("Please sign in again.", { status: 401 });
  const csv = await locals.runtime.inbox.csv(url.searchParams);
  return new Response(csv.body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${csv.filename}"`,
    },
  });
};
