import { existsSync, readFileSync } from "node:fs";

interface HeaderEntry {
  pathname: string;
  headers: Array<{ key: string; value: string }>;
}

/**
 * The per-page headers Astro writes at build time (dist/_headers.json, from
 * `staticHeaders: true`): above all each prerendered page's Content-Security-Policy with
 * the hashes of its own inline scripts and styles.
 *
 * @example pageHeaders("dist/_headers.json").get("/about") // { "Content-Security-Policy": "default-src 'self';…" }
 */
export function pageHeaders(file: string): Map<string, Record<string, string>> {
  const map = new Map<string, Record<string, string>>();
  if (!existsSync(file)) return map;
  for (const entry of JSON.parse(readFileSync(file, "utf8")) as HeaderEntry[]) {
    const path = entry.pathname.replace(/\/+$/, "") || "/";
    map.set(path, Object.fromEntries(entry.headers.map(({ key, value }) => [key, value])));
  }
  return map;
}
