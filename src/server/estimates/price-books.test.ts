// @vitest-environment node
import { describe, expect, it } from "vitest";
import { defaultPriceBook } from "../../config/price-book.ts";
import { priceBookFormFields } from "../../lib/estimate/price-book-form.ts";
import { engines, useTestDatabase } from "../../test-support/db-test-support.ts";
import { estimateRendersSince } from "./estimate-report-repo.ts";
import { countEstimateRender } from "./price-book-repo.ts";
import { resolveLeadEstimate } from "./lead-estimate-resolver.ts";
import { currentPriceBook, priceBookAt, priceBookChangeLog, savePriceBook } from "./price-books.ts";

const NOW = "2026-11-24T15:00:00.000Z";
const ranch = "footprint=1800&pitch=medium&shape=moderate&layers=1";

/** The form as /admin/prices shows `book`, with `changes` typed over it. */
const formOf = (changes: Record<string, string> = {}, book = defaultPriceBook()) => ({
  values: {
    ...Object.fromEntries(priceBookFormFields(book).map((field) => [field.name, field.read(book)])),
    ...changes,
  },
  basedOn: book.version,
});

describe.each(engines)("the price book on %s", (engine) => {
  const database = useTestDatabase(engine, { shared: true });

  it("is the defaults until staff save a version, then the newest version", async () => {
    expect(await currentPriceBook(database.db)).toEqual(defaultPriceBook());
    const saved = await savePriceBook(
      database.db,
      formOf({ "architectural-low": "475", apr: "7.5" }),
      "owner@ridgeline.example.com",
      NOW,
    );
    expect(saved).toEqual({ outcome: "saved", version: "office-1" });
    const current = await currentPriceBook(database.db);
    expect(current.version).toBe("office-1");
    expect(current.options[0]?.perSquare).toEqual({ low: 475, high: 650 });
    expect(current.financing.apr).toBe(7.5);
    // The defaults stay reachable by their version, for leads shown them before the edit.
    expect(await priceBookAt(database.db, defaultPriceBook().version)).toEqual(defaultPriceBook());

    const next = await savePriceBook(
      database.db,
      formOf({ "standing-seam-high": "1900" }, current),
      "estimator@ridgeline.example.com",
      "2026-11-25T09:00:00.000Z",
    );
    expect(next).toEqual({ outcome: "saved", version: "office-2" });
    expect(await priceBookChangeLog(database.db)).toEqual([
      {
        version: "office-2",
        changedBy: "estimator@ridgeline.example.com",
        changedAt: "2026-11-25T09:00:00.000Z",
        changes: [
          { field: "Standing-seam metal: High price per square ($)", from: "1800", to: "1900" },
        ],
      },
      {
        version: "office-1",
        changedBy: "owner@ridgeline.example.com",
        changedAt: NOW,
        changes: [
          {
            field: "Architectural asphalt shingles: Low price per square ($)",
            from: "450",
            to: "475",
          },
          { field: "Financing: APR (%)", from: "9.99", to: "7.5" },
        ],
      },
    ]);
  });

  it("refuses bad values with a message per field, and changes nothing", async () => {
    const saved = await savePriceBook(
      database.db,
      formOf({
        "architectural-low": "700",
        "impact-resistant-high": "-5",
        "standing-seam-low": "lots",
        "gutters-high": "1e9",
        apr: "37",
        "term-months": "0",
      }),
      "owner@ridgeline.example.com",
      NOW,
    );
    expect(saved).toEqual({
      outcome: "invalid",
      errors: {
        "architectural-low": "The low price is above the high price ($650).",
        "impact-resistant-high": "Enter a figure of 0 or more; it cannot be negative.",
        "standing-seam-low": "Enter a number, like 450 or 9.99.",
        "gutters-high": "Enter a number, like 450 or 9.99.",
        apr: "Enter an APR of 36% or less.",
        "term-months": "Enter a whole number of months from 12 to 360.",
      },
    });
    expect(await currentPriceBook(database.db)).toEqual(defaultPriceBook());
    expect(await priceBookChangeLog(database.db)).toEqual([]);
  });

  it("makes one version of two saves racing from one version, and of their double submits", async () => {
    const form = formOf({ "tearoff-high": "160" });
    const other = await database.connect();
    try {
      const outcomes = await Promise.all([
        savePriceBook(database.db, form, "a@ridgeline.example.com", NOW),
        savePriceBook(other.db, formOf({ "tearoff-high": "170" }), "b@ridgeline.example.com", NOW),
      ]);
      expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual(["saved", "stale"]);
      // Each form again (a double submit after one landed): the figures already saved
      // are unchanged, the others stale; still one version.
      const again = await Promise.all([
        savePriceBook(database.db, form, "a@ridgeline.example.com", NOW),
        savePriceBook(
          database.db,
          formOf({ "tearoff-high": "170" }),
          "b@ridgeline.example.com",
          NOW,
        ),
      ]);
      expect(again.map((outcome) => outcome.outcome).sort()).toEqual(["stale", "unchanged"]);
      expect(await priceBookChangeLog(database.db)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it("saves nothing when the form holds the current figures, and refuses a form from an older version", async () => {
    expect(await savePriceBook(database.db, formOf(), "a@ridgeline.example.com", NOW)).toEqual({
      outcome: "unchanged",
    });
    const first = await savePriceBook(database.db, formOf({ apr: "8" }), "a@x.example", NOW);
    expect(first).toEqual({ outcome: "saved", version: "office-1" });
    expect(await savePriceBook(database.db, formOf({ apr: "7" }), "b@x.example", NOW)).toEqual({
      outcome: "stale",
    });
    expect((await currentPriceBook(database.db)).financing.apr).toBe(8);
  });

  it("recomputes a lead's estimate with the version the visitor saw, or the current one for a forged version", async () => {
    await savePriceBook(database.db, formOf({ "architectural-high": "900" }), "a@x.example", NOW);
    const seenBefore = await resolveLeadEstimate(database.db, {
      estimate: ranch,
      estimateOption: "architectural",
      estimateBook: defaultPriceBook().version,
    });
    expect(seenBefore?.option).toEqual({
      id: "architectural",
      name: "Architectural asphalt shingles",
      low: 14000,
      high: 20400,
    });
    expect(seenBefore?.priceBookVersion).toBe("default-2026-11");

    const forged = await resolveLeadEstimate(database.db, {
      estimate: ranch,
      estimateOption: "architectural",
      estimateBook: "office-999",
    });
    expect(forged?.priceBookVersion).toBe("office-1");
    expect(forged?.option?.high).toBe(26800);
    expect(
      await resolveLeadEstimate(database.db, { estimate: "footprint=0&pitch=medium" }),
    ).toBeNull();
  });

  it("counts result pages per week in one row each", async () => {
    await countEstimateRender(database.db, "2026-11-16");
    await countEstimateRender(database.db, "2026-11-23");
    await countEstimateRender(database.db, "2026-11-23");
    const rows = await estimateRendersSince(database.db, "2026-11-23");
    expect(rows).toEqual([{ week: "2026-11-23", renders: 2 }]);
  });
});
