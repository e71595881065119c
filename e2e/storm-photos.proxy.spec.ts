import { expect, test } from "@playwright/test";
import { testJpeg } from "../src/test-support/test-photos";
import { freePort } from "../src/test-support/ports";
import { PUBLIC_HOST, startCaddy, startNginx, type TlsProxy } from "./support/proxy";
import { visitorAt } from "./support/proxy-client";
import { quoteFields } from "./support/quote-post";
import { startSiteServer, type SiteServer } from "./support/site-server";
import { QUOTE_ACTION_PATH } from "../src/lib/public-routes";

/*
 * The README's nginx and Caddy snippets, as shipped, let photos through on the quote
 * form's route alone: a quote with a photo of several megabytes arrives, and the same
 * body on any other route is refused by the proxy.
 */
test.describe.configure({ mode: "serial" });

/** A multipart body as a browser would send it, with its Content-Type. */
async function multipart(fields: Record<string, string>, photo: Buffer) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append("photos", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "IMG_2041.jpg");
  const request = new Request("http://serialise.invalid/", { method: "POST", body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get("content-type")!,
  };
}

for (const [name, start] of [
  ["nginx", startNginx],
  ["Caddy", startCaddy],
] as const) {
  test.describe(name, () => {
    let site: SiteServer;
    let proxy: TlsProxy;

    test.beforeAll(async () => {
      const proxyPort = await freePort();
      site = await startSiteServer({
        SITE_URL: `https://${PUBLIC_HOST}:${proxyPort}`,
        TRUSTED_PROXIES: "127.0.0.1",
      });
      proxy = await start(Number(new URL(site.url).port), proxyPort);
    });

    test.afterAll(async () => {
      await proxy?.stop();
      await site?.stop();
    });

    test(`${name} passes a quote with a photo of megabytes and refuses that body elsewhere`, async () => {
      const photo = await testJpeg({ width: 1800, height: 1400, noise: true });
      expect(photo.length).toBeGreaterThan(1024 * 1024);
      const email = `proxy-photo-${name.toLowerCase()}@example.com`;
      const { body, contentType } = await multipart(quoteFields({ email }), photo);
      const visitor = visitorAt(proxy, "127.0.0.2");
      const headers = { "Content-Type": contentType, Origin: proxy.origin };

      const sent = await visitor(QUOTE_ACTION_PATH, { method: "POST", headers, body });
      expect(sent.status, sent.body).toBe(200);
      const [lead] = site.query<{ id: number }>("SELECT id FROM leads WHERE email = ?", email);
      expect(site.query("SELECT id FROM lead_photos WHERE lead_id = ?", lead!.id)).toHaveLength(1);

      // Refused by the proxy itself: the server would answer its own "Request body too
      // large." Caddy 2.6 (Debian's) reports its body limit as a 502 while proxying;
      // later versions answer 413.
      const elsewhere = await visitor("/_actions/admin.addNote", { method: "POST", headers, body });
      expect(name === "nginx" ? [413] : [413, 502]).toContain(elsewhere.status);
      expect(elsewhere.body).not.toContain("Request body too large.");
    });
  });
}
