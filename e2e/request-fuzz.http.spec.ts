import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
} from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import fc from "fast-check";
import { startSiteServer, type SiteServer } from "./support/site-server";

/*
 * Hostile requests straight at the production server, as an attacker would send them
 * past (or without) a proxy: whatever the method, path, headers or body, every answer is a
 * status below 500 with no stack trace, the process stays up, and memory and open file
 * descriptors are flat afterwards.
 */
test.describe.configure({ mode: "serial" });

let site: SiteServer;
let root: string;
let port: number;
/** The server's memory and descriptors once warmed up, before any hostile request */
let baseline: { rssKb: number; descriptors: number };

test.beforeAll(async () => {
  // The server reads dist/ from its working directory: a copy of the client files lets
  // this spec delete one under it, as a deploy would; the server bundle is linked.
  root = mkdtempSync(join(tmpdir(), "fuzz-site-"));
  cpSync("dist/client", join(root, "dist/client"), { recursive: true });
  cpSync("dist/_headers.json", join(root, "dist/_headers.json"));
  symlinkSync(join(process.cwd(), "dist/server"), join(root, "dist/server"));
  site = await startSiteServer({}, undefined, root);
  port = Number(new URL(site.url).port);
  for (const path of ["/", "/contact", "/admin/sign-in", "/healthz", "/nope"])
    await fetch(`${site.url}${path}`);
  baseline = processStats(site.process.pid!);
});

test.afterAll(async () => {
  await site?.stop();
  rmSync(root, { recursive: true, force: true });
});

interface RawAnswer {
  status: number;
  text: string;
}

/** Sends `raw` bytes as they are and reads until the server closes or `idleMs` passes. */
function sendRaw(raw: Buffer | string, idleMs = 1500): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    const done = () => {
      socket.destroy();
      const text = Buffer.concat(chunks).toString("latin1");
      resolve({ status: Number(text.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0), text });
    };
    socket.setTimeout(idleMs, done);
    socket.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      // One answer is enough: stop once its headers and declared body are in.
      const text = Buffer.concat(chunks).toString("latin1");
      const headEnd = text.indexOf("\r\n\r\n");
      const length = Number(text.match(/\r\ncontent-length: (\d+)/i)?.[1] ?? NaN);
      if (headEnd !== -1 && text.length >= headEnd + 4 + length) done();
    });
    socket.on("error", done);
    socket.on("close", done);
    socket.write(raw);
  });
}

function processStats(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return {
    rssKb: Number(status.match(/VmRSS:\s+(\d+)/)?.[1]),
    descriptors: readdirSync(`/proc/${pid}/fd`).length,
  };
}

