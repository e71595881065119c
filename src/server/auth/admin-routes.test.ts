// @vitest-environment node
import { describe, expect, it } from "vitest";
import { safeNextPath } from "./admin-routes.ts";

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
