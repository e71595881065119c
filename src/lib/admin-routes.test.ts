import { describe, expect, it } from "vitest";
import {
  adminSections,
  inboxPath,
  invitationUrl,
  isAdminPath,
  leadPath,
  leadsCsvPath,
  leadUrl,
  photoPath,
  safeNextPath,
  signInPath,
} from "./admin-routes";

describe("the admin path builders", () => {
  it("build the inbox with its filter and page, leaving out what is empty", () => {
    expect(inboxPath()).toBe("/admin");
    expect(inboxPath({}, 1)).toBe("/admin");
    expect(inboxPath({ status: "won", query: "dana" }, 2)).toBe("/admin?q=dana&status=won&page=2");
    expect(inboxPath({ query: "Nguyễn & Sons" })).toBe("/admin?q=Nguy%E1%BB%85n+%26+Sons");
  });

  it("build the CSV export of the same filter, never with a page", () => {
    expect(leadsCsvPath()).toBe("/admin/leads.csv");
    expect(leadsCsvPath({ service: "repair", status: "new" })).toBe(
      "/admin/leads.csv?status=new&service=repair",
    );
  });

  it("build a lead's page from its reference", () => {
    expect(leadPath("Q-7K4P9M")).toBe("/admin/leads/Q-7K4P9M");
    expect(leadPath("../staff")).toBe("/admin/leads/..%2Fstaff");
  });

  it("build a lead's page as a full link on the site, with or without a trailing slash", () => {
    expect(leadUrl("https://www.example.com", "Q-7K4P9M")).toBe(
      "https://www.example.com/admin/leads/Q-7K4P9M",
    );
    expect(leadUrl("https://www.example.com/", "Q-7K4P9M")).toBe(
      "https://www.example.com/admin/leads/Q-7K4P9M",
    );
  });

  it("build a photo's and its thumbnail's paths", () => {
    expect(photoPath("AbCdEfGhIjKlMnOpQrStUv", "full")).toBe(
      "/admin/photos/AbCdEfGhIjKlMnOpQrStUv.jpg",
    );
    expect(photoPath("AbCdEfGhIjKlMnOpQrStUv", "thumb")).toBe(
      "/admin/photos/AbCdEfGhIjKlMnOpQrStUv-thumb.jpg",
    );
  });

  it("build sign-in with where to go next, or with a notice", () => {
    expect(signInPath()).toBe("/admin/sign-in");
    expect(signInPath({ next: "/admin?status=new" })).toBe(
      "/admin/sign-in?next=%2Fadmin%3Fstatus%3Dnew",
    );
    expect(signInPath({ notice: "signed-out" })).toBe("/admin/sign-in?signed-out");
    expect(signInPath({ next: undefined, notice: "account-ready" })).toBe(
      "/admin/sign-in?account-ready",
    );
  });

  it("build an invitation link on the site's origin", () => {
    expect(invitationUrl("https://www.example.test", "a+b/c").href).toBe(
      "https://www.example.test/admin/invitation?token=a%2Bb%2Fc",
    );
  });
});

describe("isAdminPath", () => {
  it.each([
    ["/admin", true],
    ["/admin/leads/Q-7K4P9M", true],
    ["/administrator", false],
    ["/", false],
  ])("%s → %s", (path, expected) => {
    expect(isAdminPath(path)).toBe(expected);
  });
});

describe("adminSections", () => {
  it("marks the section a page belongs to", () => {
    const current = (pathname: string) =>
      adminSections.filter((section) => section.current(pathname)).map((section) => section.label);
    expect(current("/admin")).toEqual(["Leads"]);
    expect(current("/admin/leads/Q-7K4P9M")).toEqual(["Leads"]);
    expect(current("/admin/staff")).toEqual(["Staff"]);
    expect(current("/admin/privacy")).toEqual(["Privacy"]);
    expect(current("/admin/sign-in")).toEqual([]);
  });
});

describe("safeNextPath", () => {
  it.each([
    ["/admin", "/admin"],
    ["/admin?status=won&q=dana", "/admin?status=won&q=dana"],
    ["/admin/leads/Q-7K4P9M", "/admin/leads/Q-7K4P9M"],
    ["/admin/leads/Q-7K4P9M#history", "/admin/leads/Q-7K4P9M#history"],
    ["/admin/leads.csv?status=new", "/admin/leads.csv?status=new"],
    ["/admin/staff", "/admin/staff"],
    ["/admin?q=Nguyễn", "/admin?q=Nguy%E1%BB%85n"],
    ["/admin?q=%C3%A9", "/admin?q=%C3%A9"],
  ])("keeps the admin page %j", (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it.each([
    [null],
    [""],
    ["https://evil.example/admin"],
    ["//evil.example/admin"],
    ["/\\evil.example"],
    ["/admin\\..\\contact"],
    ["/admin /x"],
    ["/contact"],
    ["/administrator"],
    ["/admin/sign-in?next=/admin"],
    ["/admin/invitation?token=abc"],
    ["/admin/sign-out"],
    ["/admin/api/auth/sign-out"],
    ["/admin/%00"],
    ["/admin?q=\u0000"],
    ["/admin/../contact"],
    ["/admin/%2e%2e/contact"],
  ])("sends %j to the inbox instead", (next) => {
    expect(safeNextPath(next)).toBe("/admin");
  });
});
