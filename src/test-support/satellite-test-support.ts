// A stand-in for Google's Geocoding and Solar APIs on loopback, answering in their
// documented formats (Geocoding's json `results[].geometry.location`, `status`; Solar's
// buildingInsights `imageryQuality`, `solarPotential.roofSegmentStats[]` with `pitchDegrees`
// and `stats.groundAreaMeters2`, and a 404 NOT_FOUND error without a building).
// Imported by tests only.
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type SolarAnswer =
  | "house"
  | "not-found"
  | "low-quality"
  | "garbled"
  | "hang"
  /** A 200 whose JSON never ends, sent as fast as the client reads */
  | "endless"
  /** A 200 stating a Content-Length of 400 MB */
  | "stated-huge"
  /** A 200 whose body comes a byte every 100 ms */
  | "trickle"
  /** A 302 to `redirectTo` */
  | "redirect";

/** A 1,800 sq ft hip roof at 6/12: four faces of 45.98 m² of ground each (1,980 sq ft with eaves). */
export const HIP_ROOF = [0, 90, 180, 270].map((azimuthDegrees) => ({
  pitchDegrees: 26.57,
  azimuthDegrees,
  stats: { areaMeters2: 51.4, groundAreaMeters2: 45.98, sunshineQuantiles: [800, 1200, 1400] },
  center: { latitude: 38.2527, longitude: -85.7585 },
  planeHeightAtCenterMeters: 150.2,
}));

export async function startSatelliteApis(answer: {
  solar: SolarAnswer;
  geocode?: "found" | "none";
  redirectTo?: string;
}) {
  const requests: URL[] = [];
  /** Bytes of body the Solar stand-in has handed to the socket */
  const sent = { bytes: 0 };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://apis.invalid");
    requests.push(url);
    const json = (status: number, body: unknown) =>
      response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    if (url.pathname === "/maps/api/geocode/json") {
      if (answer.geocode === "none") return json(200, { results: [], status: "ZERO_RESULTS" });
      return json(200, {
        results: [
          {
            formatted_address: "1200 Cherokee Rd, Louisville, KY 40204, USA",
            geometry: { location: { lat: 38.2378, lng: -85.7117 }, location_type: "ROOFTOP" },
          },
        ],
        status: "OK",
      });
    }
    switch (answer.solar) {
      case "hang":
        return; // never answers
      case "not-found":
        return json(404, {
          error: { code: 404, message: "Requested entity was not found.", status: "NOT_FOUND" },
        });
      case "garbled":
        return response.writeHead(200, { "content-type": "application/json" }).end("{oops");
      case "endless":
        return sendEndlessly(response, sent);
      case "stated-huge":
        response.writeHead(200, {
          "content-type": "application/json",
          "content-length": String(400 * 1024 * 1024),
        });
        return sendEndlessly(response, sent);
      case "trickle": {
        response.writeHead(200, { "content-type": "application/json" });
        const timer = setInterval(() => response.write(" "), 100);
        response.on("close", () => clearInterval(timer));
        return;
      }
      case "redirect":
        return response.writeHead(302, { location: answer.redirectTo ?? "/" }).end();
      default:
        return json(200, {
          name: "buildings/ChIJtest",
          center: { latitude: 38.2378, longitude: -85.7117 },
          imageryDate: { year: 2024, month: 5, day: 3 },
          imageryQuality: answer.solar === "low-quality" ? "BASE" : "HIGH",
          solarPotential: { roofSegmentStats: HIP_ROOF },
        });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    requests,
    sent,
    settings: {
      key: "test-key-not-for-browsers",
      solarUrl: `${base}/v1/buildingInsights:findClosest`,
      geocodingUrl: `${base}/maps/api/geocode/json`,
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Writes `{"pad":"xxxx…` in 64 KB chunks for as long as the client keeps reading. */
function sendEndlessly(response: ServerResponse, sent: { bytes: number }) {
  const chunk = Buffer.alloc(64 * 1024, "x");
  response.write('{"pad":"');
  const more = (): void => {
    while (!response.destroyed) {
      sent.bytes += chunk.length;
      if (!response.write(chunk)) {
        response.once("drain", more);
        return;
      }
    }
  };
  more();
}
