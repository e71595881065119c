// @vitest-environment node
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { malformedBody, readBody, type BodyResult } from "./request-body.ts";

const LIMIT = 1024;
let server: Server;
let url: string;
const results: BodyResult[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    void readBody(request, LIMIT).then((result) => {
      results.push(result);
      response.writeHead(result.ok ? 200 : 413);
      response.end(result.ok ? String(result.body.length) : result.reason);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends `chunks` one write each, chunked (no Content-Length) unless `length` is given. */
function send(chunks: Buffer[], length?: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    // A connection of its own: a request that declares more than it sends would leave a
    // shared keep-alive socket waiting for the rest.
    const request = httpRequest(url, {
      method: "POST",
      agent: false,
      headers: length === undefined ? {} : { "Content-Length": length },
    });
    request.on("response", (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    // The server may stop reading and close once it has answered.
    request.on("error", (error) => (results.length ? undefined : reject(error)));
    for (const chunk of chunks) request.write(chunk);
    request.end();
  });
}

describe("readBody", () => {
  it("reads a body within the limit, with or without a length", async () => {
    expect(await send([Buffer.alloc(600)], 600)).toEqual({ status: 200, body: "600" });
    expect(await send([Buffer.alloc(500), Buffer.alloc(524)])).toEqual({
      status: 200,
      body: "1024",
    });
  });

  it("refuses a declared length over the limit without reading it", async () => {
    const answer = await send([Buffer.alloc(10)], LIMIT + 1);
    expect(answer).toEqual({ status: 413, body: "too-large" });
  });

  it("cuts a chunked body off at the limit, however much more is coming", async () => {
    const chunks = Array.from({ length: 64 }, () => Buffer.alloc(64 * 1024));
    const answer = await send(chunks);
    expect(answer.status).toBe(413);
    expect(answer.body).toBe("too-large");
  });
});

describe("malformedBody", () => {
  const form = new FormData();
  form.append("name", "Morgan");
  const multipart = new Response(form);

  it("names a JSON body that does not parse", async () => {
    expect(await malformedBody("application/json", Buffer.from("{"))).toMatch(/not valid JSON/);
    expect(
      await malformedBody("application/merge-patch+json; charset=utf-8", Buffer.from("")),
    ).toMatch(/not valid JSON/);
  });

  it("names a multipart body that does not match its boundary", async () => {
    expect(
      await malformedBody("multipart/form-data; boundary=zz", Buffer.from("not multipart")),
    ).toMatch(/not a valid form/);
    expect(await malformedBody("multipart/form-data", Buffer.from("--zz\r\n"))).toMatch(
      /not a valid form/,
    );
  });

  it("passes well-formed bodies and types it does not parse", async () => {
    expect(await malformedBody("application/json", Buffer.from('{"a":1}'))).toBeNull();
    expect(
      await malformedBody("application/x-www-form-urlencoded", Buffer.from("a=1&b=%%")),
    ).toBeNull();
    const type = multipart.headers.get("content-type")!;
    expect(await malformedBody(type, Buffer.from(await multipart.arrayBuffer()))).toBeNull();
    expect(await malformedBody("text/plain", Buffer.from("{"))).toBeNull();
    expect(await malformedBody(undefined, Buffer.from("{"))).toBeNull();
  });
});

describe("readBody on a keep-alive connection", () => {
  it("keeps the connection for the next request once a refused body has ended", async () => {
    const { Agent } = await import("node:http");
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const post = (parts: Buffer[], gapMs = 0) =>
      new Promise<number>((resolve, reject) => {
        const request = httpRequest(url, { method: "POST", agent }, (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode ?? 0));
        });
        request.on("error", reject);
        request.write(parts[0]);
        setTimeout(() => request.end(parts[1]), gapMs);
      });
    expect(await post([Buffer.alloc(LIMIT * 2), Buffer.alloc(LIMIT * 2)])).toBe(413);
    // The next request rides the same socket and outlasts the linger time: it must not be
    // cut off by the refused request's timer.
    expect(await post([Buffer.alloc(5), Buffer.alloc(5)], 2500)).toBe(200);
    agent.destroy();
  });
});
