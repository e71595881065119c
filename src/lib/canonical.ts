/**
 * The one spelling of a page's path that canonical URLs, og:url and the sitemap share
 * (the site uses trailingSlash "never"), whatever form the build hands over.
 *
 * @example canonicalPath("/residential/index.html") → "/residential"
 */
export function canonicalPath(pathname: string): string {
  const path = pathname
    .replace(/\.html$/, "")
    .replace(/(^|\/)index$/, "")
    .replace(/\/+$/, "");
  return path || "/";
}
