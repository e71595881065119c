import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { MIN_SECRET_LENGTH } from "../config/config-values.ts";

/**
 * The secret that signs session cookies: AUTH_SECRET when set, otherwise one
 * generated once into DATA_DIR/auth-secret (readable by the owner only) and reused on
 * every start, so a restart does not sign every member of staff out.
 */
export function resolveAuthSecret(dataDir: string, configured: string | undefined) {
  if (configured !== undefined && configured !== "") {
    // loadConfig refuses a short AUTH_SECRET at start-up; this guards any other caller.
    if (configured.length < MIN_SECRET_LENGTH)
      throw new Error(`AUTH_SECRET: expected at least ${MIN_SECRET_LENGTH} characters`);
    return configured;
  }
  const file = join(dataDir, "auth-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  try {
    // "wx": when two processes start at once, the first one's secret wins.
    writeFileSync(file, secret + "\n", { mode: 0o600, flag: "wx" });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return readFileSync(file, "utf8").trim();
  }
}
