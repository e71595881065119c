import type { APIRoute } from "astro";
import { exportLeadsCsv } from "../../server/inbox/leads-csv";
import { inboxFilterFrom } from "../../server/inbox/lead-filter";

export const prerender = false;

/** The inbox's current filter as a CSV file (the middleware has checked the session). */
export const GET: APIRoute = async ({ url, locals }) => {
  if (!locals.staff) return new Response("Please sign in again.", { status: 401 });
  const { db } = locals.runtime;
  const csv = await exportLeadsCsv(db, inboxFilterFrom(url.searchParams), new Date());
  return new Response(csv.body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${csv.filename}"`,
    },
  });
};
