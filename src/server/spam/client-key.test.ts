// @vitest-environment node
import { describe, expect, it } from "vitest";
import { clientKey } from "./client-key.ts";

describe("clientKey", () => {
  it("counts an IPv4 client by its address", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts every address of one IPv6 /64 as one client", () => {
    const keys = [
      "2001:db8:1:2::1",
      "2001:db8:1:2:ffff:ffff:ffff:ffff",
      "2001:0db8:0001:0002:abcd::9",
    ];
    expect(new Set(keys.map(clientKey))).toEqual(new Set(["2001:db8:1:2::/64"]));
    expect(clientKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
  });

  it("keeps anything that is not an address as it is", () => {
    expect(clientKey("unknown")).toBe("unknown");
    expect(clientKey("")).toBe("");
  });
});
