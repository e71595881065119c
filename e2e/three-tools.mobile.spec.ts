// Issue 33: the estimate, the booking and the storm check tried as a homeowner does, on a
// 390 × 844 phone, with JavaScript and without: each tool is found, and nothing falls
// through at the moment the visitor says yes.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { site as business } from "../src/config/site";
import { bookingContact, fillContact, shownWindows } from "./support/booking";
import { axeViolations } from "./support/page-checks";
import { freePort } from "../src/test-support/ports";
import { startSiteServer, type SiteServer } from "./support/site-server";
import { importStormFixtures } from "./support/storm-fixtures";
import { startMailbox, type TestMailbox } from "./support/smtp";

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: "serial", timeout: 90_000 });

let site: SiteServer;
let mailbox: TestMailbox;
test.beforeAll(async () => {
  mailbox = await startMailbox(await freePort());
  site = await startSiteServer({
    SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
    // A person's minimum fill time, as deployed: a quick booking is what is tried here.
    QUOTE_MIN_FILL_SECONDS: "3",
  });
  await importStormFixtures(site);
});
test.afterAll(async () => {
  await site.stop();
  await mailbox.stop();
});

// axe runs in the page, so only with JavaScript; the pages checked are the same server
// HTML either way (the no-JavaScript states are the ones the server renders).

