// @ts-check
import node from "@astrojs/node";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { fileURLToPath } from "node:url";
import { firstUseClients } from "./src/integrations/first-use-clients";
import { serverBundleReport } from "./src/integrations/server-bundle-report";
import { siteSitemap } from "./src/integrations/sitemap";
import { listeningUrl } from "./src/server/config/listening-url.ts";

// The server's own default (src/server/config/config.ts): where it will listen.
const siteUrl =
  process.env.SITE_URL ||
  listeningUrl(process.env.HOST || "localhost", Number(process.env.PORT || 4321));

export default defineConfig({
  site: siteUrl,
  output: "static",
  // src/server/main.ts is the server: "middleware" mode gives it Astro's request handler
  // alone (no second static-file server). staticHeaders: the build writes each
  // prerendered page's CSP (with its script and style hashes) to _headers.json, and
  // main.ts sends it as a real header. main.ts reads bodies itself, capped at 64 KB;
  // bodySizeLimit is the adapter's own cap should a body ever reach it unread.
  adapter: node({ mode: "middleware", staticHeaders: true, bodySizeLimit: 64 * 1024 }),
  // Astro's own messages (the router's warning for a GET to an action, say) become lines of
  // the server's JSON log, like every other line the server writes.
  logger: { entrypoint: "./src/server/astro-log-destination.ts" },
  // Every image is optimised at build; the on-demand /_image endpoint would only let
  // anyone make the server resize images. This entrypoint answers 404.
  image: { endpoint: { route: "/_image", entrypoint: "./src/server/http/no-image-endpoint.ts" } },
  integrations: [
    react(),
    // The quote form and the estimator load their code on first use, not with the page (no
    // script before that). Each entry exports hydrate(root).
    firstUseClients({
      "quote-form": fileURLToPath(
        new URL("./src/components/islands/quote/hydrate.tsx", import.meta.url),
      ),
      "booking-form": fileURLToPath(
        new URL("./src/components/islands/booking/hydrate.ts", import.meta.url),
      ),
      estimate: fileURLToPath(
        new URL("./src/components/islands/estimate/hydrate.tsx", import.meta.url),
      ),
    }),
    siteSitemap(new URL("./src/content/blog/", import.meta.url), siteUrl),
    // Lists the src/server files in the server bundle, for the test that keeps it small.
    serverBundleReport(),
  ],
  trailingSlash: "never",
  security: {
    // No quote request comes near 64 KB; bigger bodies are refused before parsing.
    actionBodySizeLimit: 64 * 1024,
    // main.ts replaces X-Forwarded-For/Proto/Host with the values it believes (from
    // TRUSTED_PROXIES) before Astro sees a request, so Astro may apply whatever arrives:
    // its origin check then compares against the visitor's https origin.
    allowedDomains: [{}],
    csp: {
      algorithm: "SHA-256",
      directives: [
        "default-src 'self'",
        // blob: for the quote form's previews of the photos the visitor chose.
        "img-src 'self' data: blob:",
        "font-src 'self'",
        "connect-src 'self'",
        "form-action 'self'",
        "base-uri 'self'",
        "object-src 'none'",
        "frame-ancestors 'none'",
      ],
    },
  },
  vite: { plugins: [tailwindcss()] },
});
