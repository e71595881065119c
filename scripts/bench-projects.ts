// `npm run bench:projects`: Lighthouse on /projects and on a project page with six photos,
// as `npm run bench` measures every page. The bench's server starts on an empty database,
// so this first publishes one project into a data directory of its own: a finished job in
// Jefferson County whose six photos are the site's own artwork, processed as a homeowner's
// upload is, with the homeowner's consent recorded. Then it runs bench.mjs on both routes.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { statusOfCompletion } from "../src/lib/lead-statuses.ts";
import { loadConfig } from "../src/server/config/config.ts";
import { insertLead } from "../src/server/leads/lead-repo.ts";
import { insertPhotos } from "../src/server/photos/photo-repo.ts";
import { processPhoto } from "../src/server/photos/process-photo.ts";
import { recordConsent } from "../src/server/reviews/photo-consent-repo.ts";
import { closeRuntime, createRuntime } from "../src/server/runtime.ts";
import { memoryLogger } from "../src/server/log.ts";
import { testLead } from "../src/test-support/lead-test-support.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), "bench-projects-"));
/** The artwork the six photos are made from: roofs, as a job's photos would show. */
const PHOTOS = [
  "roof-replacement.jpg",
  "roof-repair.jpg",
  "roof-inspection.jpg",
  "gutters.jpg",
  "fortified-roofing.jpg",
  "roofing-installation.jpg",
];

try {
  const runtime = await createRuntime(
    loadConfig({ DATA_DIR: dataDir, SITE_URL: "https://www.example.com" }),
    { log: memoryLogger() },
  );
  const { db } = runtime;
  const now = new Date().toISOString();
  const leadId = await insertLead(
    db,
    testLead("Q-BENCH1", {
      createdAt: now,
      address: "100 Bench St, Louisville, KY 40204",
      serviceType: "replacement",
      jobCompletedOn: now.slice(0, 10),
    }),
    statusOfCompletion,
  );
  const photos = await Promise.all(
    PHOTOS.map((name) => processPhoto(readFileSync(join(root, "src/assets/artwork", name)), name)),
  );
  await insertPhotos(db, leadId, photos, now);
  await recordConsent(db, leadId, { version: "bench", clientAddress: "127.0.0.1" }, now);
  const page = (await runtime.projects.compose("Q-BENCH1"))!;
  const saved = await runtime.projects.save(
    { reference: "Q-BENCH1" },
    {
      title: "Architectural shingle roof on a Highlands foursquare",
      servicePath: "residential/roof-replacement",
      town: "The Highlands",
      countyFips: "21111",
      month: now.slice(0, 7),
      description:
        "Two layers of old shingles off, soft decking replaced, new synthetic underlayment, ice and water shield in the valleys and a ridge vent.\nFinished in two days.",
    },
    Object.fromEntries(
      page.leadPhotos.map((photo, index) => [photo.publicId, index < 2 ? "before" : "after"]),
    ),
    // The service page the project names, as the staff form offers it.
    [{ path: "residential/roof-replacement", name: "Roof Replacement" }],
  );
  if (saved.kind !== "saved")
    throw new Error(`The project was not saved: ${JSON.stringify(saved)}`);
  const published = await runtime.projects.publish(saved.id);
  if (published.kind !== "published") throw new Error(`Not published: ${published.kind}`);
  await closeRuntime(runtime);
  const bench = spawnSync(
    process.execPath,
    ["scripts/bench.mjs", "/projects", `/projects/${published.slug}`, ...process.argv.slice(2)],
    { cwd: root, stdio: "inherit", env: { ...process.env, BENCH_DATA_DIR: dataDir } },
  );
  process.exitCode = bench.status ?? 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
