import type { APIRoute } from "astro";
import { exportLeadsCsv } from "../../server/inbox/leads-csv";
import { inboxFilterFrom } from "../../server/inbox/lead-filter";
import { getRuntime } from "../../server/runtime";

export const prerender = false;

/** The inbox's current filter as a CSV file (the middleware has checked the session). */
export const GET: APIRoute = async ({ url, locals }) => {
  if (!locals.staff) return new Response("Please sign in again.", { status: 401 });
  const { db } = await getRuntime();
  const csv = await exportLeadsCsv(db, inboxFilterFrom(url.searchParams), new Date());
  return new Response(csv.body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${csv.filename}"`,
    },
  });
};