/** In the viewport, below the sticky header and above the phone's call bar. */
async function expectClearlyInView(page: Page, target: Locator) {
  await expect(target).toBeInViewport();
  const box = (await target.boundingBox())!;
  const header = (await page.locator("header.site-header").boundingBox())!;
  const bar = (await page
    .getByRole("navigation", { name: "Call or request a quote" })
    .boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
  expect(box.y + box.height).toBeLessThanOrEqual(bar.y + 1);
}

const mailTo = async (address: string) => {
  for (let waited = 0; waited < 100; waited++) {
    const found = mailbox.messages.find(
      (mail) => mail.to.includes(address) && /inspection is booked/.test(mail.subject),
    );
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No booking mail to ${address}`);
};

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? "with JavaScript" : "without JavaScript";
  test.describe(mode, () => {
    test.use({ javaScriptEnabled });

    test(`6. the home page links to the three tools, as do a service and an area page (${mode})`, async ({
      page,
    }) => {
      await page.goto(`${site.url}/`);
      const tools = page.getByRole("navigation", { name: "Homeowner tools" });
      for (const [teaser, name, href] of [
        [/Instant price range/, /Instant roof estimate/, "/estimate"],
        [/Book a time online/, /Book an inspection/, "/book"],
        [/Did hail hit my street/, /Storm check/, "/storm-check"],
      ] as const) {
        await expect(tools.getByRole("link", { name: teaser })).toHaveAttribute("href", href);
        await expect(
          page.getByRole("navigation", { name: "Online Tools" }).getByRole("link", { name }),
        ).toHaveAttribute("href", href);
      }
      for (const path of ["/residential/roof-repair", "/service-area/oldham-county-ky"]) {
        await page.goto(`${site.url}${path}`);
        const band = page.getByRole("navigation", { name: "Estimate, booking and storm check" });
        await expect(band.getByRole("link")).toHaveCount(3);
      }
    });

    test(
      `1 and 7. the quote's confirmation lasts; its booking link books at once, with calendar links (${mode})`,
      { tag: "@dates" },
      async ({ page }) => {
        await page.goto(`${site.url}/contact`);
        const form = page.locator("#quote-form form");
        const email = `lasting-${javaScriptEnabled}@example.com`;
        await form.getByRole("textbox", { name: /^Full Name/ }).fill("Jordan Ellis");
        await form.getByRole("textbox", { name: /^Phone Number/ }).fill("(502) 555-0171");
        await form.getByRole("textbox", { name: /^Email/ }).fill(email);
        await form
          .getByRole("textbox", { name: /^Property Address/ })
          .fill("1400 Bardstown Rd, Louisville, KY 40204");
        await form.getByRole("combobox").selectOption("inspection");
        await form.getByRole("checkbox").check();
        // A person takes longer than the minimum fill time over the quote form.
        await page.waitForTimeout(3200);
        await form.getByRole("button", { name: "Get My Free Quote" }).click();

        const confirmation = page.getByTestId("quote-confirmation");
        await expect(confirmation).toContainText(/Your reference number is Q-[A-Z0-9]{6}/);
        const shown = Date.now();
        // With JavaScript a toast says so too, and goes after 5 s; the confirmation stays, and
        // is still there 10 s after sending, as the issue asks of both ways.
        if (javaScriptEnabled) {
          const toast = page.getByRole("button", { name: "Dismiss notification" });
          await expect(toast).toBeVisible();
          await expect(toast).toBeHidden({ timeout: 15_000 });
        }
        await page.waitForTimeout(Math.max(0, 10_000 - (Date.now() - shown)));
        await expect(confirmation).toContainText(/Your reference number is Q-[A-Z0-9]{6}/);
        await expect(confirmation.getByRole("heading", { name: "Request Sent!" })).toBeVisible();
        const pick = confirmation.getByRole("link", { name: "Pick your inspection time now" });
        await expect(pick).toBeVisible();
        expect((await pick.boundingBox())!.height).toBeGreaterThanOrEqual(44);

        await pick.click();
        await expect(page).toHaveURL(/\/book\?lead=/);
        // The lead's details are known: the line says so at the top, before the windows.
        const known = page.getByText(/we have your details from your quote request/);
        await expect(known).toBeVisible();
        const windowsHeading = page.getByRole("heading", { name: "Choose an arrival window" });
        expect((await known.boundingBox())!.y).toBeLessThan(
          (await windowsHeading.boundingBox())!.y,
        );
        // Booked straight after opening, with no wait: the lead passed the fill time with its
        // quote, so the link's form is never judged too quick. (How soon is not asserted: on a
        // loaded machine the clicks alone take longer than the 3 s minimum; book.test.ts holds
        // that a lead's booking is never asked for a fill time.)
        await shownWindows(page).first().click();
        await page.getByRole("button", { name: "Book My Inspection" }).click();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          "Your inspection is booked",
        );

        // 7: Google and Outlook beside the .ics, from the booking's own instants; cancelling
        // is the quiet last line.
        const google = new URL(
          (await page.getByRole("link", { name: "Google Calendar" }).getAttribute("href"))!,
        );
        expect(google.host).toBe("calendar.google.com");
        expect(google.searchParams.get("dates")).toMatch(/^\d{8}T\d{6}Z\/\d{8}T\d{6}Z$/);
        const outlook = new URL(
          (await page.getByRole("link", { name: "Outlook" }).getAttribute("href"))!,
        );
        expect(outlook.host).toBe("outlook.live.com");
        expect(outlook.searchParams.get("startdt")).toMatch(/Z$/);
        await expect(
          page.getByRole("link", { name: /Add to my calendar \(\.ics\)/ }),
        ).toBeVisible();
        const size = (link: Locator) =>
          link.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
        expect(await size(page.getByRole("link", { name: "Cancel the inspection" }))).toBeLessThan(
          await size(page.getByRole("link", { name: "Reschedule" })),
        );
        if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

        // The email comes from the business, and offers the same calendar links.
        const mail = await mailTo(email);
        expect(mail.from).toContain(`"${business.name}" <no-reply@127.0.0.1>`);
        expect(mail.text).toContain("Add to Google Calendar: https://calendar.google.com/");
        expect(mail.text).toContain("Add to Outlook: https://outlook.live.com/");
      },
    );

    test(
      `2 and 4. /book fits a phone, and a booking sent fast gets its form back, then books (${mode})`,
      { tag: "@dates" },
      async ({ page }) => {
        const opened = Date.now();
        await page.goto(`${site.url}/book`);
        // The first window within 1.5 screens of the top; every window a large target.
        const first = shownWindows(page).first();
        const top = await first.evaluate(
          (element) => element.getBoundingClientRect().top + scrollY,
        );
        expect(top).toBeLessThan(1.5 * 844);
        for (const target of await shownWindows(page).all())
          expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(44);
        await expect(page.getByText(/places left/)).toHaveCount(0);
        // Another day from the strip shows its windows instead, without a script.
        const secondDay = page.locator('input[name="day"] + label').nth(1);
        const secondDayName = (await secondDay.locator(".sr-only").innerText()).trim();
        await secondDay.click();
        await expect(page.getByRole("group", { name: secondDayName })).toBeVisible();
        const chosen = page.getByRole("group", { name: secondDayName }).locator("label").first();
        await chosen.click();
        const value = await chosen.locator("input").getAttribute("value");
        const contact = await fillContact(page, javaScriptEnabled ? 31 : 32);
        await page.waitForTimeout(Math.max(0, 500 - (Date.now() - opened)));
        await page.getByRole("button", { name: "Book My Inspection" }).click();

        // Never a bare thank-you: booked, or (faster than a person, the usual case here) the
        // form back with the time and the details kept. The http test below always takes
        // the second way.
        const booked = page.getByRole("heading", { level: 1, name: "Your inspection is booked" });
        const again = page.getByText(/nothing is booked yet/);
        await expect(booked.or(again)).toBeVisible();
        await expect(page.getByRole("heading", { name: "Thank you" })).toHaveCount(0);
        if (await again.isVisible()) {
          // The line why is where the visitor is looking.
          await expect(again).toBeInViewport();
          await expect(page.locator(`input[name="window"][value="${value}"]`)).toBeChecked();
          await expect(page.getByRole("textbox", { name: /^Full Name/ })).toHaveValue(contact.name);
          if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
          // The next press books, however quick.
          await page.getByRole("button", { name: "Book My Inspection" }).click();
        }
        await expect(booked).toBeVisible();
        await expect(page.getByTestId("booking-when")).toContainText(secondDayName);
      },
    );

    test(`3 and 8. the estimate's answer is in view and not covered, its payments disclosed (${mode})`, async ({
      page,
    }) => {
      await page.goto(`${site.url}/estimate`);
      await page.getByRole("button", { name: "Show my price range" }).click();
      const summary = page.getByRole("heading", { name: /answers? needs? a look/ });
      await expectClearlyInView(page, summary);
      await expect(
        page.getByRole("link", { name: /Choose the picture closest to your roof's steepness/ }),
      ).toHaveAttribute("href", "#estimate-pitch");

      await page.getByRole("textbox", { name: /footprint/ }).fill("1800");
      await page.locator('label:has(input[name="pitch"][value="medium"])').click();
      await page.locator('label:has(input[name="shape"][value="moderate"])').click();
      await page.getByRole("button", { name: "Show my price range" }).click();
      const result = page.getByRole("heading", { name: "About 25.5 squares of roof" });
      await expectClearlyInView(page, result);
      if (javaScriptEnabled) await expect(result).toBeFocused();
      await expect(page.getByText(/annual percentage rate\.$/)).toHaveCount(3);
      await expect(page.getByText(/No down payment\./)).toHaveCount(3);
      await expect(page.getByText("Most homeowners here choose this")).toHaveCount(0);
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

      // 8: /financing shows the same example and disclosures, from the same price book.
      await page.goto(`${site.url}/financing`);
      const example = page.getByRole("region", { name: "What a monthly payment looks like" });
      await expect(example).toContainText(
        "For a $10,000 project: 120 monthly payments of about $132 at a 9.99% annual percentage rate.",
      );
      await expect(example).toContainText("No down payment.");
      await expect(example).toContainText("The rate is fixed for the life of the loan.");
    });

    test(
      `5. the storm check answers in view, in a list that fits the phone (${mode})`,
      { tag: "@dates" },
      async ({ page }) => {
        await page.goto(`${site.url}/storm-check`);
        await page
          .getByLabel("ZIP code or address with ZIP")
          .fill("7301 Bardstown Rd, Louisville, KY 40291");
        await page.getByRole("button", { name: "Check for storms" }).click();
        const heading = page.getByRole("heading", { name: "Within 10 miles of ZIP 40291" });
        await expectClearlyInView(page, heading);
        await expect(heading).toBeFocused();
        await expect(page.getByTestId("storm-summary")).toHaveText(
          /^In the last five years, .* came from within 10 miles of ZIP 40291.*\.$/,
        );
        // The two next steps right under the answer, before the map.
        const book = page.getByRole("link", { name: "Book a free inspection", exact: true });
        await expect(book).toHaveAttribute("href", "/book");
        await expect(
          page.getByRole("link", { name: "Get a free quote", exact: true }),
        ).toHaveAttribute("href", "#quote-form");
        const map = page.getByRole("img", { name: /Storm reports within 10 miles of ZIP 40291/ });
        expect((await book.boundingBox())!.y).toBeLessThan((await map.boundingBox())!.y);
        // The reports: a list no wider than the screen, places in normal case.
        const list = page
          .getByRole("region", { name: "The reports, newest first" })
          .getByRole("list");
        const box = (await list.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(390);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          390,
        );
        await expect(list.getByText(/near 2 NE Highview/).first()).toBeVisible();
        await expect(list).not.toContainText("HIGHVIEW");
        if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
      },
    );
  });
}

