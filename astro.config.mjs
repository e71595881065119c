// @ts-check
import node from "@astrojs/node";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { hydrateOnInteraction } from "./src/integrations/hydrate-on-interaction";
import { siteSitemap } from "./src/integrations/sitemap";

const siteUrl = process.env.SITE_URL ?? "http://localhost:4321";

export default defineConfig({
  site: siteUrl,
  output: "static",
  // staticHeaders: the build writes each prerendered page's CSP (with its script and style
  // hashes) to _headers.json, and src/server/main.ts sends it as a real header.
  adapter: node({ mode: "standalone", staticHeaders: true }),
  integrations: [
    react(),
    // The quote form loads its code on first use, not with the page (no script before that).
    hydrateOnInteraction(),
    siteSitemap(new URL("./src/content/blog/", import.meta.url)),
  ],
  trailingSlash: "never",
  security: {
    // No quote request comes near 64 KB; bigger bodies are refused before parsing.
    actionBodySizeLimit: 64 * 1024,
    csp: {
      algorithm: "SHA-256",
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
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
