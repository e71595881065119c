import { canonicalPath } from "./canonical";

describe("canonicalPath", () => {
  it.each([
    ["/", "/"],
    ["/index.html", "/"],
    ["/about", "/about"],
    ["/about/", "/about"],
    ["/about.html", "/about"],
    ["/residential/index.html", "/residential"],
    ["/blog/5-warning-signs-new-roof", "/blog/5-warning-signs-new-roof"],
  ])("%s → %s", (pathname, expected) => {
    expect(canonicalPath(pathname)).toBe(expected);
  });
});
