// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { operationGroups } from "./server/runtime-operations.ts";
import { brokenLinks, missingPaths, namedPaths } from "./test-support/doc-paths.ts";

/*
 * The documents stay true by construction: every path they name exists, their links stay in
 * the repository, ARCHITECTURE.md lists the runtime's own operation groups, and each of its
 * recipe steps names the files it changes. Renaming or removing a file a document names
 * fails here until the document follows.
 */

const root = process.cwd();

function markdownUnder(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? markdownUnder(join(folder, entry.name))
      : entry.name.endsWith(".md")
        ? [join(folder, entry.name)]
        : [],
  );
}

const documents = ["README.md", "ARCHITECTURE.md", ...markdownUnder("docs")];
const read = (file: string) => readFileSync(join(root, file), "utf8");

/** The part of a Markdown text under `heading`, up to the next heading of its level or above. */
function sectionOf(text: string, heading: string): string {
  const start = text.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`No "${heading}" section`);
  const level = heading.indexOf(" ");
  const rest = text.slice(start + heading.length + 2);
  const next = rest.search(new RegExp(`\\n#{1,${level}} `));
  return next < 0 ? rest : rest.slice(0, next);
}

describe.each(documents)("%s", (file) => {
  const text = read(file);

  it("names only paths that exist", () => {
    expect(missingPaths(root, text)).toEqual([]);
  });

  it("links only to files in the repository", () => {
    expect(brokenLinks(root, file, text)).toEqual([]);
  });
});

describe("the README", () => {
  it("is at most 200 lines", () => {
    expect(read("README.md").split("\n").length).toBeLessThanOrEqual(200);
  });
});

describe("ARCHITECTURE.md", () => {
  const architecture = read("ARCHITECTURE.md");

  it("lists the runtime's operation groups, no more, no fewer", () => {
    const listed = [
      ...sectionOf(architecture, "### Operation groups").matchAll(/`runtime\.(\w+)`/g),
    ];
    expect(listed.map((match) => match[1]).sort()).toEqual([...operationGroups].sort());
  });

  it("names real files in every step of every recipe", () => {
    const recipes = sectionOf(architecture, "## Recipes")
      .split(/\n### /)
      .slice(1);
    expect(recipes.length).toBeGreaterThan(5);
    for (const recipe of recipes) {
      const [title] = recipe.split("\n");
      const steps = recipe.split(/\n(?=\d+\. )/).filter((step) => /^\d+\. /.test(step));
      expect(steps.length, title).toBeGreaterThan(0);
      for (const step of steps) {
        expect(namedPaths(step), `${title}: ${step.slice(0, 60)}`).not.toEqual([]);
        expect(missingPaths(root, step), title).toEqual([]);
      }
    }
  });
});

describe("the checks themselves", () => {
  it("find a path that is not there, in backticks, whole or from its folder", () => {
    const text = "See `src/server/runtime.ts`, `inbox/lead-updates.ts`, `src/server/nowhere.ts`.";
    expect(missingPaths(root, text)).toEqual(["src/server/nowhere.ts"]);
  });

  it("find a link to the web, out of the repository, or to a file not there", () => {
    const text =
      "[spec](../shared/SPEC.md) [site](https://example.com) [gone](docs/gone.md) [ok](ARCHITECTURE.md#layers)";
    expect(brokenLinks(root, "README.md", text)).toEqual([
      "../shared/SPEC.md",
      "https://example.com",
      "docs/gone.md",
    ]);
  });
});
