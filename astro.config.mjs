// @ts-check
import node from "@astrojs/node";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { siteSitemap } from "./src/integrations/sitemap";

const siteUrl = process.env.SITE_URL ?? "http://localhost:4321";

export default defineConfig({
  site: siteUrl,
  output: "static",
  adapter: node({ mode: "standalone" }),
  integrations: [react(), siteSitemap(new URL("./src/content/blog/", import.meta.url))],
  trailingSlash: "never",
  vite: { plugins: [tailwindcss()] },
});
