import { expect, test } from "@playwright/test";
import { postQuote, quoteFields } from "./support/quote-post";
import { startSiteServer, type SiteServer } from "./support/site-server";

test.describe.configure({ mode: "serial" });

let site: SiteServer;
test.beforeAll(async () => {
  site = await startSiteServer();
});
test.afterAll(async () => {
  await site.stop();
});

function expectBaseHeaders(headers: Headers, label: string) {
  expect(headers.get("x-content-type-options"), label).toBe("nosniff");
  expect(headers.get("referrer-policy"), label).toBe("strict-origin-when-cross-origin");
  expect(headers.get("permissions-policy"), label).toMatch(
    /camera=\(\).*microphone=\(\).*geolocation=\(\)/,
  );
  expect(headers.get("content-security-policy"), label).toContain("frame-ancestors 'none'");
  expect(headers.get("strict-transport-security"), label).toBeNull();
}

/** The script policy of a page: hashes and 'self' only, never inline or eval allowances. */
function expectStrictScripts(policy: string | null, label: string) {
  const scriptSrc =
    policy?.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
  expect(scriptSrc, label).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*\s*$/);
  expect(policy, label).not.toMatch(/unsafe-inline|unsafe-eval/);
}

for (const path of [
  "/",
  "/contact",
  "/residential/siding",
  "/blog/5-warning-signs-new-roof",
  "/no-such-page",
]) {
  test(`${path} carries the security headers and a hash-based CSP`, async () => {
    const response = await fetch(`${site.url}${path}`);
    expectBaseHeaders(response.headers, path);
    expectStrictScripts(response.headers.get("content-security-policy"), path);
  });
}

test("the quote endpoint and the no-JavaScript result page carry the headers", async () => {
  const action = await postQuote(site.url, quoteFields());
  expect(action.status).toBe(200);
  expectBaseHeaders(action.headers, "action");
  const page = await fetch(`${site.url}/quote-request`, { redirect: "manual" });
  expectBaseHeaders(page.headers, "/quote-request");
});

test("hashed assets are cached for a year, HTML is revalidated, text is compressed", async () => {
  const html = await fetch(`${site.url}/about`, { headers: { "Accept-Encoding": "br" } });
  expect(html.headers.get("content-encoding")).toBe("br");
  expect(html.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
  // Each encoding is its own representation with its own ETag; a browser revalidates with
  // the Accept-Encoding it fetched with.
  const etag = html.headers.get("etag") ?? "";
  const revalidated = await fetch(`${site.url}/about`, {
    headers: { "Accept-Encoding": "br", "If-None-Match": etag },
  });
  expect(revalidated.status).toBe(304);
  // No page loads a script on arrival any more; the stylesheet is the hashed asset to check.
  const stylesheet = (await html.text()).match(/\/_astro\/[\w.-]+\.css/)?.[0];
  const asset = await fetch(`${site.url}${stylesheet}`, {
    headers: { "Accept-Encoding": "gzip" },
  });
  expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(asset.headers.get("content-encoding")).toBe("gzip");
});

test("pages rendered on demand are compressed too, the staff pages not", async () => {
  for (const path of ["/estimate", "/book", "/storm-check?zip=40205", "/financing"]) {
    const page = await fetch(`${site.url}${path}`, { headers: { "Accept-Encoding": "br" } });
    expect(page.headers.get("content-encoding"), path).toBe("br");
    expect(page.headers.get("vary"), path).toContain("Accept-Encoding");
    expect(await page.text(), path).toContain("</html>");
  }
  const gzip = await fetch(`${site.url}/estimate`, { headers: { "Accept-Encoding": "gzip" } });
  expect(gzip.headers.get("content-encoding")).toBe("gzip");
  // Leads' details beside a reflected query string: the mix a length attack reads.
  const signIn = await fetch(`${site.url}/admin/sign-in?next=%2Fadmin`, {
    headers: { "Accept-Encoding": "br, gzip" },
  });
  expect(signIn.status).toBe(200);
  expect(signIn.headers.get("content-encoding")).toBeNull();
});

test("cross-origin and oversized POSTs are refused without leaking internals", async () => {
  const crossOrigin = await postQuote(site.url, quoteFields(), {
    headers: { Origin: "https://evil.example" },
  });
  expect(crossOrigin.status).toBe(403);
  const huge = await fetch(`${site.url}/_actions/quote.submit`, {
    method: "POST",
    headers: { Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
    body: "message=" + "x".repeat(200_000),
  });
  expect(huge.status).toBe(413);
  expect(await huge.text()).not.toMatch(/\bat \w|node_modules|\.ts:\d+/);
});

test("HSTS is sent when the site is served over https", async () => {
  const secure = await startSiteServer({ SITE_URL: "https://www.example.com" });
  try {
    const response = await fetch(`${secure.url}/`);
    expect(response.headers.get("strict-transport-security")).toBe(
      "max-age=63072000; includeSubDomains",
    );
  } finally {
    await secure.stop();
  }
});
