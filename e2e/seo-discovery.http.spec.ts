import { expect, test, type APIRequestContext } from "@playwright/test";
import { articleRoutes, indexableRoutes, pathOf, siteOrigin } from "./seo";

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

/** Follows robots.txt to the sitemap, through an index when there is one, to its entries. */
async function sitemapEntries(request: APIRequestContext) {
  const robots = await request.get("/robots.txt");
  const pointer = (await robots.text()).match(/^Sitemap: (\S+)$/m)?.[1] ?? "";
  const response = await request.get(pathOf(pointer));
  expect(response.status(), `robots.txt points at ${pointer}`).toBe(200);
  const xml = await response.text();
  const files = xml.includes("<sitemapindex") ? locs(xml) : [pointer];
  const entries: Array<{ url: string; lastmod: string | undefined }> = [];
  for (const file of files) {
    const body = file === pointer ? xml : await (await request.get(pathOf(file))).text();
    for (const [, block = ""] of body.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
      entries.push({
        url: block.match(/<loc>([^<]+)<\/loc>/)?.[1] ?? "",
        lastmod: block.match(/<lastmod>([^<]+)<\/lastmod>/)?.[1],
      });
    }
  }
  return { pointer, files, entries };
}

test("robots.txt allows the site, keeps crawlers out of /admin and points at the sitemap", async ({
  request,
}) => {
  const origin = await siteOrigin(request);
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
  const text = await response.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).toMatch(/^Disallow: \/admin$/m);
  expect(text).not.toMatch(/^Disallow: \/$/m);
  expect(text.match(/^Sitemap: (\S+)$/m)?.[1]).toMatch(new RegExp(`^${origin}/\\S+\\.xml$`));
});

test("the sitemap lists exactly the indexable routes, each answering 200 as its own canonical", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const origin = await siteOrigin(request);
  const { files, entries } = await sitemapEntries(request);
  for (const file of files) expect(file.startsWith(`${origin}/`), file).toBe(true);

  const listed = entries.map((entry) => entry.url);
  for (const url of listed) expect(url.startsWith(`${origin}/`), url).toBe(true);
  expect(new Set(listed).size, "no URL listed twice").toBe(listed.length);
  expect(listed.map(pathOf).sort()).toEqual([...indexableRoutes].sort());
  for (const unlisted of ["/sponsorships", "/admin", "/quote-request", "/404"]) {
    expect(listed.map(pathOf)).not.toContain(unlisted);
  }

  for (const { url, lastmod } of entries) {
    const response = await request.get(pathOf(url));
    expect(response.status(), url).toBe(200);
    const html = await response.text();
    expect(html.match(/<link rel="canonical" href="([^"]+)"/)?.[1], url).toBe(url);
    expect(html, `${url} is listed, so it must not be noindex`).not.toMatch(/name="robots"/);
    const modified = html.match(/property="article:modified_time" content="([^"]+)"/)?.[1];
    if (articleRoutes.includes(pathOf(url))) {
      expect(lastmod, `${url} has a lastmod`).toBeDefined();
      expect(new Date(lastmod ?? "").toISOString()).toBe(new Date(modified ?? "").toISOString());
    } else {
      // A date that changes with every build would tell crawlers nothing true.
      expect(lastmod, `${url} has no invented lastmod`).toBeUndefined();
    }
  }
});

test("every page in the sitemap links into the site and is linked from it", async ({ request }) => {
  test.setTimeout(120_000);
  const { entries } = await sitemapEntries(request);
  const listed = new Set(entries.map((entry) => pathOf(entry.url)));
  const linkedTo = new Set<string>();
  for (const path of listed) {
    const html = await (await request.get(path)).text();
    const body = html.slice(html.indexOf("<body"));
    const targets = [...body.matchAll(/<a [^>]*href="(\/[^"#?]*)/g)].map((match) =>
      match[1] === "/" ? "/" : (match[1] ?? "").replace(/\/$/, ""),
    );
    const onward = targets.filter((target) => target !== path && listed.has(target));
    expect(onward.length, `${path} links to other listed pages`).toBeGreaterThan(0);
    onward.forEach((target) => linkedTo.add(target));
  }
  expect(
    [...listed].filter((path) => !linkedTo.has(path)),
    "orphans",
  ).toEqual([]);
});

test("the blog feed lists every article with working links", async ({ request }) => {
  const origin = await siteOrigin(request);
  const response = await request.get("/rss.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/xml/);
  const xml = await response.text();
  expect(xml).toMatch(/<rss version="2.0">/);
  const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((match) => match[1] ?? "");
  const links = items.map((item) => item.match(/<link>([^<]+)<\/link>/)?.[1] ?? "");
  expect(links.map(pathOf).sort()).toEqual([...articleRoutes].sort());
  for (const [index, link] of links.entries()) {
    expect(link.startsWith(`${origin}/`), link).toBe(true);
    expect((await request.get(pathOf(link))).status()).toBe(200);
    expect(items[index]).toMatch(/<title>[^<]+<\/title>/);
    expect(items[index]).toMatch(/<pubDate>[^<]+<\/pubDate>/);
  }
});
