import { expect, test } from "@playwright/test";
import { addStaffAccount, STAFF, STAFF_ENV } from "./admin-support";
import { postQuote, quoteFields, referenceOf } from "./support/quote-post";
import { startSiteServer } from "./support/site-server";

test("staff erase a lead from its page after typing its reference, warned of what cannot be recalled", async ({
  page,
}) => {
  const site = await startSiteServer(STAFF_ENV);
  try {
    const reference = await referenceOf(await postQuote(site.url, quoteFields()));
    const cookie = await addStaffAccount(site, STAFF.office);
    const [name = "", value = ""] = cookie.split("=");
    await page.context().addCookies([{ name, value, url: site.url }]);

    await page.goto(`${site.url}/admin/leads/${reference}`);
    const panel = page.getByRole("region", { name: "Erase at the client's request" });
    await expect(panel).toContainText(
      "Emails already sent and webhooks already delivered cannot be recalled.",
    );
    const confirmation = panel.getByLabel(`Type ${reference} to confirm`);

    // A wrong reference: refused on the same page, the lead still there.
    await confirmation.fill("Q-NOPE00");
    await panel.getByRole("button", { name: "Erase Lead" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      `Nothing was erased: type ${reference} exactly to confirm.`,
    );
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Lead erased");

    await panel.getByLabel(`Type ${reference} to confirm`).fill(reference);
    await panel.getByRole("button", { name: "Erase Lead" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lead erased");
    await expect(page.getByRole("status")).toHaveText(
      "The lead and everything attached to it were erased.",
    );
    expect(site.query("SELECT id FROM leads WHERE reference = ?", reference)).toEqual([]);

    await page.getByRole("link", { name: "See the erased leads on the privacy page" }).click();
    const erased = page.getByRole("group", { name: "Erased leads, newest first" });
    await expect(erased.getByRole("row").nth(1)).toContainText(reference);
    await expect(erased.getByRole("row").nth(1)).toContainText(STAFF.office);
  } finally {
    await site.stop();
  }
});
