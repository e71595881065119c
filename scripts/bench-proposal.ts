// `npm run bench:proposal`: Lighthouse on a proposal's page, as `npm run bench` measures
// every page. The bench's server starts on an empty database, so this first sends one
// proposal into a data directory of its own (two options and an add-on, the figures of the
// tests' fixture, its last day a month away) and runs bench.mjs on its private link. The
// link's key comes from the data directory's own secret, which the bench's server reads too.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { proposalPagePaths } from "../src/lib/public-routes.ts";
import { loadConfig } from "../src/server/config/config.ts";
import { insertLead } from "../src/server/leads/lead-repo.ts";
import { memoryLogger } from "../src/server/log.ts";
import { proposalLinkSecret } from "../src/server/proposals/proposal-links.ts";
import { sendProposal } from "../src/server/proposals/send-proposal.ts";
import { closeRuntime, createRuntime } from "../src/server/runtime.ts";
import { testLead } from "../src/test-support/lead-test-support.ts";
import { insertTestProposal, testProposalContent } from "../src/test-support/proposal-fixtures.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), "bench-proposal-"));

try {
  const config = loadConfig({ DATA_DIR: dataDir, SITE_URL: "https://www.example.com" });
  const runtime = await createRuntime(config, { log: memoryLogger() });
  const { db } = runtime;
  const now = new Date();
  const leadId = await insertLead(
    db,
    testLead("Q-BENCH2", {
      createdAt: now.toISOString(),
      name: "Morgan Ellis",
      address: "412 Spring St, Jeffersonville, IN 47130",
    }),
    "scheduled",
  );
  const expiresOn = new Date(now.getTime() + 30 * 86_400_000).toISOString().slice(0, 10);
  // Indiana, not sold at the home: the notices need no seller address, which the demo
  // config/site.ts does not have.
  const versionId = await insertTestProposal(
    db,
    { id: leadId, reference: "Q-BENCH2" },
    { status: "draft", content: { ...testProposalContent({ state: "IN" }), expiresOn } },
  );
  const sent = await sendProposal(db, versionId, {
    actor: "staff:bench@example.com",
    secret: proposalLinkSecret(config),
    now,
  });
  if (!sent.ok) throw new Error(`The proposal was not sent: ${sent.problem}`);
  await closeRuntime(runtime);
  const bench = spawnSync(
    process.execPath,
    ["scripts/bench.mjs", proposalPagePaths.page(sent.token), ...process.argv.slice(2)],
    { cwd: root, stdio: "inherit", env: { ...process.env, BENCH_DATA_DIR: dataDir } },
  );
  process.exitCode = bench.status ?? 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
