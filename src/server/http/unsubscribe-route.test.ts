// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "../../test-support/ports.ts";
import { insertCompletedJob, TEST_PLACE_ID } from "../../test-support/review-test-support.ts";
import { loadConfig } from "../config/config.ts";
import { memoryLogger } from "../log.ts";
import { listMessages } from "../mail/outbox-repo.ts";
import { closeRuntime, createRuntime, type Runtime } from "../runtime.ts";
import { serveSite, type Site } from "./serve-site.ts";

/*
 * RFC 8058's one-click unsubscribe, through serveSite on a real runtime: a mail provider's
 * server posts "List-Unsubscribe=One-Click" with no Origin, which never reaches Astro (its
 * origin check would refuse it). Astro's part is a handler that counts what reaches it.
 */
describe("the one-click unsubscribe route", () => {
  let root: string;
  let runtime: Runtime;
  let site: Site | undefined;

  afterEach(async () => {
    await site?.close(1000);
    site = undefined;
    await closeRuntime(runtime);
    rmSync(root, { recursive: true, force: true });
  });

  /** A server with one job asked for a review; returns the unsubscribe path of its email. */
  async function start() {
    root = mkdtempSync(join(tmpdir(), "unsubscribe-"));
    mkdirSync(join(root, "dist", "client"), { recursive: true });
    const log = memoryLogger();
    const port = await freePort();
    runtime = await createRuntime(
      loadConfig({
        DATA_DIR: join(root, "data"),
        HOST: "127.0.0.1",
        PORT: String(port),
        GOOGLE_PLACE_ID: TEST_PLACE_ID,
        REVIEW_REQUEST_DAYS: "0",
      }),
      { log },
    );
    const astroSaw: string[] = [];
    site = await serveSite(runtime, {
      root,
      astro: async (request, response) => {
        astroSaw.push(`${request.method} ${request.url}`);
        response.writeHead(200, { "Content-Type": "text/plain" }).end("astro");
      },
    });
    // Finished today in Louisville: with 0 days, due at once on any day the test runs.
    const today = new Intl.DateTimeFormat("en-CA", {
      timeZone: "America/Kentucky/Louisville",
    }).format(new Date());
    await insertCompletedJob(runtime.db, "Q-AAAAA1", today);
    // The periodic task may have run already; either way the request is queued once.
    await runtime.reviews.sendDue();
    const [mail] = (await listMessages(runtime.db, ["pending", "sending", "sent"])).filter(
      (message) => message.kind === "review",
    );
    const path = new URL(mail!.unsubscribeUrl!).pathname;
    return { site, log, path, astroSaw };
  }

  const unsubscribed = async () =>
    (await runtime.reviews.ofLead("Q-AAAAA1")).review?.unsubscribedAt != null;

  it("unsubscribes on a mail client's one-click POST, urlencoded or multipart, with a plain 200", async () => {
    const { site, path, astroSaw, log } = await start();
    const answer = await fetch(`${site.url}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect([answer.status, await answer.text()]).toEqual([200, "Unsubscribed from review emails."]);
    expect(await unsubscribed()).toBe(true);
    const form = new FormData();
    form.set("List-Unsubscribe", "One-Click");
    const again = await fetch(`${site.url}${path}`, { method: "POST", body: form });
    expect(again.status).toBe(200);
    expect(astroSaw).toEqual([]);
    // The request log names the route, never the token.
    const token = path.split("/").at(-1)!;
    expect(JSON.stringify(log.lines)).not.toContain(token);
    expect(await runtime.db.selectFrom("mail_opt_outs").select("kind").execute()).toEqual([
      { kind: "review" },
    ]);
  });

  it("answers the page's own button with a redirect back to the page, which then says it is done", async () => {
    const { site, path } = await start();
    const answer = await fetch(`${site.url}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.url },
      body: "",
      redirect: "manual",
    });
    expect([answer.status, answer.headers.get("location")]).toEqual([303, path]);
    expect(await unsubscribed()).toBe(true);
  });

  it("refuses a token that is nobody's, a body too big and a chunked flood, changing nothing", async () => {
    const { site, path } = await start();
    const forged = await fetch(`${site.url}/reviews/unsubscribe/${"A".repeat(43)}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(forged.status).toBe(404);
    const big = await fetch(`${site.url}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: `List-Unsubscribe=One-Click&x=${"y".repeat(10_000)}`,
    });
    expect(big.status).toBe(413);
    // Chunked, no length: read up to the cap and refused, however long it goes on.
    const status = await new Promise<number>((resolve, reject) => {
      const url = new URL(`${site.url}${path}`);
      const request = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: "POST",
          headers: {
            "Content-Type": "application/x-www-form-urlencoded",
            "Transfer-Encoding": "chunked",
          },
        },
        (response) => resolve(response.statusCode ?? 0),
      );
      request.on("error", reject);
      for (let chunk = 0; chunk < 8; chunk++) request.write("x".repeat(1024));
      request.end();
    });
    expect([413, 0]).toContain(status);
    expect(await unsubscribed()).toBe(false);
  });

  it("leaves every other method and path to Astro", async () => {
    const { site, path, astroSaw } = await start();
    await fetch(`${site.url}${path}`);
    await fetch(`${site.url}${path}/extra`, { method: "POST", body: "List-Unsubscribe=One-Click" });
    expect(astroSaw).toEqual([`GET ${path}`, `POST ${path}/extra`]);
    expect(await unsubscribed()).toBe(false);
  });
});
