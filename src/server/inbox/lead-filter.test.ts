import { describe, expect, it } from "vitest";
import { inboxPath, leadsCsvPath } from "../../lib/admin-routes.ts";
import { inboxFilterFrom, isFiltered } from "./lead-filter.ts";

describe("inboxFilterFrom", () => {
  it("reads status, service, search and page", () => {
    expect(
      inboxFilterFrom(new URLSearchParams("status=won&service=repair&q=%20dana%20&page=2")),
    ).toEqual({ status: "won", service: "repair", query: "dana", storm: undefined, page: 2 });
    expect(inboxFilterFrom(new URLSearchParams("storm=1")).storm).toBe(true);
    expect(inboxFilterFrom(new URLSearchParams("storm=yes")).storm).toBeUndefined();
  });

  it("drops values the inbox does not know instead of failing", () => {
    expect(inboxFilterFrom(new URLSearchParams("status=deleted&service=x&q=&page=-3"))).toEqual({
      status: undefined,
      service: undefined,
      query: undefined,
      storm: undefined,
      page: 1,
    });
    expect(inboxFilterFrom(new URLSearchParams("page=abc&status=WON")).page).toBe(1);
    expect(inboxFilterFrom(new URLSearchParams("page=2.7")).page).toBe(2);
    expect(inboxFilterFrom(new URLSearchParams(`q=${"a".repeat(5000)}`)).query).toHaveLength(200);
  });

  it("reads back what the routes module writes", () => {
    const filter = {
      status: "scheduled",
      service: "emergency",
      query: "Nguyễn & Sons",
      storm: true,
    } as const;
    for (const path of [inboxPath(filter, 3), leadsCsvPath(filter)]) {
      const parsed = inboxFilterFrom(new URL(path, "http://site.invalid").searchParams);
      expect(parsed).toMatchObject(filter);
    }
    expect(
      inboxFilterFrom(new URL(inboxPath(filter, 3), "http://x.invalid").searchParams).page,
    ).toBe(3);
  });
});

describe("isFiltered", () => {
  it("is true when anything narrows the list", () => {
    expect(isFiltered({})).toBe(false);
    expect(isFiltered({ query: "dana" })).toBe(true);
    expect(isFiltered({ status: "new" })).toBe(true);
    expect(isFiltered({ storm: true })).toBe(true);
  });
});
