// @vitest-environment node
import { articleLastmod, blogLastmods, isListed, onDemandListedPaths } from "./sitemap";

describe("isListed", () => {
  it.each([
    ["https://example.com/", true],
    ["https://example.com/residential/siding", true],
    ["https://example.com/administration-tips", true],
    ["https://example.com/admin", false],
    ["https://example.com/admin/leads", false],
    ["https://example.com/quote-request", false],
    ["https://example.com/sponsorships", false],
    ["https://example.com/404", false],
    ["https://example.com/estimate", true],
  ])("%s → %s", (url, listed) => {
    expect(isListed(url)).toBe(listed);
  });

  it("keeps every on-demand page it adds to the sitemap", () => {
    expect(onDemandListedPaths).toContain("/estimate");
    for (const path of onDemandListedPaths)
      expect(isListed(`https://example.com${path}`)).toBe(true);
  });
});

describe("articleLastmod", () => {
  it("prefers the updated date over the publication date", () => {
    expect(articleLastmod("---\ntitle: A\ndate: 2025-10-03\n---\nBody")).toBe("2025-10-03");
    expect(articleLastmod('---\ndate: 2025-10-03\nupdated: "2025-11-01"\n---\n')).toBe(
      "2025-11-01",
    );
  });

  it("ignores dates in the body and fails loudly on an unreadable one", () => {
    expect(articleLastmod("---\ntitle: A\n---\ndate: 2025-10-03")).toBeUndefined();
    expect(() => articleLastmod("---\ndate: someday\n---\n")).toThrow(/someday/);
  });
});

describe("blogLastmods", () => {
  it("dates every article in the blog folder by its route", () => {
    const lastmods = blogLastmods(new URL("../content/blog/", import.meta.url));
    expect(lastmods.get("/blog/5-warning-signs-new-roof")).toBe("2025-10-03");
    for (const lastmod of lastmods.values()) expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
