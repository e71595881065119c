import type { APIRoute } from "astro";
import { pdfResponse } from "../../_pdf-response";

export const prerender = false;

/** The co-signed PDF at the co-signer's link, once they signed, byte for byte as stored. */
export const GET: APIRoute = async ({ params, locals }) =>
  pdfResponse(
    await locals.runtime.proposals.cosign.pdf(params.token ?? ""),
    "This link does not open a co-signed proposal.",
  );
