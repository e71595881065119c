import { DatabaseSync } from "node:sqlite";
import { join } from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import sharp from "sharp";
import { hasExif, testJpeg } from "../src/test-support/test-photos";
import { addStaffAccount, STAFF, STAFF_ENV } from "./admin-support";
import { watchPageErrors } from "./support/page-checks";
import { freePort } from "../src/test-support/ports";
import { startSiteServer, type SiteServer } from "./support/site-server";
import { startMailbox, type TestMailbox } from "./support/smtp";

// Storm photos with the quote request, with and without JavaScript: what the visitor
// sends, what the office receives, and what a stranger can reach.
test.describe.configure({ mode: "serial" });

let mailbox: TestMailbox;
let site: SiteServer;
let staffCookie: string;
let phonePhoto: Buffer;
let atticPhoto: Buffer;

test.beforeAll(async () => {
  mailbox = await startMailbox(await freePort());
  site = await startSiteServer({
    SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
    LEAD_NOTIFY_TO: STAFF.office,
    ...STAFF_ENV,
  });
  staffCookie = await addStaffAccount(site, STAFF.office);
  // A phone photo: 4000×3000, sideways with orientation 6, GPS and camera in its EXIF.
  phonePhoto = await testJpeg({
    width: 4000,
    height: 3000,
    orientation: 6,
    gps: true,
    noise: true,
  });
  atticPhoto = await testJpeg({ width: 1600, height: 1200, color: "#6b4f2a" });
});

test.afterAll(async () => {
  await site.stop();
  await mailbox.stop();
});

test.beforeEach(() => {
  mailbox.messages.length = 0;
});

const form = (page: Page) => page.locator("#quote-form form");
const photoInput = (page: Page) => form(page).getByLabel("Photos of the damage");

async function fillForm(page: Page, name: string, email: string) {
  await form(page).getByLabel("Full Name *").fill(name);
  await form(page).getByLabel("Phone Number *").fill("(502) 555-0188");
  await form(page).getByLabel("Email Address *").fill(email);
  await form(page).getByLabel("Service Needed *").selectOption("repair");
  await form(page).getByLabel("Property Address").fill("2200 Frankfort Ave, Louisville, KY 40206");
  await form(page)
    .getByLabel("Additional Details")
    .fill("Hail last night; a limb is on the back slope.");
  await form(page).getByRole("checkbox").check();
}

const jpeg = (name: string, buffer: Buffer) => ({ name, mimeType: "image/jpeg", buffer });

const leadOf = (email: string) =>
  site.query<{ id: number; reference: string }>(
    "SELECT id, reference FROM leads WHERE email = ?",
    email,
  )[0];
const photosOf = (leadId: number) =>
  site.query<{
    public_id: string;
    file_name: string;
    width: number;
    height: number;
    added_later: number;
  }>(
    "SELECT public_id, file_name, width, height, added_later FROM lead_photos WHERE lead_id = ? ORDER BY id",
    leadId,
  );

const allPhotos = () =>
  site.query<{ count: number }>("SELECT count(*) AS count FROM lead_photos")[0]!.count;

/** The office notification of a lead, once it has arrived. */
async function notificationFor(reference: string) {
  await expect
    .poll(() =>
      mailbox.messages.some(
        (mail) => mail.to.includes(STAFF.office) && mail.subject.includes(reference),
      ),
    )
    .toBe(true);
  return mailbox.messages.find(
    (mail) => mail.to.includes(STAFF.office) && mail.subject.includes(reference),
  )!;
}

/** Checks what the office gets for a lead with these two photos, and what strangers get. */
async function checkOfficeSide(page: Page, reference: string, leadId: number) {
  const photos = photosOf(leadId);
  expect(photos).toHaveLength(2);
  for (const photo of photos) expect(Math.max(photo.width, photo.height)).toBeLessThanOrEqual(2048);

  const notification = await notificationFor(reference);
  expect(notification.text).toContain("Photos: 2 attached");
  expect(notification.attachments).toHaveLength(2);
  for (const file of notification.attachments) {
    expect(file.contentType).toBe("image/jpeg");
    expect(hasExif(file.content)).toBe(false);
  }

  // The inbox shows both as thumbnails, each linking to the full-size photo.
  await page.context().addCookies(
    staffCookie.split("; ").map((pair) => {
      const [name, ...value] = pair.split("=");
      return { name: name!, value: value.join("="), url: site.url };
    }),
  );
  await page.goto(`${site.url}/admin/leads/${reference}`);
  const gallery = page.getByRole("list", { name: "2 photos" });
  await expect(gallery.getByRole("img")).toHaveCount(2);
  for (const image of await gallery.getByRole("img").all())
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
  const fullUrl = await gallery.getByRole("link").first().getAttribute("href");
  expect(fullUrl).toMatch(/^\/admin\/photos\/[\w-]{22}\.jpg$/);

  const served = await fetch(`${site.url}${fullUrl}`, { headers: { Cookie: staffCookie } });
  expect(served.status).toBe(200);
  expect(served.headers.get("content-type")).toBe("image/jpeg");
  expect(served.headers.get("cache-control")).toMatch(/^private/);
  expect(served.headers.get("x-content-type-options")).toBe("nosniff");
  const bytes = Buffer.from(await served.arrayBuffer());
  expect(hasExif(bytes)).toBe(false);
  expect((await sharp(bytes).metadata()).exif).toBeUndefined();

  // Anyone else gets the sign-in redirect, never the bytes; an unknown photo is a 404.
  for (const path of [fullUrl!, fullUrl!.replace(".jpg", "-thumb.jpg")]) {
    const anonymous = await fetch(`${site.url}${path}`, { redirect: "manual" });
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get("location")).toMatch(/^\/admin\/sign-in/);
    expect(anonymous.headers.get("content-type") ?? "").not.toMatch(/^image\//);
  }
  const unknown = await fetch(`${site.url}/admin/photos/AAAAAAAAAAAAAAAAAAAAAA.jpg`, {
    headers: { Cookie: staffCookie },
  });
  expect(unknown.status).toBe(404);
  return notification;
}

