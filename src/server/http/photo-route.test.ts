// @vitest-environment node
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import { loadConfig } from "../config/config.ts";
import { testJpeg } from "../../test-support/test-photos.ts";
import { spendBudget } from "../photos/upload-budget.ts";
import type * as ProcessPhotoModule from "../photos/process-photo.ts";
import { systemClock } from "../clock.ts";
import { handlePhotoUpload } from "./photo-route.ts";

/** Every picture the route hands the decoder, so a test can tell one was never decoded. */
const decoded = vi.hoisted(() => [] as string[]);
vi.mock("../photos/process-photo.ts", async (importOriginal) => {
  const original = await importOriginal<typeof ProcessPhotoModule>();
  return {
    ...original,
    processPhoto: (bytes: Buffer, fileName: string, signal?: AbortSignal) => {
      decoded.push(fileName);
      return original.processPhoto(bytes, fileName, signal);
    },
  };
});
beforeEach(() => void decoded.splice(0));

let server: Server | undefined;
afterEach(async () => {
  const running = server;
  server = undefined;
  running?.closeAllConnections();
  if (running) await new Promise((resolve) => running.close(resolve));
});

const CLIENT = "203.0.113.7";
const config = loadConfig({ PHOTO_MB_PER_CLIENT_DAY: "1" });

describe.each(engines)("the photo upload route on %s", (engine) => {
  const database = useTestDatabase(engine);

  /** The route in front of a stand-in for Astro that echoes what it was handed. */
  async function start() {
    server = createServer((request, response) => {
      void handlePhotoUpload(
        request,
        response,
        {
          db: database.db,
          config,
          clock: systemClock,
          // The stand-in's session: a cookie only the test sends.
          isStaff: async (incoming) => incoming.headers.cookie === "session=staff",
        },
        async (locals) => {
          const { body } = request as unknown as { body: Buffer };
          response.writeHead(200, { "Content-Type": "application/json" });
          response.end(
            JSON.stringify({
              contentType: request.headers["content-type"],
              body: body.toString(),
              photos: locals.photoUpload?.photos.map((photo) => photo.fileName),
              problems: locals.photoUpload?.problems,
            }),
          );
        },
      );
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(server!.address() as AddressInfo).port}/`;
  }

  const clientBytes = async () => {
    const { total } = await database.db
      .selectFrom("upload_bytes")
      .select((eb) => eb.fn.sum<string | number>("bytes").as("total"))
      .where("key", "=", `photos:${CLIENT}`)
      .executeTakeFirstOrThrow();
    return Number(total ?? 0);
  };

  async function post(url: string, photos: Buffer[], headers: Record<string, string> = {}) {
    const form = new FormData();
    form.append("name", "Dana Whitfield");
    form.append("message", "Hail & wind");
    photos.forEach((photo, index) =>
      form.append("photos", new Blob([new Uint8Array(photo)]), `IMG_${index}.jpg`),
    );
    return fetch(url, {
      method: "POST",
      body: form,
      headers: { "X-Forwarded-For": CLIENT, Origin: new URL(url).origin, ...headers },
    });
  }

  it("hands on the text fields as a small urlencoded form and the photos in locals", async () => {
    const url = await start();
    const response = await post(url, [await testJpeg(), await testJpeg()]);
    expect(await response.json()).toEqual({
      contentType: "application/x-www-form-urlencoded",
      body: "name=Dana+Whitfield&message=Hail+%26+wind",
      photos: ["IMG_0.jpg", "IMG_1.jpg"],
      problems: [],
    });
    // The stored bytes count against the client's daily budget.
    const { total } = await database.db
      .selectFrom("upload_bytes")
      .select((eb) => eb.fn.sum<string | number>("bytes").as("total"))
      .where("key", "=", `photos:${CLIENT}`)
      .executeTakeFirstOrThrow();
    expect(Number(total)).toBeGreaterThan(0);
  });

  it("reads staff's project photos only with a staff session: without one, 401 before a byte is read", async () => {
    const url = await start();
    const project = new URL("/admin/projects/12?_action=admin.addProjectPhotos", url).href;
    const refused = await post(project, [await testJpeg()]);
    expect(refused.status).toBe(401);
    expect(await refused.text()).toBe("Please sign in again.");
    const forged = await post(project, [await testJpeg()], { Cookie: "session=forged" });
    expect(forged.status).toBe(401);
    expect(await database.db.selectFrom("upload_bytes").select("id").execute()).toEqual([]);
    const staff = await post(project, [await testJpeg()], { Cookie: "session=staff" });
    expect(staff.status).toBe(200);
    expect((await staff.json()).photos).toEqual(["IMG_0.jpg"]);
  });

  it("refuses a cross-site post before reading a byte of it", async () => {
    const url = await start();
    const response = await post(url, [await testJpeg()], { Origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(await database.db.selectFrom("upload_bytes").select("id").execute()).toEqual([]);
  });

  it("answers 429 once the client's daily photo budget is spent, and still takes a request without photos", async () => {
    const url = await start();
    await spendBudget(database.db, CLIENT, config.photoBudget.clientBytes);
    const refused = await post(url, [await testJpeg({ noise: true, width: 1200, height: 900 })]);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toMatch(/sent as many photos as we can take today/);
    const withoutPhotos = await post(url, []);
    expect(withoutPhotos.status).toBe(200);
  });

  it("checks the budget before reading a chunked upload too: refused at its first picture, never decoded", async () => {
    const url = await start();
    await spendBudget(database.db, CLIENT, config.photoBudget.clientBytes);
    const form = new FormData();
    form.append("name", "Dana Whitfield");
    form.append("photos", new Blob([new Uint8Array(await testJpeg())]), "IMG_1.jpg");
    // Sent as a stream, so without Content-Length: chunked.
    const encoded = new Response(form);
    const refused = await fetch(url, {
      method: "POST",
      body: encoded.body,
      duplex: "half",
      headers: {
        "Content-Type": encoded.headers.get("content-type")!,
        "X-Forwarded-For": CLIENT,
      },
    } as RequestInit);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toMatch(/sent as many photos as we can take today/);
    expect(decoded).toEqual([]);
  });

  it("counts decoded photos against the budget even when another file in the upload is refused", async () => {
    const url = await start();
    const junk = Buffer.from("<!doctype html><p>not a photo</p>");
    const response = await post(url, [await testJpeg(), await testJpeg(), junk]);
    expect(response.status).toBe(200);
    const { photos, problems } = (await response.json()) as {
      photos: string[];
      problems: string[];
    };
    expect(photos).toEqual(["IMG_0.jpg", "IMG_1.jpg"]);
    expect(problems).toEqual([expect.stringContaining('"IMG_2.jpg" is not a photo')]);
    expect(await clientBytes()).toBeGreaterThan(0);
  });

  it("refuses a post to an add-photos link that is no link with a 404, unread and nothing spent", async () => {
    const url = await start();
    const made_up = "A".repeat(43);
    const response = await post(`${url}add-photos/${made_up}`, [await testJpeg()]);
    expect(response.status).toBe(404);
    expect(await response.text()).toMatch(/link has expired or is not a valid link/);
    expect(decoded).toEqual([]);
    expect(await database.db.selectFrom("upload_bytes").select("id").execute()).toEqual([]);
  });
});
