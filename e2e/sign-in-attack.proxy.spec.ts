import { expect, test } from "@playwright/test";
import { PASSWORD, STAFF } from "./admin-support";
import { freePort } from "../src/test-support/ports";
import { PUBLIC_HOST, startNginx, type TlsProxy } from "./support/proxy";
import { visitorAt } from "./support/proxy-client";
import { startSiteServer, type SiteServer } from "./support/site-server";
import { runNodeScript } from "./support/run-script.ts";

/*
 * A stranger guessing the owner's password, through the shipped nginx file with TLS, must
 * not keep the owner out: the owner, signing in from an address never used before (a new
 * phone network), gets in within 10 s, trying from the moment the guessing starts. Two
 * attacks: 40 fixed addresses, and a new address for every guess (127.0.0.0/8 has plenty).
 */
const OWNER = STAFF.office;
const SIGN_IN = "/admin/api/auth/sign-in/email";
const ATTACKERS = 40;
/** Wrong guesses before the steady attack: past the 20 after which the account slows down */
const OPENING_GUESSES = 25;

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
  const created = await runNodeScript(["scripts/staff.ts", "add", OWNER], {
    input: `${PASSWORD}\n`,
    env: { ...process.env, DATA_DIR: site.dataDir, STAFF_EMAILS: OWNER, SITE_URL: siteUrl },
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

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The n-th of 40 fixed attacker addresses: 127.0.0.2 to 127.0.0.41. */
const fortyAddresses = (guess: number) => `127.0.0.${(guess % ATTACKERS) + 2}`;
/** A new address for every guess, from 127.0.1.1 on (apart from the forty and the owners). */
const newAddressEach = (guess: number) => `127.0.${1 + (guess >> 8)}.${guess & 255}`;

/**
 * Runs the attack from `guesser(n)`: the opening guesses, then one guess every
 * `everyMs`, while the owner, from `ownerAddress`, tries the right password every 3 s
 * from the start of it. The owner's answers and the attackers' answers by status.
 */
async function ownerUnderAttack(
  guesser: (guess: number) => string,
  everyMs: number,
  ownerAddress: string,
) {
  const attackerStatuses = new Map<number, number>();
  const guessFrom = async (guess: number) => {
    const { status } = await signInFrom(guesser(guess), `wrong guess ${guess}`);
    attackerStatuses.set(status, (attackerStatuses.get(status) ?? 0) + 1);
    return status;
  };
  for (let guess = 0; guess < OPENING_GUESSES; guess++) await guessFrom(guess);
  // The account is slowed down now: an address that has failed waits for its turn.
  expect(await guessFrom(0), "the account is being throttled").toBe(429);

  let attacking = true;
  const guesses: Promise<number>[] = [];
  const attack = (async () => {
    for (let guess = OPENING_GUESSES; attacking; guess++) {
      guesses.push(guessFrom(guess));
      await pause(everyMs);
    }
  })();
  // The owner's first try right after the first steady guess, which may have taken a turn.
  await guesses[0];
  const ownerStatuses: number[] = [];
  const started = Date.now();
  while (Date.now() - started < 10_000) {
    const { status } = await signInFrom(ownerAddress, PASSWORD);
    ownerStatuses.push(status);
    if (status === 200) break;
    await pause(3000);
  }
  attacking = false;
  await attack;
  await Promise.all(guesses);
  test.info().annotations.push({
    type: "run",
    description: `owner's answers: ${ownerStatuses.join(", ")}; attackers' answers: ${[...attackerStatuses].map(([status, count]) => `${status}×${count}`).join(", ")}`,
  });
  console.log(test.info().annotations.at(-1)?.description);
  return { ownerStatuses, attackerStatuses };
}

const attacks = [
  // Each of the 40 guesses every 3 s, in turn: one guess every 75 ms in all.
  {
    name: "40 addresses guess every 3 s",
    guesser: fortyAddresses,
    everyMs: 75,
    owner: "127.0.0.200",
  },
  {
    name: "every guess comes from a new address",
    guesser: newAddressEach,
    everyMs: 150,
    owner: "127.0.0.201",
  },
];

for (const { name, guesser, everyMs, owner } of attacks) {
  test(`the owner signs in from a new address within 10 s while ${name}`, async () => {
    test.setTimeout(90_000);
    const { ownerStatuses, attackerStatuses } = await ownerUnderAttack(guesser, everyMs, owner);
    expect(ownerStatuses.at(-1), `the owner's answers: ${ownerStatuses.join(", ")}`).toBe(200);
    expect(attackerStatuses.get(200), "no guess got in").toBeUndefined();
  });
}
