import type { Page } from "@playwright/test";

/** Helpers for e2e/page-kinds.desktop.spec.ts: what a designer checks by eye, measured. */

/** The families Chromium really drew an element's text with (custom = a web font). */
export async function fontsDrawing(page: Page, selector: string) {
  const client = await page.context().newCDPSession(page);
  try {
    await client.send("DOM.enable");
    await client.send("CSS.enable");
    const { root } = await client.send("DOM.getDocument", { depth: -1 });
    const { nodeId } = await client.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    const { fonts } = await client.send("CSS.getPlatformFontsForNode", { nodeId });
    return fonts;
  } finally {
    await client.detach();
  }
}

/**
 * Every list in <main> laid out as a CSS grid (a grid of cards) whose last row holds one
 * card alone while a row above holds more, the lone card narrower than the grid (a
 * full-width last item is a deliberate layout). A card laid out as a grid inside is not a
 * grid of cards: its picture beside its text is not a row with an orphan.
 */
export function orphanedCards(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const orphans: string[] = [];
    for (const grid of document.querySelectorAll<HTMLElement>("main :is(ul, ol)")) {
      if (getComputedStyle(grid).display !== "grid") continue;
      const items = [...grid.children].filter((child) => child.getBoundingClientRect().height > 0);
      const rows = new Map<number, DOMRect[]>();
      for (const item of items) {
        const box = item.getBoundingClientRect();
        const top = Math.round(box.top);
        rows.set(top, [...(rows.get(top) ?? []), box]);
      }
      const ordered = [...rows.entries()].sort(([a], [b]) => a - b).map(([, boxes]) => boxes);
      const last = ordered.at(-1);
      const widest = Math.max(...ordered.map((row) => row.length));
      if (ordered.length > 1 && widest > 1 && last?.length === 1) {
        const gridWidth = grid.getBoundingClientRect().width;
        if ((last[0]?.width ?? 0) < gridWidth * 0.9) {
          orphans.push(`${grid.className.slice(0, 60)}: ${items.length} items`);
        }
      }
    }
    return orphans;
  });
}

/** Scrolls to the bottom and back, so every lazy picture is requested. */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState("networkidle");
}

/**
 * Each pair of calls to action (ButtonPair) in <main> whose two buttons differ in width or
 * height, as "first label 201x56 / second label 253x56"; a pair drawn at one size is fine.
 */
export function unevenButtonPairs(page: Page): Promise<{ pairs: number; uneven: string[] }> {
  return page.evaluate(() => {
    const pairs = [...document.querySelectorAll<HTMLElement>("main [data-button-pair]")];
    const uneven: string[] = [];
    for (const pair of pairs) {
      const boxes = [...pair.children].map((button) => ({
        label: (button.textContent ?? "").trim(),
        box: button.getBoundingClientRect(),
      }));
      const [first, second] = boxes;
      if (!first || !second) continue;
      const differ = (a: number, b: number) => Math.abs(a - b) > 1;
      if (
        differ(first.box.width, second.box.width) ||
        differ(first.box.height, second.box.height)
      ) {
        uneven.push(
          boxes
            .map(({ label, box }) => `${label} ${Math.round(box.width)}x${Math.round(box.height)}`)
            .join(" / "),
        );
      }
    }
    return { pairs: pairs.length, uneven };
  });
}
