import { brandColors } from "./brand";

/** What differs between the site's two web app manifests (the public one and the staff one). */
export interface ManifestFields {
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: "browser" | "standalone";
  id?: string;
}

/**
 * A web app manifest response: the given fields, with the language, brand colours and the
 * home-screen icons (public/, made by scripts/render-icons.mjs) both manifests share, so
 * a rebrand renames and recolours both installed icons.
 */
export function webAppManifest(fields: ManifestFields): Response {
  const manifest = {
    ...fields,
    lang: "en-US",
    theme_color: brandColors.theme,
    background_color: brandColors.background,
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
  return new Response(JSON.stringify(manifest, null, 2), {
    headers: { "Content-Type": "application/manifest+json" },
  });
}
