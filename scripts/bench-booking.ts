// `npm run bench:quote -- --booking [--db=postgres] [connections=10] [seconds=15]`:
// inspection bookings per second and latency at a steady concurrent load against the
// production server (built site, file mail transport). Each request is a new household
// booking the next window in turn, so every answer is a real booking: a lead, a locked
// count of the window's places, the booking, its tokens, the invitation to the homeowner
// and the office. The windows hold more than the run can fill (rules stored before the
// load), so nothing is refused for want of room; the bench fails if a 303 is not stored.
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import autocannon from "autocannon";
import { defaultBookingRules } from "../src/config/booking.ts";
import { openSiteDatabase } from "../src/server/site-database.ts";
import { countInspections } from "../src/server/inspections/inspection-read-repo.ts";
import { saveRules } from "../src/server/inspections/booking-rules-repo.ts";
import { createDatabase, startPostgresServer } from "../src/test-support/postgres-test-server.ts";
import { removeDataDir, startInstance, type Instance } from "./bench-quote-support.ts";

export async function benchBooking(
  database: "sqlite" | "postgres",
  connections: number,
  seconds: number,
) {
  const postgres = database === "postgres" ? await startPostgresServer() : null;
  let server: Instance | undefined;
  try {
    const databaseUrl = postgres ? await createDatabase(postgres.adminUrl, "bench_booking") : null;
    server = await startInstance(
      databaseUrl
        ? { DATABASE_URL: databaseUrl, AUTH_SECRET: randomBytes(32).toString("base64") }
        : {},
    );
    const location = databaseUrl
      ? { databaseUrl, sqlitePath: "" }
      : { sqlitePath: join(server.dataDir, "site.db") };
    const opened = await openSiteDatabase(location);
    try {
      // Room for every request of the run: the defaults' windows, 100000 places each.
      const weekly = defaultBookingRules.weekly.map((window) => ({ ...window, capacity: 100_000 }));
      await saveRules(opened.db, { ...defaultBookingRules, weekly }, new Date().toISOString());
    } finally {
      await opened.close();
    }
    const html = await (await fetch(`${server.url}/book`)).text();
    const windows = [...html.matchAll(/name="window" value="([^"]+)"/g)].map((match) => match[1]!);
    const shown = html.match(/name="shown" value="([^"]+)"/)?.[1] ?? "";
    let counter = 0;
    // Zero-padded: autocannon reuses the first body's length.
    const body = () => {
      counter += 1;
      const id = String(counter).padStart(9, "0");
      return new URLSearchParams({
        window: windows[counter % windows.length]!,
        name: `Bench Household ${id}`,
        phone: `502${id.slice(2)}`,
        email: `household-${id}@example.com`,
        address: "100 Main St, Louisville, KY 40202",
        note: "Benchmark booking: please ignore.",
        consent: "on",
        website: "",
        shown,
      }).toString();
    };
    const result = await autocannon({
      url: `${server.url}/book`,
      connections,
      duration: seconds,
      requests: [
        {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
          setupRequest: (request) => ({ ...request, body: body() }),
        },
      ],
    });
    const booked = result["3xx"];
    const stored = await storedBookings(location);
    console.log(
      `booking mode: 1 server, ${database}; connections ${connections}, ${seconds} s, ${result.requests.total} requests`,
    );
    console.log(
      `bookings/s: ${(booked / result.duration).toFixed(1)} (303 answers / ${result.duration} s)`,
    );
    console.log(
      `latency ms: p50 ${result.latency.p50}, p90 ${result.latency.p90}, p99 ${result.latency.p99}, max ${result.latency.max}`,
    );
    console.log(
      `other answers: ${result.requests.total - booked}, errors: ${result.errors}, timeouts: ${result.timeouts}`,
    );
    console.log(`bookings stored: ${stored} (answered 303: ${booked})`);
    if (stored < booked) throw new Error(`${booked - stored} acknowledged bookings are not stored`);
  } finally {
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
    await postgres?.stop();
  }
}

async function storedBookings(location: {
  databaseUrl?: string;
  sqlitePath: string;
}): Promise<number> {
  const opened = await openSiteDatabase(location);
  try {
    return await countInspections(opened.db);
  } finally {
    await opened.close();
  }
}
