import { expect, type Page } from "@playwright/test";
import type { SiteServer } from "./support/site-server";
import { runNodeScript } from "./support/run-script.ts";

/** The addresses the admin specs' servers accept as staff. */
export const STAFF = {
  office: "office@contractor.example.com",
  estimator: "estimator@contractor.example.com",
  locked: "locked-out@contractor.example.com",
};
export const STAFF_ENV = { STAFF_EMAILS: Object.values(STAFF).join(", ") };
export const PASSWORD = "slate shingles and copper flashing";

/**
 * Creates a staff account the way an operator does, with `npm run staff -- add` on the
 * server's data directory (sign-up is closed), then signs in over HTTP; returns the cookie.
 */
export async function addStaffAccount(
  site: SiteServer,
  email: string,
  password = PASSWORD,
  /** The server's own database settings when not its SQLite file (DATABASE_URL, AUTH_SECRET) */
  databaseEnv: Record<string, string> = {},
) {
  const result = await runNodeScript(["scripts/staff.ts", "add", email], {
    input: `${password}\n`,
    env: {
      ...process.env,
      DATA_DIR: site.dataDir,
      SITE_URL: site.url,
      ...STAFF_ENV,
      ...databaseEnv,
    },
  });
  expect(result.status, result.stderr).toBe(0);
  return signInOverHttp(site.url, email, password);
}

export async function signInOverHttp(baseUrl: string, email: string, password = PASSWORD) {
  const response = await fetch(`${baseUrl}/admin/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
  return cookieFrom(response);
}

/** Posts the plain sign-out form with `cookie`, as a browser without JavaScript would; the answer. */
export const signOutOverHttp = (baseUrl: string, cookie: string) =>
  fetch(`${baseUrl}/admin/sign-out`, {
    method: "POST",
    headers: { cookie, Origin: baseUrl, "Content-Type": "application/x-www-form-urlencoded" },
    body: "",
    redirect: "manual",
  });

export const cookieFrom = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");

/** The toast region (Radix also keeps a hidden copy for screen readers elsewhere). */
export const notices = (page: Page) => page.getByRole("region", { name: /Notifications/ });

/** Fills and sends the sign-in form once its island has hydrated. */
export async function submitAccountForm(page: Page, email: string, password: string) {
  const form = page.locator("form[data-hydrated]");
  await expect(form).toHaveAttribute("data-hydrated", "true");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: false }).fill(password);
  await form.getByRole("button").click();
}