/** The answer must be a status below 500 that leaks no stack or file path. */
function expectSafe(answer: RawAnswer, label: string) {
  expect(answer.status, `${label}: ${answer.text.slice(0, 200)}`).toBeGreaterThanOrEqual(200);
  expect(answer.status, label).toBeLessThan(500);
  expect(answer.text, label).not.toMatch(/\n\s+at .+:\d+:\d+|node:internal|\/src\/server\//);
}

const sameOrigin = () => `Origin: ${site.url}\r\n`;

test("paths and methods an attacker tries first: a status each, never a crash or a redirect off-site", async () => {
  const targets = [
    `/${"a".repeat(300)}`,
    `/${"a".repeat(300)}.html`,
    `/_astro/${"b".repeat(1000)}.js`,
    `/${"x/".repeat(1500)}`,
    "/%E0%A4%A",
    "/%",
    "/a%00b",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/..%2f..%2fetc%2fpasswd",
    "/.//evil.example/",
    "//evil.example/",
    "/\\evil.example",
    "/\\/",
    "/\\@/",
    "/contact/?a=%00",
    "/_image?href=https://evil.example/x.png&w=9999",
    "/admin/leads/%00",
    "/admin/api/auth/%ff",
    "/_actions/%2e%2e",
    "http://evil.example/",
    "*",
  ];
  for (const target of targets) {
    for (const method of ["GET", "HEAD", "POST", "OPTIONS", "DELETE", "PROPFIND"]) {
      const answer = await sendRaw(
        `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${sameOrigin()}Content-Length: 0\r\nConnection: close\r\n\r\n`,
      );
      expectSafe(answer, `${method} ${target}`);
      const location = answer.text.match(/\r\nlocation: (.*)\r\n/i)?.[1];
      if (location) expect(location, `${method} ${target}`).toMatch(/^\/(?!\/)/);
    }
  }
  expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
});

test("a Host Astro cannot build a URL from, and action namespaces, get a 4xx", async () => {
  for (const host of ["user@evil.example", "evil.example/path", "", "[::1"]) {
    const answer = await sendRaw(
      `GET /nope HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
    );
    expectSafe(answer, `Host: ${host}`);
  }
  for (const name of ["admin", "quote", "nope", "admin.nope", "quote.submit.x", "__proto__.x"]) {
    const answer = await sendRaw(
      `POST /_actions/${name} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${sameOrigin()}Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 3\r\nConnection: close\r\n\r\na=b`,
    );
    expect(answer.status, name).toBe(404);
  }
});

test("random request lines, headers and bodies from fast-check", async () => {
  test.setTimeout(180_000);
  const token = fc.stringMatching(/^[\w.~%/?=&:;,@!$'()*+-]{0,80}$/);
  const request = fc.record({
    method: fc.constantFrom("GET", "POST", "PUT", "PATCH", "HEAD", "DELETE", "TRACE", "BREW"),
    path: fc.oneof(
      token.map((value) => `/${value}`),
      fc
        .constantFrom(
          "/_actions/quote.submit",
          "/admin/api/auth/sign-in/email",
          "/admin/sign-in",
          "/quote-request",
          "/admin",
          "/contact",
        )
        .chain((base) => token.map((suffix) => `${base}${suffix.startsWith("?") ? suffix : ""}`)),
    ),
    contentType: fc.constantFrom(
      "application/json",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=zz",
      "multipart/form-data",
      "text/plain",
      "application/octet-stream",
      "",
    ),
    body: fc.oneof(
      fc.string({ maxLength: 400 }),
      fc.constantFrom(
        "{",
        "[1,",
        '{"email":',
        '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
        "%%%%=&&",
        "",
      ),
    ),
    forwardedFor: fc.oneof(fc.constant(""), fc.ipV4(), fc.ipV6(), fc.string({ maxLength: 60 })),
    origin: fc.constantFrom("same", "none", "https://evil.example", "null"),
  });
  await fc.assert(
    fc.asyncProperty(request, async ({ method, path, contentType, body, forwardedFor, origin }) => {
      const bytes = Buffer.from(body, "utf8");
      const headers = [
        `${method} ${path} HTTP/1.1`,
        "Host: 127.0.0.1",
        origin === "same" ? `Origin: ${site.url}` : origin === "none" ? "" : `Origin: ${origin}`,
        contentType ? `Content-Type: ${contentType}` : "",
        forwardedFor ? `X-Forwarded-For: ${forwardedFor.replace(/[\r\n]/g, "")}` : "",
        `Content-Length: ${bytes.length}`,
        "Connection: close",
      ].filter(Boolean);
      const answer = await sendRaw(
        Buffer.concat([Buffer.from(`${headers.join("\r\n")}\r\n\r\n`), bytes]),
      );
      expectSafe(answer, `${method} ${path} ${contentType}`);
    }),
    { numRuns: 600 },
  );
  expect(site.output()).not.toMatch(/"level":"error"/);
});

/**
 * Streams `bytes` of body, chunked with no length, on a keep-alive connection as browsers
 * and proxies send them, and reads the answer.
 */
function sendChunked(path: string, type: string, bytes = 8 * 1024 * 1024): Promise<RawAnswer> {
  const chunk = Buffer.alloc(64 * 1024, "a");
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let text = "";
    let sent = 0;
    socket.on("data", (data: Buffer) => (text += data.toString("latin1")));
    socket.on("close", () =>
      resolve({ status: Number(text.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0), text }),
    );
    socket.on("error", () => undefined);
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${sameOrigin()}Content-Type: ${type}\r\nTransfer-Encoding: chunked\r\n\r\n`,
    );
    const pump = () => {
      while (sent < bytes && !socket.destroyed) {
        sent += chunk.length;
        socket.write(`${chunk.length.toString(16)}\r\n`);
        socket.write(chunk);
        if (!socket.write("\r\n")) return void socket.once("drain", pump);
      }
      if (!socket.destroyed) socket.end("0\r\n\r\n");
    };
    pump();
  });
}

const CHUNKED_TARGETS = [
  ["/_actions/quote.submit", "application/x-www-form-urlencoded"],
  ["/admin/api/auth/sign-in/email", "application/json"],
  ["/admin/sign-in", "application/x-www-form-urlencoded"],
  ["/quote-request", "multipart/form-data; boundary=zz"],
] as const;

test("8 MiB chunked bodies are cut off at the limit with 413, on actions, pages and better-auth", async () => {
  for (const [path, type] of CHUNKED_TARGETS) {
    expect((await sendChunked(path, type)).status, path).toBe(413);
  }
  expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
});

test("a client that sends its headers too slowly is cut off", async () => {
  test.setTimeout(30_000);
  const started = Date.now();
  const closed = await new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    const drip = setInterval(() => socket.write("X-Slow: 1\r\n"), 1000);
    socket.on("close", () => (clearInterval(drip), resolve(true)));
    socket.on("error", () => undefined);
    setTimeout(() => (clearInterval(drip), socket.destroy(), resolve(false)), 25_000);
  });
  expect(closed).toBe(true);
  expect(Date.now() - started).toBeLessThan(20_000);
});

