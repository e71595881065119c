import type { SignedFile } from "../../server/proposals/signature-repo";
import { TOKEN_PAGE_HEADERS } from "../../lib/public-routes";

/**
 * A proposal's stored or rendered PDF as a download, with the token page's headers; the
 * plain 404 `missing` words when the link does not open one.
 */
export function pdfResponse(file: SignedFile | undefined, missing: string): Response {
  if (file === undefined)
    return new Response(`${missing}\n`, {
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
}
