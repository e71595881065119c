import { expect, test } from "@playwright/test";
import { hostileText, quoteTextFields } from "../src/test-support/hostile-text-support.ts";
import { pgQuery } from "./support/postgres";
import { startPostgresBench, type PostgresBench } from "./support/postgres-bench";
import { postQuote, quoteFields } from "./support/quote-post";
import { startSiteServer, type SiteServer } from "./support/site-server";

/*
 * Control characters and line breaks through the real server, on SQLite and on Postgres
 * (where a NUL in utm_source from a link like /contact?utm_source=%00 lost the lead with
 * a 500). A visible field refuses them with a 400; a hidden one is cleaned; never a 5xx.
 */
test.describe.configure({ mode: "serial" });

const OFFICE = "office@contractor.example.com";

let bench: PostgresBench;
const sites: Record<"sqlite" | "postgres", SiteServer | undefined> = {
  sqlite: undefined,
  postgres: undefined,
};

test.beforeAll(async () => {
  // A Postgres server and two site servers: slow to start on a loaded machine.
  test.setTimeout(90_000);
  bench = await startPostgresBench("control_characters");
  const mail = { SMTP_URL: bench.smtpUrl, LEAD_NOTIFY_TO: OFFICE };
  sites.sqlite = await startSiteServer(mail);
  sites.postgres = await startSiteServer({
    ...mail,
    DATABASE_URL: bench.databaseUrl,
    AUTH_SECRET: "control-characters-secret-0123456789abcdef",
  });
});

test.afterAll(async () => {
  await Promise.all(Object.values(sites).map((site) => site?.stop()));
  await bench?.stop();
});

// The server refuses a page address with %00 in it (request-line.ts), so the browser case
// uses the other controls; the NUL itself is posted directly below, as a script would.
test("a visitor who arrived by /contact?utm_source=%01 and a forged utm line is stored clean on Postgres", async ({
  page,
}) => {
  const site = sites.postgres!;
  await page.goto(
    `${site.url}/contact?utm_source=%01&utm_campaign=spring%0D%0AReference:%20Q-FAKE99&utm_term=ad%1B%5B31m%C2%85`,
  );
  const form = page.locator("#quote-form form");
  await form.getByLabel("Full Name *").fill("Avery Collins");
  await expect(form).toHaveAttribute("data-hydrated", "true");
  await form.getByLabel("Phone Number *").fill("(502) 555-0188");
  await form.getByLabel("Email Address *").fill("utm-nul@example.com");
  await form.getByLabel("Service Needed *").selectOption("repair");
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Get My Free Quote" }).click();
  await expect(page.getByRole("region", { name: /Notifications/ })).toContainText("Request Sent!");

  const [lead] = await pgQuery<{ reference: string; attribution: string }>(
    bench.databaseUrl,
    "SELECT reference, attribution FROM leads WHERE email = 'utm-nul@example.com'",
  );
  expect(JSON.parse(lead!.attribution)).toEqual({
    utm_campaign: "spring Reference: Q-FAKE99",
    utm_term: "ad[31m",
  });
  const [office] = (await bench.mailbox.waitFor(2)).filter((mail) => mail.to === OFFICE);
  expect(office?.text.match(/^Reference: .*$/gm)).toEqual([`Reference: ${lead!.reference}`]);
});

for (const engine of ["sqlite", "postgres"] as const) {
  test(`every field with NUL, CR/LF, a lone surrogate and 100 KB on ${engine}: a 4xx or a 200, never a 5xx`, async () => {
    test.setTimeout(60_000);
    const site = sites[engine]!;
    const statuses = new Map<string, number>();
    let index = 0;
    for (const field of quoteTextFields) {
      for (const [label, payload] of Object.entries(hostileText)) {
        const fields = quoteFields({
          email: `field-${index++}@example.com`,
          idempotencyKey: `k9Qm2xT7pL4vW8r${String(index).padStart(3, "0")}`,
          utm_source: "google",
        });
        fields[field] = `${fields[field] ?? ""}${payload}`;
        const response = await postQuote(site.url, fields);
        await response.arrayBuffer();
        statuses.set(`${field} ${label}`, response.status);
      }
    }
    // 413: the form reader's cap on one text field, before any schema sees it.
    const unexpected = [...statuses].filter(([, status]) => ![200, 400, 413].includes(status));
    expect(unexpected).toEqual([]);
    expect(statuses.get("name NUL")).toBe(400);
    expect(statuses.get("address CR/LF")).toBe(400);
    expect(statuses.get("utm_source NUL")).toBe(200);
    expect(statuses.get("referrer CR/LF")).toBe(200);
    expect(site.output()).not.toMatch(/"level":"error"/);
  });
}
