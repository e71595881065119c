import { globSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { quoteFields } from "./support/quote-post";
import { vnuErrors } from "./support/vnu";

/*
 * Every public page's HTML against the W3C Nu HTML checker (vnu.jar from the `vnu-jar`
 * package, on the system's Java): the prerendered pages as built, and the pages the server
 * renders on demand for a visitor. One JVM checks every file at once, errors only, so a
 * new page is checked by being built, with no list to keep.
 */

const ranch = "footprint=1800&pitch=medium&shape=moderate&layers=1";

/** The on-demand public pages, as a visitor would get them. */
async function onDemandPages(request: APIRequestContext, baseURL: string) {
  const post = (fields: Record<string, string>) =>
    request.post("/quote-request?_action=quote.submit", {
      form: fields,
      headers: { Origin: baseURL },
    });
  return {
    "quote-request-sent": await post(quoteFields({ email: "vnu-sent@example.com" })),
    "quote-request-refused": await post(quoteFields({ email: "not-an-address" })),
    "add-photos-unknown-link": await request.get("/add-photos/no-such-token"),
    "estimate-result": await request.get(`/estimate?${ranch}&zip=46204`),
    "estimate-refused": await request.get("/estimate?footprint=0&pitch=tall&layers=3"),
    "estimate-quote": await request.get(`/estimate/quote?${ranch}&option=architectural`),
    "quote-request-refused-with-estimate": await post(
      quoteFields({ email: "not-an-address", estimate: ranch, estimateOption: "standing-seam" }),
    ),
    "storm-check": await request.get("/storm-check"),
    "storm-check-refused": await request.get("/storm-check?zip=abcde"),
    "storm-check-unknown-zip": await request.get("/storm-check?zip=00000"),
    "storm-check-none-loaded": await request.get("/storm-check?zip=40205"),
    storms: await request.get("/storms"),
    financing: await request.get("/financing"),
    book: await request.get("/book"),
    "storm-event-unknown": await request.get("/storms/2026-11-20-nowhere-county-ky"),
    // None published here; the projects spec checks them published.
    "projects-none": await request.get("/projects"),
    "project-unknown": await request.get("/projects/no-such-project-1"),
  };
}

test("every public page's HTML passes the Nu HTML checker", async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  const files = globSync("dist/client/**/*.html").map((file) => resolve(file));
  expect(files.length).toBeGreaterThan(30);

  const dir = mkdtempSync(join(tmpdir(), "vnu-"));
  for (const [name, response] of Object.entries(await onDemandPages(request, baseURL!))) {
    const html = await response.text();
    expect(html, name).toMatch(/^<!DOCTYPE html>/i);
    const file = join(dir, `${name}.html`);
    writeFileSync(file, html);
    files.push(file);
  }

  const errors = await vnuErrors(files);
  expect(errors).toEqual([]);
});
