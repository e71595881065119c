import type { APIRoute } from "astro";
import { pdfResponse } from "../../_pdf-response";

export const prerender = false;

/** The proposal as the co-signer's page shows it, unsigned, while they can sign it. */
export const GET: APIRoute = async ({ params, locals }) =>
  pdfResponse(
    await locals.runtime.proposals.cosign.copyPdf(params.token ?? ""),
    "This link does not open a proposal to co-sign.",
  );
