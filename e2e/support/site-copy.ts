import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

const root = process.cwd();
/** What a build reads, besides node_modules (linked, not copied). */
const sources = ["astro.config.mjs", "package.json", "tsconfig.json", "src", "public"];

/**
 * The site built again in a temporary copy of the repository, with `files` written over it
 * (paths relative to the root, e.g. "src/config/trust.ts"): the same edit a contractor
 * makes, made where it cannot touch the checkout. Returns the copy's directory, for
 * startSiteServer's `cwd`. A build takes a minute or more on a busy machine.
 */
export function buildSiteCopy(files: Record<string, string | Buffer>): string {
  const copy = mkdtempSync(join(tmpdir(), "site-copy-"));
  for (const source of sources) {
    cpSync(join(root, source), join(copy, source), { recursive: true });
  }
  symlinkSync(join(root, "node_modules"), join(copy, "node_modules"), "dir");
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(copy, path)), { recursive: true });
    writeFileSync(join(copy, path), content);
  }
  const build = spawnSync(process.execPath, ["node_modules/astro/bin/astro.mjs", "build"], {
    cwd: copy,
    encoding: "utf8",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (build.status !== 0)
    throw new Error(`The copy did not build:\n${build.stdout}\n${build.stderr}`);
  return copy;
}
