// @vitest-environment node
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type Server,
} from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyForwardedView, forwardedView, type ForwardedView } from "./forwarded.ts";

// The proxy is 127.0.0.1; 127.0.0.2 and 127.0.0.3 play visitors connecting directly.
const viewOf = forwardedView(["127.0.0.1", "10.0.0.0/8"]);
let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer((request, response) => {
    const view = viewOf(request);
    applyForwardedView(request, view);
    response.end(JSON.stringify({ view, headers: request.headers }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function from(localAddress: string, headers: Record<string, string>) {
  return new Promise<{ view: ForwardedView; headers: IncomingHttpHeaders }>((resolve, reject) => {
    const request = httpRequest({ host: "127.0.0.1", port, localAddress, headers }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => resolve(JSON.parse(body)));
    });
    request.on("error", reject);
    request.end();
  });
}

describe("forwardedView", () => {
  it("believes the trusted proxy: rightmost untrusted address, scheme and host", async () => {
    const { view, headers } = await from("127.0.0.1", {
      Host: "127.0.0.1:4321",
      "X-Forwarded-For": "192.0.2.66, 203.0.113.7, 10.1.2.3",
      "X-Forwarded-Proto": "https",
      "X-Forwarded-Host": "WWW.Example.com",
    });
    expect(view).toEqual({
      clientAddress: "203.0.113.7",
      protocol: "https",
      host: "www.example.com",
    });
    expect(headers["x-forwarded-for"]).toBe("203.0.113.7");
    expect(headers.host).toBe("www.example.com");
  });

  it("ignores forwarding headers from a client that is not a trusted proxy", async () => {
    const { view, headers } = await from("127.0.0.2", {
      Host: "www.example.com",
      "X-Forwarded-For": "198.51.100.1",
      "X-Forwarded-Proto": "https",
      "X-Forwarded-Host": "evil.example",
      "X-Forwarded-Port": "444",
    });
    expect(view).toEqual({ clientAddress: "127.0.0.2", protocol: "http", host: "www.example.com" });
    expect(headers["x-forwarded-for"]).toBe("127.0.0.2");
    expect(headers["x-forwarded-host"]).toBe("www.example.com");
    expect(headers["x-forwarded-port"]).toBeUndefined();
  });

  it("cannot be talked into another client by an X-Forwarded-For sent through the proxy", async () => {
    // nginx appends the peer it saw (127.0.0.3) to whatever the client claimed.
    for (const forged of ["198.51.100.1", "10.9.9.9", "198.51.100.2, 10.0.0.1"]) {
      const { view } = await from("127.0.0.1", { "X-Forwarded-For": `${forged}, 127.0.0.3` });
      expect(view.clientAddress).toBe("127.0.0.3");
    }
  });

  it("drops a host header that is not a plain host name", async () => {
    const { view } = await from("127.0.0.1", { "X-Forwarded-Host": "evil.example/path?x" });
    expect(view.host).toBe("");
  });
});
