import type { APIRoute } from "astro";
import { TOKEN_PAGE_HEADERS } from "../../../lib/public-routes";

export const prerender = false;

/** The booking as an .ics file, for "Add to my calendar" on the confirmation page. */
export const GET: APIRoute = async ({ params, locals }) => {
  const { inspections } = locals.runtime;
  const found = await inspections.byToken(params.token ?? "", "view");
  if (found.kind !== "open")
    return new Response(
      found.kind === "closed"
        ? "This inspection is over or cancelled; its calendar file is no longer available.\n"
        : "This link does not open a booking.\n",
      {
        status: found.kind === "closed" ? 410 : 404,
        headers: { "Content-Type": "text/plain; charset=utf-8", ...TOKEN_PAGE_HEADERS },
      },
    );
  return new Response(inspections.calendarFile(found.inspection), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="roof-inspection.ics"',
      ...TOKEN_PAGE_HEADERS,
    },
  });
};
