import type { APIRoute } from "astro";
import { leadsToCsv } from "../../server/db/lead-admin-csv";
import { exportLeads, leadFilterFrom } from "../../server/db/lead-admin-repo";

export const prerender = false;

/** The inbox's current filter as a CSV file (the middleware has checked the session). */
export const GET: APIRoute = async ({ url, locals }) => {
  if (!locals.staff) return new Response("Please sign in again.", { status: 401 });
  const { db } = locals.runtime;
  const csv = leadsToCsv(await exportLeads(db, leadFilterFrom(url.searchParams)));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${day}.csv"`,
    },
  });
};
