import type { APIRoute } from "astro";
import { pdfResponse } from "../_pdf-response";

export const prerender = false;

/** The co-signed PDF at the homeowner's link, byte for byte as stored when it was co-signed. */
export const GET: APIRoute = async ({ params, locals }) =>
  pdfResponse(
    await locals.runtime.proposals.cosign.cosignedPdf(params.token ?? ""),
    "This link does not open a co-signed proposal.",
  );
