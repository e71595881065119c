import type { APIRoute } from "astro";
import { TOKEN_PAGE_HEADERS } from "../../../lib/public-routes";

export const prerender = false;

/**
 * The proposal as its page shows it, unsigned, as a PDF the homeowner opens beside the box
 * they tick to sign electronically (its label names this copy). Opened in the browser, so
 * the homeowner sees at once that they can read it; saved or printed from there.
 */
export const GET: APIRoute = async ({ params, locals }) => {
  const file = await locals.runtime.proposals.copyPdf(params.token ?? "");
  if (file === undefined)
    return new Response("This link does not open a proposal that can be signed.\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", ...TOKEN_PAGE_HEADERS },
    });
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${file.fileName}"`,
      "X-Content-Type-Options": "nosniff",
      ...TOKEN_PAGE_HEADERS,
    },
  });
};
