import type { APIRoute } from "astro";
import { TOKEN_PAGE_HEADERS } from "../../../lib/public-routes";

export const prerender = false;

/** The booking as an .ics file, for "Add to my calendar" on the confirmation page. */
export const GET: APIRoute = async ({ params, locals }) => {
  const { inspections } = locals.runtime;
  const found = await inspections.byToken(params.token ?? "", "view");
  if (found.kind !== "open")
    return new Response("This link does not open a booking.\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  return new Response(inspections.calendarFile(found.inspection), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="roof-inspection.ics"',
      ...TOKEN_PAGE_HEADERS,
    },
  });
};
