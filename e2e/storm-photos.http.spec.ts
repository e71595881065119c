import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";
import { testJpeg } from "../src/test-support/test-photos";
import { quoteFields } from "./support/quote-post";
import { startSiteServer, type SiteServer } from "./support/site-server";

// Refused uploads on the quote form's no-JavaScript endpoint: each picture is named in
// the answer and nothing is stored; an endless upload is cut off and the server stays up.
test.describe.configure({ mode: "serial" });

let site: SiteServer;
test.beforeAll(async () => {
  site = await startSiteServer();
});
test.afterAll(async () => {
  await site.stop();
});

const NO_SCRIPT_ENDPOINT = "/quote-request?_action=quote.submit";
const leadCount = () =>
  site.query<{ count: number }>("SELECT count(*) AS count FROM leads")[0]!.count;
const photoCount = () =>
  site.query<{ count: number }>("SELECT count(*) AS count FROM lead_photos")[0]!.count;

async function postWithPhotos(email: string, photos: Array<[string, Uint8Array, string]>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(quoteFields({ email }))) body.append(key, value);
  for (const [name, bytes, type] of photos)
    body.append("photos", new Blob([new Uint8Array(bytes)], { type }), name);
  return fetch(`${site.url}${NO_SCRIPT_ENDPOINT}`, {
    method: "POST",
    body,
    headers: { Origin: site.url },
  });
}

test("an SVG, a 25 MB file and a ninth picture are each named beside the field, and nothing is stored", async () => {
  const photo = await testJpeg({ width: 400, height: 300 });
  const cases: Array<[string, Array<[string, Uint8Array, string]>, string]> = [
    [
      "svg",
      [
        [
          "storm.svg",
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
          "image/svg+xml",
        ],
      ],
      "&quot;storm.svg&quot; is not a photo we can open",
    ],
    [
      "huge",
      [["huge.jpg", Buffer.concat([photo, Buffer.alloc(25 * 1024 * 1024)]), "image/jpeg"]],
      "&quot;huge.jpg&quot; is over 20 MB",
    ],
    [
      "nine",
      Array.from({ length: 9 }, (_, index): [string, Uint8Array, string] => [
        `roof-${index + 1}.jpg`,
        photo,
        "image/jpeg",
      ]),
      "&quot;roof-9.jpg&quot; was not added: you can send up to 8 photos",
    ],
  ];
  for (const [label, photos, message] of cases) {
    const before = { leads: leadCount(), photos: photoCount() };
    const response = await postWithPhotos(`refused-${label}@example.com`, photos);
    expect(response.status, label).toBe(400);
    const html = await response.text();
    expect(html, label).toContain(message);
    // The other values come back in the form.
    expect(html, label).toContain('value="Morgan Ellis"');
    expect({ leads: leadCount(), photos: photoCount() }, label).toEqual(before);
  }
});

test("two real photos through the no-JavaScript endpoint make one lead with two photos", async () => {
  const photos: Array<[string, Uint8Array, string]> = [
    ["IMG_2041.jpg", await testJpeg({ gps: true }), "image/jpeg"],
    ["IMG_2042.jpg", await testJpeg({ color: "#334455" }), "image/jpeg"],
  ];
  const response = await postWithPhotos("two-photos@example.com", photos);
  expect(response.status).toBe(200);
  expect(await response.text()).toContain("Request Sent!");
  const [lead] = site.query<{ id: number }>(
    "SELECT id FROM leads WHERE email = 'two-photos@example.com'",
  );
  expect(site.query("SELECT id FROM lead_photos WHERE lead_id = ?", lead!.id)).toHaveLength(2);
});

test("a chunked upload past the route's limit is cut off, and the server stays up", async () => {
  const before = leadCount();
  const boundary = "----storm-endless";
  const result = await new Promise<{ status: number; sentMb: number }>((resolve, reject) => {
    let sent = 0;
    const upload = httpRequest(`${site.url}${NO_SCRIPT_ENDPOINT}`, {
      method: "POST",
      headers: { "Content-Type": `multipart/form-data; boundary=${boundary}`, Origin: site.url },
    });
    upload.on("response", (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, sentMb: sent / 1024 / 1024 });
    });
    upload.on("error", () => resolve({ status: 0, sentMb: sent / 1024 / 1024 }));
    upload.write(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nMorgan\r\n`);
    upload.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="endless.jpg"\r\n\r\n`,
    );
    const chunk = Buffer.alloc(256 * 1024, 0x41);
    const pump = () => {
      // One picture of 400 MB if nothing stopped it: past 20 MB its bytes are dropped as
      // they come, and at the route's cap (160 MB and a bit) the request is refused.
      while (sent < 400 * 1024 * 1024) {
        sent += chunk.length;
        if (!upload.write(chunk)) return void upload.once("drain", pump);
      }
      upload.end();
    };
    pump();
    setTimeout(() => reject(new Error("no answer to the endless upload")), 60_000).unref();
  });
  expect(result.status).toBe(413);
  expect(result.sentMb).toBeLessThan(300);
  expect(leadCount()).toBe(before);
  expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
  const next = await postWithPhotos("after-endless@example.com", []);
  expect(next.status).toBe(200);
});
