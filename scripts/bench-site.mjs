// The site the Lighthouse benchmark measures (bench.mjs): the production build, its routes
// and the production server on a fixed loopback port.
import { spawn, spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { onDemandListedPaths } from "../src/integrations/sitemap.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
// BENCH_PORT: several checkouts on one machine each bench on a port of their own; a bench
// that found another checkout's server on its port would measure that build instead.
const port = Number(process.env["BENCH_PORT"] ?? 4398);
export const origin = `http://127.0.0.1:${port}`;

/** The production build, as `npm run build` makes it (precompressed files included). */
export function build() {
  for (const args of [["node_modules/astro/bin/astro.mjs", "build"], ["scripts/precompress.ts"]]) {
    const result = spawnSync(process.execPath, args, {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
    });
    if (result.status !== 0) throw new Error(`Build step failed: ${args.join(" ")}`);
  }
}

/**
 * Every prerendered page in the build, as a route ("/", "/about", …), 404 excluded, and the
 * public pages rendered on demand (the estimator), which have no file to find.
 */
export function builtRoutes() {
  const client = join(root, "dist/client");
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  return walk(client)
    .filter((file) => file.endsWith(".html") && !file.endsWith("404.html"))
    .map(
      (file) =>
        "/" +
        relative(client, file)
          .replace(/\.html$/, "")
          .replace(/(^|\/)index$/, ""),
    )
    .concat(onDemandListedPaths)
    .sort();
}

export async function startServer() {
  // The production server (`npm start`): compression, caching and headers as deployed.
  const server = spawn(process.execPath, ["src/server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      // bench:projects seeds a data directory of its own with a published project.
      DATA_DIR: process.env["BENCH_DATA_DIR"] ?? join(root, "bench-results/data"),
    },
    stdio: "ignore",
  });
  // A minute: on a machine others are loading, start-up alone has taken more than ten seconds.
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(origin)).ok) return server;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  server.kill();
  throw new Error("Server did not start");
}