test("with JavaScript: thumbnails with remove buttons, pictures shrunk in the browser, progress, and the office gets both photos", async ({
  page,
}) => {
  const errors = await watchPageErrors(page);
  await page.goto(`${site.url}/contact`);
  await form(page).getByLabel("Full Name *").focus();
  await expect(form(page)).toHaveAttribute("data-hydrated", "true");
  await fillForm(page, "Avery Collins", "avery.photos@example.com");

  await photoInput(page).setInputFiles([
    jpeg("IMG_2041.jpg", phonePhoto),
    jpeg("blurry.jpg", atticPhoto),
    jpeg("attic.jpg", atticPhoto),
  ]);
  const chosen = form(page).getByRole("list", { name: "Chosen photos" });
  await expect(chosen.getByRole("img")).toHaveCount(3);
  await form(page).getByRole("button", { name: "Remove blurry.jpg" }).click();
  await expect(chosen.getByRole("img")).toHaveCount(2);
  await expect(chosen.getByRole("img", { name: "attic.jpg" })).toBeVisible();
  // The count is said in words, and the emptied input's own "No file chosen" is not shown
  // beside the thumbnails (its text is transparent; the "Choose Files" button is not).
  await expect(photoInput(page)).toHaveAccessibleDescription(/^2 photos chosen/);
  await expect(form(page).getByText("2 photos chosen")).toBeVisible();
  await expect(photoInput(page)).toHaveCSS("color", "rgba(0, 0, 0, 0)");

  // A slow phone connection, so the upload's progress can be seen on the button.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 50,
    downloadThroughput: 2_000_000,
    uploadThroughput: 400_000,
  });
  const sent = page.waitForRequest("**/_actions/quote.submit");
  await form(page).getByRole("button", { name: "Get My Free Quote" }).click();
  const button = form(page).getByRole("button", { name: "Sending..." });
  await expect(button.getByRole("progressbar", { name: "Photo upload" })).toBeVisible();
  const body = (await sent).postDataBuffer();
  // The 4000×3000 photo went up at 2048 px, far smaller than it was chosen.
  expect(body?.length ?? 0).toBeLessThan((phonePhoto.length + atticPhoto.length) / 2);

  const notice = page
    .getByRole("region", { name: /Notifications/ })
    .getByRole("listitem")
    .filter({ hasText: "Request Sent!" });
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(chosen).toHaveCount(0);
  expect(errors).toEqual([]);

  const lead = leadOf("avery.photos@example.com")!;
  expect(photosOf(lead.id).map((photo) => photo.file_name)).toEqual(["IMG_2041.jpg", "attic.jpg"]);
  // Upright: the sideways 4000×3000 is a portrait photo.
  const [upright] = photosOf(lead.id);
  expect(upright!.height).toBeGreaterThan(upright!.width);
  await checkOfficeSide(page, lead.reference, lead.id);
});

async function noScriptPage(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return context.newPage();
}

test("without JavaScript: the form posts the photos as multipart and they arrive with the lead", async ({
  browser,
}) => {
  const page = await noScriptPage(browser);
  await page.goto(`${site.url}/contact`);
  await fillForm(page, "Jordan Price", "jordan.photos@example.com");
  await photoInput(page).setInputFiles([
    jpeg("IMG_2041.jpg", phonePhoto),
    jpeg("attic.jpg", atticPhoto),
  ]);
  await form(page).getByRole("button", { name: "Get My Free Quote" }).click();
  await expect(page.getByRole("heading", { name: "Request Sent!" })).toBeVisible();

  const lead = leadOf("jordan.photos@example.com")!;
  expect(photosOf(lead.id).map((photo) => photo.file_name)).toEqual(["IMG_2041.jpg", "attic.jpg"]);
  await checkOfficeSide(page, lead.reference, lead.id);
  await page.context().close();
});