/** Starts a download of `path` and hangs up at its first bytes. */
function abortedDownload(path: string): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    socket.once("data", () => (socket.destroy(), resolve()));
    socket.on("error", () => resolve());
  });
}

test("aborted downloads, a file deleted under the server, and repeated abuse leak nothing", async () => {
  test.setTimeout(120_000);
  const client = join(root, "dist/client");
  const files = readdirSync(join(client, "_astro")).map((name) => `/_astro/${name}`);
  const [largest] = [...files].sort(
    (a, b) => statSync(join(client, b)).size - statSync(join(client, a)).size,
  );
  const abuse = async () => {
    for (let round = 0; round < 100; round++) await abortedDownload(largest!);
    for (const [path, type] of CHUNKED_TARGETS) await sendChunked(path, type, 2 * 1024 * 1024);
    for (let round = 0; round < 50; round++)
      await sendRaw(
        `POST /_actions/quote.submit HTTP/1.1\r\nHost: 127.0.0.1\r\n${sameOrigin()}Content-Type: application/json\r\nContent-Length: 1\r\nConnection: close\r\n\r\n{`,
      );
  };

  // A deploy removes a file the server indexed at start-up.
  const doomed = files.find((file) => file.endsWith(".js") && file !== largest) ?? files[1]!;
  for (const suffix of ["", ".br", ".gz"])
    rmSync(join(client, `${doomed}${suffix}`), { force: true });
  for (const encoding of ["br", "gzip", "identity"]) {
    const answer = await sendRaw(
      `GET ${doomed} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: ${encoding}\r\nConnection: close\r\n\r\n`,
    );
    // Headers may already be out when the file turns out to be gone: the answer is cut.
    expect([0, 200, 404], encoding).toContain(answer.status);
  }

  await abuse();
  const warmed = processStats(site.process.pid!);
  await abuse();
  await abuse();
  await new Promise((resolve) => setTimeout(resolve, 500));
  const after = processStats(site.process.pid!);
  expect(site.process.exitCode).toBeNull();
  // Every descriptor opened by this spec, fuzz included, is closed again…
  expect(after.descriptors).toBeLessThanOrEqual(baseline.descriptors + 3);
  // …and twice more of the same abuse holds no more memory than the first round did.
  expect(after.rssKb - warmed.rssKb).toBeLessThan(24 * 1024);
  expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
  expect(site.output()).not.toMatch(/"event":"process\./);
});
