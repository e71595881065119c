// @ts-check
import node from "@astrojs/node";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";

const siteUrl = process.env.SITE_URL ?? "http://localhost:4321";

export default defineConfig({
  site: siteUrl,
  output: "static",
  adapter: node({ mode: "standalone" }),
  integrations: [react()],
  trailingSlash: "never",
  vite: { plugins: [tailwindcss()] },
});
