import { expect, test } from "@playwright/test";
import { bookingContact } from "./support/booking";
import { startSiteServer, type SiteServer } from "./support/site-server";

// Hostile requests to /book and a booking's links: each gets a clear 4xx and changes
// nothing it should not; never a 500.
test.describe.configure({ mode: "serial" });

let site: SiteServer;
test.beforeAll(async () => {
  // Only 192.0.2.1 is a proxy: this test's client on loopback is a visitor, whose own
  // X-Forwarded-For is not believed.
  // QUOTE_RATE_LIMIT 3: the three bookings the first tests make hold places; past them a
  // booking is possible spam and holds none.
  site = await startSiteServer({ QUOTE_RATE_LIMIT: "3", TRUSTED_PROXIES: "192.0.2.1" });
});
test.afterAll(async () => {
  await site.stop();
});

const bookings = () => site.query<{ n: number }>("SELECT count(*) AS n FROM bookings")[0]!.n;

async function form() {
  const html = await (await fetch(`${site.url}/book`)).text();
  return {
    windows: [...html.matchAll(/name="window" value="([^"]+)"/g)].map((match) => match[1]!),
    shown: html.match(/name="shown" value="([^"]+)"/)![1]!,
  };
}

function post(
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  path = "/book",
) {
  return fetch(`${site.url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.url, ...headers },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

const request = (n: number, window: string, shown: string, extra: Record<string, string> = {}) => ({
  ...bookingContact(n),
  window,
  shown,
  consent: "on",
  website: "",
  ...extra,
});

test(
  "forged, stale, malformed and over-long window ids get a message beside the choice",
  { tag: "@dates" },
  async () => {
    const { shown } = await form();
    for (const window of [
      "2099-01-01T08:00",
      "2020-01-01T08:00",
      "2026-13-45T99:99",
      "'; DROP TABLE bookings; --",
    ]) {
      const answer = await post(request(1, window, shown));
      expect(answer.status, window).toBe(409);
      expect(await answer.text()).toContain("That time is no longer offered");
    }
    const long = await post(request(1, "x".repeat(5000), shown));
    expect(long.status).toBe(400);
    expect(await long.text()).toContain("Please choose a time for the inspection from the list.");
    expect(bookings()).toBe(0);
  },
);

test(
  "over-long fields, unknown fields, a missing consent and a body that is no form are refused with 400",
  { tag: "@dates" },
  async () => {
    const { windows, shown } = await form();
    const longName = await post(request(2, windows[0]!, shown, { name: "N".repeat(500) }));
    expect(longName.status).toBe(400);
    expect(await longName.text()).toMatch(/Please keep your [^<]* under 120 characters/);
    expect((await post(request(2, windows[0]!, shown, { admin: "1" }))).status).toBe(400);
    const noConsent: Record<string, string> = request(2, windows[0]!, shown);
    delete noConsent["consent"];
    const refused = await post(noConsent);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Please agree to the terms before submitting.");
    const broken = await fetch(`${site.url}/book`, {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data", Origin: site.url },
      body: "not a multipart body",
    });
    expect(broken.status).toBe(400);
    // Another site's page posting the form is refused by the origin check.
    expect(
      (await post(request(2, windows[0]!, shown), { Origin: "https://evil.example" })).status,
    ).toBe(403);
    expect(
      (await fetch(`${site.url}/book`, { method: "PUT", headers: { Origin: site.url } })).status,
    ).toBeLessThan(500);
    expect(bookings()).toBe(0);
  },
);

test("a chunked body books like any other", { tag: "@dates" }, async () => {
  const { windows, shown } = await form();
  const body = new URLSearchParams(request(3, windows[0]!, shown)).toString();
  const stream = new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(body.slice(0, 40)));
      controller.enqueue(new TextEncoder().encode(body.slice(40)));
      controller.close();
    },
  });
  const answer = await fetch(`${site.url}/book`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.url },
    body: stream,
    duplex: "half",
    redirect: "manual",
  } as RequestInit);
  expect(answer.status).toBe(303);
  expect(bookings()).toBe(1);
});

test(
  "tokens: unknown, forged, over-long, another purpose's and replayed links are 404 or 410",
  { tag: "@dates" },
  async () => {
    const { windows, shown } = await form();
    const first = await post(request(4, windows[1]!, shown));
    const second = await post(request(5, windows[1]!, shown));
    const viewOf = (answer: Response) => answer.headers.get("location")!;
    const page = await (await fetch(`${site.url}${viewOf(first)}`)).text();
    const cancelPath = page.match(/href="(\/book\/cancel\/[\w-]+)"/)![1]!;
    const otherPage = await (await fetch(`${site.url}${viewOf(second)}`)).text();
    const otherCancel = otherPage.match(/href="(\/book\/cancel\/[\w-]+)"/)![1]!;
    for (const path of [
      `/book/cancel/${"A".repeat(43)}`,
      `/book/cancel/${"A".repeat(400)}`,
      `/book/reschedule/${cancelPath.split("/").at(-1)}`, // a cancel token on the reschedule page
      `/book/booking/${cancelPath.split("/").at(-1)}`,
      `/book/calendar/not-a-token`,
    ])
      expect((await fetch(`${site.url}${path}`)).status, path).toBe(404);
    // The other household's link cancels their booking only.
    expect((await post({}, {}, otherCancel)).status).toBe(200);
    expect(site.query<{ status: string }>("SELECT status FROM bookings ORDER BY id")).toEqual([
      { status: "booked" },
      { status: "booked" },
      { status: "cancelled" },
    ]);
    expect((await post({}, {}, otherCancel)).status).toBe(410);
    // A forged lead link on /book is refused, not a 500, and books nothing.
    const forged = await post(
      { window: windows[2]!, lead: "Q-AAAAAA.forged", shown },
      {},
      "/book?lead=Q-AAAAAA.forged",
    );
    expect(forged.status).toBe(404);
    const longLead = await fetch(`${site.url}/book?lead=${"x".repeat(1000)}`);
    expect(longLead.status).toBe(200);
    expect(await longLead.text()).toContain('name="name"'); // the full form: the link named no lead
    expect((await fetch(`${site.url}/book?lead=${"x".repeat(9000)}`)).status).toBe(414);
  },
);

test("a forged X-Forwarded-For does not get round the rate limit", { tag: "@dates" }, async () => {
  const { windows, shown } = await form();
  const statuses: number[] = [];
  // QUOTE_RATE_LIMIT 3: past 3 requests in ten minutes from one client a booking is
  // possible spam (422, no place), and past the hard limit of 12 it is refused (429).
  for (let n = 0; n < 10; n++) {
    const answer = await post(request(10 + n, windows[4 + Math.floor(n / 2)]!, shown), {
      "X-Forwarded-For": `198.51.100.${n}`,
    });
    statuses.push(answer.status);
  }
  expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
  expect(statuses.every((status) => status === 422 || status === 429)).toBe(true);
  // None of them holds a place: only the three earlier bookings do.
  expect(bookings()).toBe(3);
  const addresses = site.query<{ client_address: string }>(
    "SELECT DISTINCT client_address FROM leads",
  );
  expect(addresses).toEqual([{ client_address: "127.0.0.1" }]);
});
