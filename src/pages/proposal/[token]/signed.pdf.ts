import type { APIRoute } from "astro";
import { TOKEN_PAGE_HEADERS } from "../../../lib/public-routes";

export const prerender = false;

/**
 * The signed proposal's PDF, byte for byte as stored when it was signed, so its SHA-256 is
 * the one the office and the certificate page record.
 */
export const GET: APIRoute = async ({ params, locals }) => {
  const file = await locals.runtime.proposals.signedPdf(params.token ?? "");
  if (file === undefined)
    return new Response("This link does not open a signed proposal.\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", ...TOKEN_PAGE_HEADERS },
    });
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      "X-Content-Type-Options": "nosniff",
      ...TOKEN_PAGE_HEADERS,
    },
  });
};
