import type { ServerResponse } from "node:http";

/**
 * Headers every response carries. The page's script and style policy with its
 * hashes comes from Astro's CSP support; this header adds what a <meta> policy cannot
 * express (frame-ancestors) and the directives that hold for every page.
 */
export function securityHeaders(siteUrl: string): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy":
      "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
  };
  // Only behind TLS: an HSTS header over plain http would be ignored at best.
  if (siteUrl.startsWith("https://"))
    headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains";
  return headers;
}

export function applyHeaders(response: ServerResponse, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
}
