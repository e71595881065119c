// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** The README's code block that follows `heading`, without the list indentation. */
function snippetAfter(readme: string, heading: string): string {
  const start = readme.indexOf(heading);
  const fence = readme.indexOf("```", start);
  const body = readme.indexOf("\n", fence) + 1;
  const end = readme.indexOf("```", body);
  return readme
    .slice(body, end)
    .split("\n")
    .map((line) => line.replace(/^ {2}/, ""))
    .join("\n")
    .trimEnd();
}

describe("the README's proxy snippets", () => {
  const readme = readFileSync("README.md", "utf8");
  // The e2e proxy specs run these files; the README must show them, not a retyped copy.
  it.each([
    "deploy/nginx-site.conf",
    "deploy/Caddyfile",
    "deploy/ridgeline-storms.service",
    "deploy/ridgeline-storms.timer",
  ])("%s is in the README as it is", (file) => {
    expect(snippetAfter(readme, `\`${file}\`:`)).toBe(readFileSync(file, "utf8").trimEnd());
  });
});
