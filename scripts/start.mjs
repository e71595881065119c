// Serves the production build, building it first when there is none, so `npm start`
// is the one command a newcomer or a server needs.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const entry = new URL("../dist/server/entry.mjs", import.meta.url);

if (!existsSync(entry)) {
  console.log("No production build found: building the site first…");
  const build = spawnSync(process.execPath, ["node_modules/astro/bin/astro.mjs", "build"], {
    cwd: root,
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

process.env.HOST ??= "localhost";
process.env.PORT ??= "4321";
await import(entry.href);
