import { expect, test } from "@playwright/test";
import { bookingContact } from "./support/booking";
import { freePort } from "../src/test-support/ports";
import { pgQuery } from "./support/postgres";
import { startPostgresBench, type PostgresBench } from "./support/postgres-bench";
import { startNginx, PUBLIC_HOST, type TlsProxy } from "./support/proxy";
import { formPost, visitorAt } from "./support/proxy-client";
import { startSiteServer, type SiteServer } from "./support/site-server";

/*
 * The last places in a window, asked for by several visitors at once through nginx with
 * TLS, landing on two instances over one Postgres: the database decides, so the window
 * never holds more than its capacity, the losers see the next free windows with what they
 * typed kept, and a double click books once.
 */
test.describe.configure({ mode: "serial" });

let bench: PostgresBench;
let nginx: TlsProxy;
const servers: SiteServer[] = [];

test.beforeAll(async () => {
  test.setTimeout(90_000);
  bench = await startPostgresBench("booking_race");
  const proxyPort = await freePort();
  const env = {
    DATABASE_URL: bench.databaseUrl,
    AUTH_SECRET: "booking-race-shares-this-secret-0123456789",
    SITE_URL: `https://${PUBLIC_HOST}:${proxyPort}`,
    TRUSTED_PROXIES: "127.0.0.1",
    SMTP_URL: bench.smtpUrl,
  };
  servers.push(await startSiteServer(env));
  servers.push(await startSiteServer(env));
  const [a, b] = servers.map((server) => Number(new URL(server.url).port));
  nginx = await startNginx(a!, proxyPort, [b!]);
});

test.afterAll(async () => {
  await nginx?.stop();
  await Promise.all(servers.map((server) => server.stop()));
  await bench?.stop();
});

/** The form as /book served it to this visitor: its first window and its signed stamp. */
async function bookPage(client: string) {
  const page = await visitorAt(nginx, client)("/book");
  expect(page.status).toBe(200);
  const windows = [...page.body.matchAll(/name="window" value="([^"]+)"/g)].map((m) => m[1]!);
  const shown = page.body.match(/name="shown" value="([^"]+)"/)?.[1];
  return { windows, shown: shown! };
}

const fieldsFor = (n: number, window: string, shown: string) => ({
  ...bookingContact(n),
  window,
  shown,
  consent: "on",
  website: "",
  note: `Visitor ${n}`,
});

test(
  "six visitors race for a window of two on two instances: two booked, four sent to the next windows",
  { tag: "@dates" },
  async () => {
    const { windows, shown } = await bookPage("127.0.0.2");
    const contested = windows[0]!;
    const answers = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) =>
        visitorAt(nginx, `127.0.0.${10 + n}`)(
          "/book",
          formPost(nginx, fieldsFor(n, contested, shown)),
        ),
      ),
    );
    const booked = answers.filter((answer) => answer.status === 303);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(booked).toHaveLength(2);
    expect(refused).toHaveLength(4);
    for (const answer of refused) {
      expect(answer.body).toContain("Someone just took the last place in that window");
      // The full window is gone from the list; the next ones are offered.
      expect(answer.body).not.toContain(`value="${contested}"`);
      expect(answer.body).toContain(`value="${windows[1]}"`);
      // What the visitor typed is still in the form.
      expect(answer.body).toMatch(/value="Pat Homeowner \d"/);
    }
    const rows = await pgQuery<{ n: string }>(
      bench.databaseUrl,
      "SELECT count(*) AS n FROM bookings WHERE window_id = $1 AND status = 'booked'",
      contested,
    );
    expect(Number(rows[0]!.n)).toBe(2);
    // Both instances answered bookings.
    for (const server of servers)
      expect(server.output()).toMatch(/"event":"inspection\.(booked|refused)"/);
  },
);

test(
  "a double click (four identical posts at once) books once and shows the same confirmation",
  { tag: "@dates" },
  async () => {
    const { windows, shown } = await bookPage("127.0.0.3");
    const fields = fieldsFor(30, windows.at(-1)!, shown);
    const visitor = visitorAt(nginx, "127.0.0.30");
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => visitor("/book", formPost(nginx, fields))),
    );
    for (const answer of answers) expect(answer.status).toBe(303);
    expect(new Set(answers.map((answer) => answer.headers["location"])).size).toBe(1);
    const rows = await pgQuery<{ n: string }>(
      bench.databaseUrl,
      "SELECT count(*) AS n FROM bookings WHERE contact_email = $1",
      fields.email,
    );
    expect(Number(rows[0]!.n)).toBe(1);
  },
);
