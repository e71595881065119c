// `npm run bench:quote -- --against=DIR [connections=10] [seconds=15]`: this checkout's quote
// throughput beside another checkout's (DIR: a worktree of an older commit, `npm ci` and
// `npm run build` done there), both on SQLite with the same load. This machine's speed
// drifts by a fifth over minutes, so two separate runs compare poorly: here the two
// servers take turns, three rounds each, a fresh server every time, alternating which goes
// first, and each one's figures are the mean of its rounds.
import { resolve } from "node:path";
import { sqliteLeadCount } from "./bench-quote-counts.ts";
import { quoteLoad, removeDataDir, startInstance } from "./bench-quote-support.ts";

const ROUNDS = 3;
/** Unmeasured load first: a fresh server's first requests load its modules and JIT. */
const WARM_UP_SECONDS = 2;

interface Round {
  perSecond: number;
  p50: number;
  p99: number;
}

async function round(checkout: string, connections: number, seconds: number): Promise<Round> {
  const server = await startInstance({}, checkout);
  try {
    await quoteLoad([server.url], connections, WARM_UP_SECONDS);
    const before = sqliteLeadCount(server.dataDir);
    const load = await quoteLoad([server.url], connections, seconds);
    if (load.result.non2xx || load.result.errors)
      throw new Error(`FAIL: ${checkout} refused or failed requests during the load`);
    const stored = sqliteLeadCount(server.dataDir) - before;
    if (stored < load.result["2xx"])
      throw new Error(`FAIL: ${checkout} acknowledged ${load.result["2xx"]} but stored ${stored}`);
    return {
      perSecond: load.perSecond,
      p50: load.result.latency.p50,
      p99: load.result.latency.p99,
    };
  } finally {
    await server.stop();
    removeDataDir(server.dataDir);
  }
}

export async function benchAgainst(other: string, connections: number, seconds: number) {
  const checkouts = { "this checkout": process.cwd(), [other]: resolve(other) };
  const rounds = new Map<string, Round[]>(Object.keys(checkouts).map((name) => [name, []]));
  for (let index = 0; index < ROUNDS; index++) {
    const names = Object.keys(checkouts);
    for (const name of index % 2 ? names.toReversed() : names)
      rounds.get(name)!.push(await round(checkouts[name]!, connections, seconds));
  }
  console.log(`SQLite, connections ${connections}, ${seconds} s per round, ${ROUNDS} rounds each`);
  const means = new Map<string, number>();
  for (const [name, measured] of rounds) {
    const mean = (figure: keyof Round) =>
      measured.reduce((sum, one) => sum + one[figure], 0) / measured.length;
    means.set(name, mean("perSecond"));
    console.log(
      `${name}: ${mean("perSecond").toFixed(1)} submissions/s, p50 ${mean("p50").toFixed(1)} ms, p99 ${mean("p99").toFixed(1)} ms` +
        ` (rounds: ${measured.map((one) => `${one.perSecond.toFixed(0)}/s p99 ${one.p99}`).join("; ")})`,
    );
  }
  const [mine, theirs] = [...means.values()];
  console.log(`this checkout / ${other}: ${((mine! / theirs!) * 100).toFixed(1)}%`);
}
