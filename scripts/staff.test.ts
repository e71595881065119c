// @vitest-environment node
import { spawnSync } from "node:child_process";
import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";

function staff(dataDir: string, args: string[], input = "", env: NodeJS.ProcessEnv = {}) {
  return spawnSync(process.execPath, ["scripts/staff.ts", ...args], {
    input,
    encoding: "utf8",
    env: { ...process.env, DATA_DIR: dataDir, STAFF_EMAILS: "office@example.com", ...env },
  });
}

function accounts(dataDir: string) {
  const db = new DatabaseSync(join(dataDir, "site.db"), { readOnly: true });
  try {
    return db
      .prepare(
        `SELECT "user"."email", "account"."password", (SELECT COUNT(*) FROM "session") AS sessions
         FROM "user" JOIN "account" ON "account"."userId" = "user"."id"`,
      )
      .all();
  } finally {
    db.close();
  }
}

// Each case spawns the CLI (a Node start-up with TypeScript stripping, the migrations, a
// password hash) up to three times. The timeout is a cap for a hung CLI, not a budget:
// under a load average of 20 one case took 32 s, where a quiet machine takes 3.
describe("npm run staff", { timeout: 120_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), "staff-cli-"));

  it("adds an account for a staff address (sign-up is closed), storing only a hash of the password", () => {
    const result = staff(dataDir, ["add", "Office@Example.com"], "correct horse battery staple\n");
    expect(result.stderr).toBe("");
    expect(result.stdout).toContain("Created the staff account office@example.com");
    expect(result.stdout).not.toContain("correct horse");
    const [account] = accounts(dataDir) as Array<{
      email: string;
      password: string;
      sessions: number;
    }>;
    expect(account?.email).toBe("office@example.com");
    expect(account?.password).not.toContain("correct horse");
    expect(account?.sessions).toBe(0);
  });

  it("links to the server's own port when SITE_URL is unset (PORT=5321)", () => {
    const fresh = mkdtempSync(join(tmpdir(), "staff-cli-port-"));
    const env = { PORT: "5321", HOST: "localhost", SITE_URL: "" };
    const result = staff(
      fresh,
      ["add", "office@example.com"],
      "correct horse battery staple\n",
      env,
    );
    expect(result.stdout).toContain("It can sign in at http://localhost:5321/admin/sign-in");
  });

  it("refuses an address outside STAFF_EMAILS, a short password, and a second account", () => {
    const stranger = staff(
      dataDir,
      ["add", "stranger@example.com"],
      "correct horse battery staple\n",
    );
    expect(stranger.status).toBe(1);
    expect(stranger.stderr).toMatch(/Not created: .*not on the staff list/);
    const short = staff(
      mkdtempSync(join(tmpdir(), "staff-cli-")),
      ["add", "office@example.com"],
      "short\n",
    );
    expect(short.status).toBe(1);
    expect(short.stderr).toMatch(/at least 12 characters/);
    const again = staff(dataDir, ["add", "office@example.com"], "another long password\n");
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/Not created: There is already a staff account/);
    expect(accounts(dataDir)).toHaveLength(1);
  });

  it("lists and removes accounts", () => {
    expect(staff(dataDir, ["list"]).stdout).toMatch(
      /^office@example\.com {2}created \d{4}-\d\d-\d\dT[\d:.]+Z {2}0 active session/,
    );
    expect(staff(dataDir, ["remove", "office@example.com"]).stdout).toContain(
      "Removed office@example.com",
    );
    expect(accounts(dataDir)).toEqual([]);
    expect(staff(dataDir, ["frobnicate"]).status).toBe(2);
  });

  it("creates DATA_DIR and the database readable by their owner only, on a fresh machine", () => {
    const fresh = join(mkdtempSync(join(tmpdir(), "staff-cli-")), "data");
    expect(
      staff(fresh, ["add", "office@example.com"], "correct horse battery staple\n").status,
    ).toBe(0);
    expect(statSync(fresh).mode & 0o777).toBe(0o700);
    expect(statSync(join(fresh, "site.db")).mode & 0o777).toBe(0o600);
  });
});
