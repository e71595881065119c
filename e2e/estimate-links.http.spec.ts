import { expect, test } from "@playwright/test";

/** The pages issue 20 names as leading to the instant estimate. */
const linking = [
  "/",
  "/residential/roof-replacement",
  "/residential/roofing-installation",
  "/residential/fortified-roofing",
  "/financing",
];

for (const route of linking) {
  test(`${route} links to /estimate in its main content, not in the header or footer`, async ({
    request,
  }) => {
    const html = await (await request.get(route)).text();
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    expect(main).toContain('href="/estimate"');
    // The footer's "Online Tools" column is the one it gained (issue 33) beside the
    // specification's; everywhere else outside the content keeps the specification's links.
    const outsideMain = html
      .replace(main, "")
      .replace(/<nav aria-label="Online Tools"[^>]*>.*?<\/nav>/s, "");
    expect(outsideMain, "the header and footer keep the specification's links").not.toContain(
      'href="/estimate"',
    );
  });
}

test("the quote form section on /contact offers the estimate", async ({ request }) => {
  const html = await (await request.get("/contact")).text();
  const section = html.slice(html.indexOf('id="quote-form"'));
  expect(section.slice(0, section.indexOf("</section>"))).toMatch(
    /<a href="\/estimate"[^>]*>See my price range<\/a>/,
  );
});