test("without JavaScript: an HTML page renamed .jpg is named beside the field, every value is kept, and no lead is stored", async ({
  browser,
}) => {
  const page = await noScriptPage(browser);
  const photosBefore = allPhotos();
  await page.goto(`${site.url}/contact`);
  await fillForm(page, "Riley Shaw", "riley.photos@example.com");
  await photoInput(page).setInputFiles([
    jpeg(
      "roof.jpg",
      Buffer.from("<!doctype html><title>not a photo</title><script>alert(1)</script>"),
    ),
    jpeg("attic.jpg", atticPhoto),
  ]);
  const answer = page.waitForResponse((response) => response.request().method() === "POST");
  await form(page).getByRole("button", { name: "Get My Free Quote" }).click();
  expect((await answer).status()).toBe(400);
  await expect(page.getByRole("heading", { name: "Please check your request" })).toBeVisible();
  const message =
    '"roof.jpg" is not a photo we can open. Please choose a JPEG, PNG, HEIC or WebP picture.';
  await expect(page.getByText(message)).toBeVisible();
  await expect(photoInput(page)).toHaveAttribute("aria-invalid", "true");
  await expect(photoInput(page)).toHaveAccessibleDescription(
    new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
  );
  await expect(form(page).getByLabel("Full Name *")).toHaveValue("Riley Shaw");
  await expect(form(page).getByLabel("Additional Details")).toHaveValue(
    "Hail last night; a limb is on the back slope.",
  );
  expect(leadOf("riley.photos@example.com")).toBeUndefined();
  expect(allPhotos()).toBe(photosBefore);
  await page.context().close();
});

test("the receipt's link adds photos later to the right lead, without JavaScript, and is refused when wrong or expired", async ({
  browser,
}) => {
  const page = await noScriptPage(browser);
  await page.goto(`${site.url}/contact`);
  await fillForm(page, "Casey Morgan", "casey.photos@example.com");
  await form(page).getByRole("button", { name: "Get My Free Quote" }).click();
  await expect(page.getByRole("heading", { name: "Request Sent!" })).toBeVisible();
  const lead = leadOf("casey.photos@example.com")!;
  expect(photosOf(lead.id)).toEqual([]);

  await expect
    .poll(() => mailbox.messages.some((mail) => mail.to.includes("casey.photos@example.com")))
    .toBe(true);
  const receipt = mailbox.messages.find((mail) => mail.to.includes("casey.photos@example.com"))!;
  const link = receipt.text.match(/http:\/\/127\.0\.0\.1:\d+\/add-photos\/[\w-]{43}/)?.[0];
  expect(link).toBeTruthy();
  mailbox.messages.length = 0;

  await page.goto(link!);
  await expect(page.getByRole("heading", { name: "Add photos to your request" })).toBeVisible();
  await page
    .getByLabel("Photos of the damage")
    .setInputFiles([jpeg("from-the-attic.jpg", phonePhoto)]);
  await page.getByRole("button", { name: "Add Photos" }).click();
  await expect(page.getByRole("status")).toContainText(
    `1 photo was added to request ${lead.reference}`,
  );

  expect(photosOf(lead.id)).toMatchObject([{ file_name: "from-the-attic.jpg", added_later: 1 }]);
  await expect
    .poll(() =>
      mailbox.messages.some((mail) => mail.subject.includes(`1 photo added to ${lead.reference}`)),
    )
    .toBe(true);
  const followUp = mailbox.messages.find((mail) =>
    mail.subject.includes(`1 photo added to ${lead.reference}`),
  )!;
  expect(followUp.to).toContain(STAFF.office);
  expect(followUp.attachments.map((file) => file.filename)).toEqual(["from-the-attic.jpg"]);
  expect(hasExif(followUp.attachments[0]!.content)).toBe(false);

  // The lead's history in the inbox names the added photos.
  const staffPage = await browser.newPage();
  await staffPage.context().addCookies(
    staffCookie.split("; ").map((pair) => {
      const [name, ...value] = pair.split("=");
      return { name: name!, value: value.join("="), url: site.url };
    }),
  );
  await staffPage.goto(`${site.url}/admin/leads/${lead.reference}`);
  await expect(staffPage.locator("#history").locator("..")).toContainText(
    "Added 1 photo: from-the-attic.jpg",
  );
  await staffPage.context().close();

  // A wrong token is refused; so is the right one once its 7 days are over.
  const wrong = link!.replace(/.$/, (last) => (last === "A" ? "B" : "A"));
  const refused = await page.goto(wrong);
  expect(refused?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "This link cannot be used" })).toBeVisible();

  const db = new DatabaseSync(join(site.dataDir, "site.db"));
  db.prepare("UPDATE photo_links SET expires_at = ? WHERE lead_id = ?").run(
    new Date(Date.now() - 1000).toISOString(),
    lead.id,
  );
  db.close();
  const expired = await page.goto(link!);
  expect(expired?.status()).toBe(404);
  const post = await fetch(link!, {
    method: "POST",
    headers: { Origin: site.url },
    body: (() => {
      const body = new FormData();
      body.append(
        "photos",
        new Blob([new Uint8Array(atticPhoto)], { type: "image/jpeg" }),
        "late.jpg",
      );
      return body;
    })(),
  });
  expect(post.status).toBe(404);
  expect(photosOf(lead.id)).toHaveLength(1);
  await page.context().close();
});
