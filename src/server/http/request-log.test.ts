// @vitest-environment node
import { EventEmitter } from "node:events";
import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { memoryLogger } from "../log.ts";
import { logRequest } from "./request-log.ts";

/** The one line logged for a request to `url` answered 200. */
function loggedPath(url: string) {
  const log = memoryLogger();
  const response = Object.assign(new EventEmitter(), { statusCode: 200, getHeader: () => "12" });
  logRequest(log, { method: "GET", url } as IncomingMessage, response as unknown as ServerResponse);
  response.emit("finish");
  return log.lines[0]?.["path"];
}

describe("the request log", () => {
  it("keeps the path and leaves out the query string", () => {
    expect(loggedPath("/quote-request?email=dana%40example.com")).toBe("/quote-request");
  });

  it("leaves out an add-photos link's token, which opens a customer's request", () => {
    expect(loggedPath("/add-photos/Zx3kP0aB9qLmN2rT5vW8yC1dE4fG7hJ6iK0lM3nO5pQ")).toBe(
      "/add-photos/…",
    );
  });
});
