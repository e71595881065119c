// `npm start`: builds the site when there is no build yet (exactly `npm run build`,
// precompressed files included), then runs the production server (src/server/main.ts),
// so a newcomer or a server needs one command. package.json starts it with `exec`: npm
// passes a SIGTERM or Ctrl+C to its script's shell, which would die and leave the server
// running; exec'd, the server is that process and gets the signal itself.
import "./check-node.cjs";
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
process.chdir(root);

if (!existsSync("dist/server/entry.mjs")) {
  console.log("No production build found: building the site first…");
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const build = spawnSync(npm, ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import("../src/server/main.ts");
