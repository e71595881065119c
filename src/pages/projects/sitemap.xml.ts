import type { APIRoute } from "astro";
import { projectPath, PROJECTS_PATH } from "../../lib/projects/project-view";

// On demand: projects are published after the build that wrote sitemap-index.xml, so
// robots.txt names this sitemap for them.
export const prerender = false;

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** /projects and each published project's page; empty while none is published. */
export const GET: APIRoute = async ({ locals, site, url }) => {
  const origin = (site ?? url).origin;
  const projects = await locals.runtime.projects.sitemap();
  const entry = (path: string, lastmod?: string) =>
    `<url><loc>${escapeXml(new URL(path, origin).href)}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ""}</url>`;
  const entries =
    projects.length === 0
      ? ""
      : entry(PROJECTS_PATH, projects[0]!.publishedAt) +
        projects.map((project) => entry(projectPath(project.slug), project.publishedAt)).join("");
  const body = `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries}</urlset>`;
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
};
