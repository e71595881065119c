import { spawnSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import { PASSWORD, STAFF } from "./admin-support";
import { freePort } from "./support/ports";
import { PUBLIC_HOST, startNginx, type TlsProxy } from "./support/proxy";
import { visitorAt } from "./support/proxy-client";
import { startSiteServer, type SiteServer } from "./support/site-server";

/*
 * A stranger guessing the owner's password from 40 addresses, through the shipped nginx
 * file with TLS, must not keep the owner out: the owner, signing in from an address never
 * used before (a new phone network), gets in within 10 s while the guessing goes on.
 */
const OWNER = STAFF.office;
const SIGN_IN = "/admin/api/auth/sign-in/email";
const ATTACKERS = 40;

let site: SiteServer;
let nginx: TlsProxy;

test.beforeAll(async () => {
  const proxyPort = await freePort();
  const siteUrl = `https://${PUBLIC_HOST}:${proxyPort}`;
  site = await startSiteServer({
    SITE_URL: siteUrl,
    TRUSTED_PROXIES: "127.0.0.1",
    STAFF_EMAILS: OWNER,
  });
  nginx = await startNginx(Number(new URL(site.url).port), proxyPort);
  const created = spawnSync(process.execPath, ["scripts/staff.ts", "add", OWNER], {
    input: `${PASSWORD}\n`,
    env: { ...process.env, DATA_DIR: site.dataDir, STAFF_EMAILS: OWNER, SITE_URL: siteUrl },
    encoding: "utf8",
    timeout: 20_000,
  });
  expect(created.status, created.stderr).toBe(0);
});

test.afterAll(async () => {
  await nginx?.stop();
  await site?.stop();
});

/** One sign-in attempt from `address`, as the sign-in page's island posts it. */
function signInFrom(address: string, password: string) {
  return visitorAt(nginx, address)(SIGN_IN, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: nginx.origin },
    body: JSON.stringify({ email: OWNER, password }),
  });
}

test("the owner signs in from a new address within 10 s while 40 addresses guess every 3 s", async () => {
  test.setTimeout(90_000);
  let attacking = true;
  const attackerStatuses = new Map<number, number>();
  // Each of the 40 guesses every 3 s, spread evenly: one guess every 75 ms in all.
  const attackers = Array.from({ length: ATTACKERS }, async (_, index) => {
    await new Promise((resolve) => setTimeout(resolve, index * 75));
    let guess = 0;
    while (attacking) {
      const { status } = await signInFrom(`127.0.0.${index + 2}`, `wrong guess ${guess++}`);
      attackerStatuses.set(status, (attackerStatuses.get(status) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 3000));
    }
  });

  // Long enough for the account to pass its 20 failures and slow down, and for every
  // address to have guessed several times.
  await new Promise((resolve) => setTimeout(resolve, 20_000));
  expect(attackerStatuses.get(429) ?? 0, "the account is being throttled").toBeGreaterThan(0);

  const ownerStatuses: number[] = [];
  const started = Date.now();
  while (Date.now() - started < 10_000) {
    const { status } = await signInFrom("127.0.0.200", PASSWORD);
    ownerStatuses.push(status);
    if (status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  attacking = false;
  await Promise.all(attackers);

  expect(ownerStatuses.at(-1), `the owner's answers: ${ownerStatuses.join(", ")}`).toBe(200);
  // No guess got in.
  expect(attackerStatuses.get(200)).toBeUndefined();
  test.info().annotations.push({
    type: "run",
    description: `owner's answers: ${ownerStatuses.join(", ")}; attackers' answers: ${[...attackerStatuses].map(([status, count]) => `${status}×${count}`).join(", ")}`,
  });
  console.log(test.info().annotations.at(-1)?.description);
});
