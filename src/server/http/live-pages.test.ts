// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProjectCardView, ProjectShowcase } from "../../lib/projects/project-view.ts";
import type { StormBanner } from "../../lib/storms/storm-event-view.ts";
import { pageFillOf } from "./page-fill.ts";
import { staticFiles } from "./static-files.ts";

const PAGE =
  "<!doctype html><html><body><header>Ridgeline</header><!--storm-banner--><main>Roof repair<!--storm-note--></main></body></html>".padEnd(
    400,
    " ",
  );
let root = "";
let server: Server;
let base = "";
/** An area page, with the marker of its county's projects */
const AREA_PAGE =
  "<!doctype html><html><body><!--storm-banner--><main>Louisville<!--projects:county:21111--></main></body></html>";
let banner: StormBanner | null | "fail" = null;
const NO_PROJECTS: ProjectShowcase = { byCounty: {}, byService: {} };
let showcase = NO_PROJECTS;
const card: ProjectCardView = {
  slug: "slate-roof-in-crescent-hill-7",
  title: "Slate roof <restored> in Crescent Hill",
  town: "Crescent Hill",
  month: "2026-10",
  servicePath: "residential/roof-repair",
  serviceName: "Roof Repair",
  countyFips: "21111",
  cover: {
    publicId: "A".repeat(22),
    role: "after",
    width: 1280,
    height: 960,
    alt: "After: Slate roof <restored> in Crescent Hill",
  },
};

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "banner-pages-"));
  mkdirSync(join(root, "services"));
  mkdirSync(join(root, "louisville"));
  for (const [file, html] of [
    ["index.html", PAGE],
    ["services/index.html", PAGE],
    ["louisville/index.html", AREA_PAGE],
  ] as const) {
    writeFileSync(join(root, file), html);
    writeFileSync(join(root, `${file}.br`), brotliCompressSync(html));
    writeFileSync(join(root, `${file}.gz`), gzipSync(html));
  }
  writeFileSync(join(root, "logo.svg"), "<svg/>");
  const serve = staticFiles(
    root,
    () => ({ "Content-Security-Policy": "default-src 'self'" }),
    async () => {
      if (banner === "fail") throw new Error("database away");
      return pageFillOf(banner, showcase);
    },
  );
  server = createServer((request, response) =>
    serve(request, response, () => response.writeHead(404).end("not a file")),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const request = httpRequest(`${base}${path}`, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const raw = Buffer.concat(chunks);
          const encoding = response.headers["content-encoding"];
          const body = !raw.length
            ? ""
            : encoding === "br"
              ? brotliDecompressSync(raw).toString()
              : encoding === "gzip"
                ? gunzipSync(raw).toString()
                : raw.toString();
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body });
        });
      });
      request.on("error", reject);
      request.end();
    },
  );
}

