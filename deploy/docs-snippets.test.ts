// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** The guide's code block that follows `heading`, without the list indentation. */
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

describe("the deployment guide's proxy snippets", () => {
  // The proxies are in the deployment guide, the storm reports' timer with their feature.
  const readme = ["docs/deployment.md", "docs/features/storm-reports.md"]
    .map((file) => readFileSync(file, "utf8"))
    .join("\n");
  // The e2e proxy specs run these files; docs/deployment.md must show them, not a retyped copy.
  it.each([
    "deploy/nginx-site.conf",
    "deploy/Caddyfile",
    "deploy/ridgeline-storms.service",
    "deploy/ridgeline-storms.timer",
  ])("%s is in the docs as it is", (file) => {
    expect(snippetAfter(readme, `\`${file}\`:`)).toBe(readFileSync(file, "utf8").trimEnd());
  });
});
