// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { Agent, get as httpGet } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "../../test-support/ports.ts";
import { BANNER_MARKER } from "../../lib/storms/storm-banner-html.ts";
import { loadConfig } from "../config/config.ts";
import { memoryLogger } from "../log.ts";
import { closeRuntime, createRuntime, type Runtime } from "../runtime.ts";
import { operationGroups } from "../runtime-operations.ts";
import type { AstroHandler, RequestLocals } from "./astro-handler.ts";
import { serveSite, type Site } from "./serve-site.ts";

/*
 * serveSite on a real runtime (SQLite in a temp DATA_DIR). Astro's part is played by a
 * handler that does what a page does with `locals`: reads the database it finds there.
 * The built Astro handler is exercised by the e2e specs (runtime-once.http.spec.ts).
 */
describe("serveSite", () => {
  let root: string;
  let runtime: Runtime;
  let site: Site | undefined;

  afterEach(async () => {
    await site?.close(1000);
    site = undefined;
    await closeRuntime(runtime);
    rmSync(root, { recursive: true, force: true });
  });

  async function start(astro: AstroHandler) {
    root = mkdtempSync(join(tmpdir(), "serve-site-"));
    mkdirSync(join(root, "dist", "client"), { recursive: true });
    writeFileSync(join(root, "dist", "client", "index.html"), "<!doctype html><title>Home</title>");
    const log = memoryLogger();
    const config = loadConfig({
      DATA_DIR: join(root, "data"),
      HOST: "127.0.0.1",
      PORT: String(await freePort()),
    });
    runtime = await createRuntime(config, { log });
    site = await serveSite(runtime, { root, astro });
    return { site, log };
  }

  it("hands every on-demand request the one runtime it was given, in a locals of its own", async () => {
    const seen: RequestLocals[] = [];
    const { site, log } = await start(async (_request, response, _next, locals) => {
      seen.push(locals);
      // What an inbox page does: list the leads through the runtime's inbox.
      const leads = (await locals.runtime.inbox.list(new URLSearchParams())).total;
      response.writeHead(200, { "Content-Type": "text/plain" }).end(`leads: ${leads}`);
    });

    const first = await fetch(`${site.url}/admin`);
    const second = await fetch(`${site.url}/admin/leads/Q-ABC234`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "note=Called+back",
    });
    expect([first.status, await first.text()]).toEqual([200, "leads: 0"]);
    expect([second.status, await second.text()]).toEqual([200, "leads: 0"]);

    expect(seen).toHaveLength(2);
    for (const locals of seen) {
      expect(locals.runtime).toBe(runtime.site);
      // The operation groups and the log: no database, auth, clock or drain to reach past them.
      expect(Object.keys(locals.runtime).sort()).toEqual([...operationGroups, "log"].sort());
      expect(locals.runtime.inbox).toBe(runtime.inbox);
    }
    // The middleware writes the visitor's session into locals: never shared between requests.
    expect(seen[0]).not.toBe(seen[1]);
    expect(log.lines.filter((line) => line.event === "runtime.started")).toHaveLength(1);
  });

  it("serves prerendered files and /healthz without Astro, on the same database", async () => {
    let astroCalls = 0;
    const { site } = await start(async (_request, response) => {
      astroCalls++;
      response.writeHead(404).end();
    });
    const page = await fetch(`${site.url}/`);
    expect([page.status, await page.text()]).toEqual([200, "<!doctype html><title>Home</title>"]);
    const health = await fetch(`${site.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: "ok", database: "ok" });
    expect(astroCalls).toBe(0);
    // The runtime's database is the one /healthz checked and is still open.
    await expect(sql`SELECT 1 AS one`.execute(runtime.db)).resolves.toMatchObject({
      rows: [{ one: 1 }],
    });
  });

  it("answers a path no route matches with the 404 page, with storm mode's banner while it is on", async () => {
    // What the built handler does with a path no route matches: hands it to `next`.
    const { site } = await start(async (_request, _response, next) => next!());
    writeFileSync(
      join(root, "dist", "client", "404.html"),
      `<!doctype html><title>Not found</title>${BANNER_MARKER}<h1>Page not found</h1>`,
    );
    const off = await fetch(`${site.url}/no-such-page`);
    const offHtml = await off.text();
    expect(off.status).toBe(404);
    expect(offHtml).toContain("<h1>Page not found</h1>");
    expect(offHtml).not.toContain("Storm alert");

    const office = { id: "staff-1", email: "office@example.com" };
    const line = "Hail hit Fern Creek & Okolona on Friday.";
    await runtime.storms.setMode({ setting: "on", line }, office);
    const on = await fetch(`${site.url}/blog/a-post-that-never-was`, { method: "POST" });
    const onHtml = await on.text();
    expect(on.status).toBe(404);
    expect(on.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(onHtml).toContain('aria-label="Storm alert"');
    expect(onHtml).toContain("Hail hit Fern Creek &amp; Okolona on Friday.");
    expect(onHtml).not.toContain(BANNER_MARKER);
    const head = await fetch(`${site.url}/no-such-page`, { method: "HEAD" });
    expect([head.status, await head.text()]).toEqual([404, ""]);
    expect(Number(head.headers.get("content-length"))).toBe(Buffer.byteLength(onHtml));
  });

  it("keeps an idle connection open longer than nginx and Caddy keep theirs to it", async () => {
    const { site: started } = await start(async (_request, response) => {
      response.writeHead(204).end();
    });
    // nginx's upstream keepalive_timeout (60 s) and Caddy's transport keepalive (2 min),
    // their defaults: the proxy, not the server, closes an idle connection first.
    expect(started.server.keepAliveTimeout).toBeGreaterThan(120_000);
    // A kept-alive connection carries a second request.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const sockets = new Set<unknown>();
    for (let n = 0; n < 2; n++)
      await new Promise<void>((resolve, reject) => {
        const request = httpGet(`${started.url}/admin`, { agent }, (response) => {
          sockets.add(response.socket);
          response.resume().on("end", resolve);
        });
        request.on("error", reject);
      });
    agent.destroy();
    expect(sockets.size).toBe(1);
  });

  it("stops taking requests on close and leaves the runtime to its owner", async () => {
    const { site: started } = await start(async (_request, response) => {
      response.writeHead(204).end();
    });
    await started.close(1000);
    site = undefined;
    await expect(fetch(`${started.url}/admin`)).rejects.toThrow();
    // main.ts closes the runtime after the server: it is still usable here.
    expect((await runtime.inbox.list(new URLSearchParams())).total).toBe(0);
  });
});