describe("prerendered pages and storm mode", () => {
  it("go out precompressed as built, marker and all, while storm mode is off", async () => {
    banner = null;
    const page = await get("/services", { "accept-encoding": "br, gzip" });
    expect(page.headers["content-encoding"]).toBe("br");
    expect(page.body).toContain("<!--storm-banner-->");
    expect(page.body).not.toContain("Storm alert");
  });

  it("carry the banner and the note in every encoding while it is on, with their own ETag", async () => {
    banner = {
      line: "Hail up to 1.75 in <reported> in Jefferson County, KY.",
      href: "/storms/2026-11-20-jefferson-county-ky",
    };
    const pages = await Promise.all([
      get("/services", { "accept-encoding": "br" }),
      get("/services/", { "accept-encoding": "gzip, deflate" }),
      get("/services/index.html"),
      get("/", { "accept-encoding": "gzip" }),
    ]);
    expect(pages.map((page) => page.headers["content-encoding"])).toEqual([
      "br",
      "gzip",
      undefined,
      "gzip",
    ]);
    for (const page of pages) {
      expect(page.status).toBe(200);
      expect(page.body).toContain('aria-label="Storm alert"');
      expect(page.body).toContain("Hail up to 1.75 in &lt;reported&gt; in Jefferson County, KY.");
      expect(page.body).toContain('href="/storms/2026-11-20-jefferson-county-ky"');
      expect(page.body).toContain("Storm response is on");
      expect(page.body).not.toContain("<!--storm-");
      expect(page.headers["content-security-policy"]).toBe("default-src 'self'");
      expect(page.headers.vary).toBe("Accept-Encoding");
    }
    // One tag per representation: brotli, gzip and identity differ (RFC 9110 8.8.3).
    const [brTag, gzipTag, identityTag] = pages.map((page) => String(page.headers.etag));
    expect(new Set([brTag, gzipTag, identityTag]).size).toBe(3);
    const etag = brTag!;
    const br = { "accept-encoding": "br" };
    expect((await get("/services", { ...br, "if-none-match": etag })).status).toBe(304);
    // Weakened by a proxy's gzip, in a list, or "*": still the same page.
    for (const tag of [`W/${etag}`, `"other", ${etag}`, "*"])
      expect((await get("/services", { ...br, "if-none-match": tag })).status).toBe(304);
    expect((await get("/services", { "if-none-match": etag })).status).toBe(200);
    // A percent-encoded path is the same page to sirv, so it carries the banner too.
    expect((await get("/%73ervices")).body).toContain('aria-label="Storm alert"');
    const head = await get("/services", {}, "HEAD");
    expect(head.body).toBe("");
    expect(head.headers["content-length"]).toBe(String(Buffer.byteLength(pages[2]!.body)));

    // Another line: another page, another ETag
    banner = { line: "Crews out all week.", href: "/storms" };
    const changed = await get("/services", { ...br, "if-none-match": etag });
    expect(changed.status).toBe(200);
    expect(changed.body).toContain("Crews out all week.");
  });

  it("leave other files alone and serve the page as built when storm mode cannot be read", async () => {
    banner = { line: "On", href: "/storms" };
    expect((await get("/logo.svg")).body).toBe("<svg/>");
    expect((await get("/nowhere")).status).toBe(404);
    banner = "fail";
    const page = await get("/services");
    expect(page.status).toBe(200);
    expect(page.body).toContain("<!--storm-banner-->");
  });
});

describe("prerendered pages and published projects", () => {
  it("show the county's latest projects in the area page's marker, escaped, in every encoding", async () => {
    banner = null;
    showcase = { byCounty: { "21111": [card] }, byService: { "residential/roof-repair": [card] } };
    for (const encoding of ["br", "gzip", ""]) {
      const page = await get("/louisville", encoding ? { "accept-encoding": encoding } : {});
      expect(page.headers["content-encoding"]).toBe(encoding || undefined);
      expect(page.headers.etag).toMatch(/^"live-/);
      expect(page.body).toContain("Recent projects in Jefferson County");
      expect(page.body).toContain('href="/projects/slate-roof-in-crescent-hill-7"');
      expect(page.body).toContain("Slate roof &lt;restored&gt; in Crescent Hill");
      expect(page.body).toContain(
        'href="/projects?county=21111">See all Jefferson County projects',
      );
      expect(page.body).not.toContain("<!--projects:");
    }
    // A page without a projects marker goes out precompressed as built.
    const plain = await get("/services", { "accept-encoding": "br" });
    expect(plain.headers.etag).not.toMatch(/^"live-/);
    expect(plain.body).toBe(PAGE);
  });

  it("drop the section when the county has none, and change the page (and its ETag) when they change", async () => {
    showcase = { byCounty: { "21029": [{ ...card, countyFips: "21029" }] }, byService: {} };
    const other = await get("/louisville");
    expect(other.body).not.toContain("Recent projects");
    expect(other.body).toContain("<main>Louisville</main>");
    showcase = { byCounty: { "21111": [card] }, byService: {} };
    const shown = await get("/louisville");
    showcase = { byCounty: { "21111": [{ ...card, title: "Another roof" }] }, byService: {} };
    const changed = await get("/louisville", { "if-none-match": String(shown.headers.etag) });
    expect(changed.status).toBe(200);
    expect(changed.body).toContain("Another roof");
    // None published anywhere: as built, its marker an HTML comment no one sees.
    showcase = NO_PROJECTS;
    expect((await get("/louisville")).body).toBe(AREA_PAGE);
  });
});
