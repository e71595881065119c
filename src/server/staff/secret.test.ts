// @vitest-environment node
import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { resolveAuthSecret } from "./secret.ts";
import { defaultStaffName, isStaffEmail } from "./staff-policy.ts";

describe("resolveAuthSecret", () => {
  it("uses the configured AUTH_SECRET when it is long enough", () => {
    const dir = mkdtempSync(join(tmpdir(), "secret-"));
    expect(resolveAuthSecret(dir, "s".repeat(32))).toBe("s".repeat(32));
    expect(() => resolveAuthSecret(dir, "short")).toThrow(/AUTH_SECRET: expected at least 32/);
  });

  it("generates a secret once into DATA_DIR, readable by the owner only, and reuses it", () => {
    const dir = join(mkdtempSync(join(tmpdir(), "secret-")), "data");
    const first = resolveAuthSecret(dir, undefined);
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(resolveAuthSecret(dir, "")).toBe(first);
    expect(readFileSync(join(dir, "auth-secret"), "utf8").trim()).toBe(first);
    expect(statSync(join(dir, "auth-secret")).mode & 0o777).toBe(0o600);
  });
});

describe("staff policy", () => {
  it("matches STAFF_EMAILS without case or spaces", () => {
    expect(isStaffEmail(" Office@Example.com ", ["office@example.com"])).toBe(true);
    expect(isStaffEmail("other@example.com", ["office@example.com"])).toBe(false);
    expect(isStaffEmail("", [""])).toBe(false);
  });

  it("names a new account after its address", () => {
    expect(defaultStaffName("dana.w@example.com")).toBe("dana.w");
  });
});