test(
  "2. a fresh /book posted at once gets its form back with a stamp that books the next post",
  { tag: "@dates" },
  async () => {
    const html = await (await fetch(`${site.url}/book`)).text();
    const window = html.match(/name="window" value="([^"]+)"/)![1]!;
    const stamp = (page: string) => page.match(/name="shown" value="([^"]+)"/)![1]!;
    const post = (shown: string) =>
      fetch(`${site.url}/book`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.url },
        body: new URLSearchParams({
          ...bookingContact(40),
          window,
          shown,
          consent: "on",
          website: "",
        }),
        redirect: "manual",
      });
    const quick = await post(stamp(html));
    expect(quick.status).toBe(422);
    const again = await quick.text();
    expect(again.includes("nothing is booked yet"), "the honest line").toBe(true);
    const chosen = new RegExp(`<input[^>]*value="${window}"[^>]*>`).exec(again)?.[0] ?? "";
    expect(chosen.includes("checked"), "the window kept").toBe(true);
    expect(stamp(again)).not.toBe(stamp(html));
    expect(
      site.query<{ n: number }>(
        "SELECT count(*) AS n FROM leads WHERE email = ?",
        "pat40@example.com",
      )[0]!.n,
    ).toBe(0);
    const booked = await post(stamp(again));
    expect(booked.status).toBe(303);
    // A stamp from no showing at all is no stamp: the form again, never a success.
    const forged = await post(`${Date.now() - 60_000}.forged`);
    expect(forged.status).toBe(422);
    expect(
      /Thank you|Your inspection is booked/.test(await forged.text()),
      "no success wording",
    ).toBe(false);
  },
);
