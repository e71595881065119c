import { describe, expect, it } from "vitest";
import { authChangeEvent } from "./auth-events";

const office = {
  expiresAt: "2099-01-01T00:00:00.000Z",
  user: { id: "u1", email: "office@example.com", name: "office" },
};

describe("authChangeEvent", () => {
  it("names the first reading, whoever it finds, the initial session", () => {
    expect(authChangeEvent(undefined, null)).toBe("INITIAL_SESSION");
    expect(authChangeEvent(undefined, office)).toBe("INITIAL_SESSION");
  });

  it("tells sign-in, sign-out, a changed account, a renewal, and nothing new apart", () => {
    expect(authChangeEvent(null, office)).toBe("SIGNED_IN");
    expect(authChangeEvent(office, null)).toBe("SIGNED_OUT");
    expect(authChangeEvent(office, { ...office, user: { ...office.user, id: "u2" } })).toBe(
      "SIGNED_IN",
    );
    expect(authChangeEvent(office, { ...office, user: { ...office.user, name: "Office" } })).toBe(
      "USER_UPDATED",
    );
    expect(authChangeEvent(office, { ...office, expiresAt: "2099-01-02T00:00:00.000Z" })).toBe(
      "TOKEN_REFRESHED",
    );
    expect(authChangeEvent(office, { ...office })).toBeNull();
    expect(authChangeEvent(null, null)).toBeNull();
  });
});
