// @vitest-environment node
import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { isQuoteSubmission, sentByAnotherSite } from "./quote-route.ts";

/** A request as main.ts hands it on: the believed protocol and host already set. */
const request = (headers: Record<string, string>) =>
  ({
    headers: { host: "www.example.test", "x-forwarded-proto": "https", ...headers },
  }) as unknown as IncomingMessage;

describe("sentByAnotherSite", () => {
  it.each([
    [{ "sec-fetch-site": "cross-site" }, true],
    [{ "sec-fetch-site": "same-site", origin: "https://www.example.test" }, true],
    [{ "sec-fetch-site": "same-origin" }, false],
    [{ "sec-fetch-site": "none" }, false],
    [{ origin: "https://evil.example" }, true],
    [{ origin: "http://www.example.test" }, true],
    [{ origin: "https://www.example.test" }, false],
    [{}, false],
  ])("%o → %s", (headers, expected) => {
    expect(sentByAnotherSite(request(headers))).toBe(expected);
  });
});

describe("isQuoteSubmission", () => {
  it.each([
    ["POST", "/_actions/quote.submit", true],
    ["POST", "/quote-request?_action=quote.submit", true],
    ["POST", "/quote-request", false],
    ["GET", "/_actions/quote.submit", false],
    ["POST", "//@", false],
  ])("%s %s → %s", (method, url, expected) => {
    expect(isQuoteSubmission(method, url)).toBe(expected);
  });
});
