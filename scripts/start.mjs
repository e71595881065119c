// `npm start`: builds the site when there is no build yet, then runs the production
// server (src/server/main.ts) so a newcomer or a server needs one command.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
process.chdir(root);

if (!existsSync("dist/server/entry.mjs")) {
  console.log("No production build found: building the site first…");
  const build = spawnSync(process.execPath, ["node_modules/astro/bin/astro.mjs", "build"], {
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import("../src/server/main.ts");
