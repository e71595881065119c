// @vitest-environment node
import { describe, expect, it } from "vitest";
import { importCycles, importGraph, type ImportGraph } from "./test-support/import-graph.ts";

/*
 * The import structure ARCHITECTURE.md describes, held against the code: no file imports
 * itself through others, and no file imports a layer above its own. The layers, lowest
 * first; a file belongs to the first layer one of whose paths it starts with.
 */
const layers: readonly { name: string; paths: readonly string[] }[] = [
  { name: "configuration", paths: ["src/config/", "src/content/", "src/assets/", "src/styles/"] },
  { name: "shared helpers", paths: ["src/lib/"] },
  { name: "components", paths: ["src/components/"] },
  {
    name: "server engine",
    paths: [
      "src/server/db/",
      "src/server/queue/",
      "src/server/clock.ts",
      "src/server/log.ts",
      "src/server/config/",
      "src/server/periodic-task.ts",
      "src/server/production-mode.ts",
      "src/server/owner-only.ts",
    ],
  },
  {
    name: "server features",
    paths: [
      "src/server/tables.ts",
      "src/server/migrations.ts",
      "src/server/site-database.ts",
      "src/server/operation-parts.ts",
      // Every feature folder: what is left of src/server/ once the other layers took theirs.
      "src/server/",
    ],
  },
  {
    name: "server runtime",
    paths: ["src/server/runtime", "src/server/request-runtime.ts", "src/server/locals.d.ts"],
  },
  {
    name: "server entry",
    paths: ["src/server/http/", "src/server/main.ts", "src/server/astro-log-destination.ts"],
  },
  {
    name: "site",
    paths: [
      "src/pages/",
      "src/layouts/",
      "src/actions/",
      "src/middleware.ts",
      "src/integrations/",
      "src/content.config.ts",
      "src/virtual-modules.d.ts",
    ],
  },
  { name: "test support", paths: ["src/test-support/"] },
  { name: "tools", paths: ["e2e/", "scripts/", "deploy/"] },
];

/** Layers that stand side by side and never import each other: the browser's and the server's. */
const apart: readonly [string, string][] = [["components", "server"]];

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/**
 * A file's layer, by the most specific path that names it. Tests stand with the test support,
 * or in their own layer when it is higher (a script's test imports its script).
 */
function layerOf(file: string): { name: string; rank: number } | undefined {
  if (isTest(file)) {
    const [own, support] = [
      layerOf(file.replace(/\.test\.tsx?$/, ".ts")),
      layerOf("src/test-support/"),
    ];
    return own && support && own.rank > support.rank ? own : support;
  }
  let best: { name: string; rank: number; length: number } | undefined;
  layers.forEach(({ name, paths }, rank) => {
    for (const path of paths)
      if (file.startsWith(path) && path.length > (best?.length ?? -1))
        best = { name, rank, length: path.length };
  });
  return best && { name: best.name, rank: best.rank };
}

const isApart = (a: string, b: string) =>
  apart.some(
    ([one, other]) =>
      (a.startsWith(one) && b.startsWith(other)) || (a.startsWith(other) && b.startsWith(one)),
  );

/** Every import that runs from a lower layer up to a higher one, or between layers kept apart. */
function upwardImports(graph: ImportGraph): string[] {
  const found: string[] = [];
  for (const [file, targets] of graph) {
    const from = layerOf(file);
    for (const target of targets) {
      const to = layerOf(target);
      if (!from || !to) continue;
      if (to.rank > from.rank || isApart(from.name, to.name))
        found.push(`${file} (${from.name}) -> ${target} (${to.name})`);
    }
  }
  return found;
}

const graph = importGraph(process.cwd(), ["src", "e2e", "scripts", "deploy"]);

describe("the import structure", () => {
  it("reads the repository's imports", () => {
    expect(graph.get("src/server/runtime.ts")).toContain("src/server/site-database.ts");
    expect(graph.get("src/pages/book.astro")?.length).toBeGreaterThan(0);
  });

  it("has no import cycle", () => {
    expect(importCycles(graph)).toEqual([]);
  });

  it("has no import from a lower layer into a higher one", () => {
    expect(upwardImports(graph)).toEqual([]);
  });

  it("places every source file in a layer", () => {
    expect([...graph.keys()].filter((file) => !layerOf(file))).toEqual([]);
  });
});

describe("the checks themselves", () => {
  it("find a cycle through several files and a file importing itself", () => {
    const cycles = importCycles(
      new Map([
        ["a.ts", ["b.ts"]],
        ["b.ts", ["c.ts"]],
        ["c.ts", ["a.ts", "d.ts"]],
        ["d.ts", []],
        ["e.ts", ["e.ts"]],
      ]),
    );
    expect(cycles).toEqual([["a.ts", "b.ts", "c.ts"], ["e.ts"]]);
  });

  it("find an import up a layer, into the tests, and across the browser-server line", () => {
    const found = upwardImports(
      new Map([
        ["src/lib/cards.ts", ["src/components/Card.tsx", "src/config/site.ts"]],
        ["src/server/db/database.ts", ["src/server/tables.ts"]],
        ["src/server/inbox/list.ts", ["src/test-support/ports.ts", "src/lib/cn.ts"]],
        ["src/test-support/ports.ts", ["e2e/support/proxy.ts"]],
        ["src/components/Admin.tsx", ["src/server/db/database.ts"]],
      ]),
    );
    expect(found).toEqual([
      "src/lib/cards.ts (shared helpers) -> src/components/Card.tsx (components)",
      "src/server/db/database.ts (server engine) -> src/server/tables.ts (server features)",
      "src/server/inbox/list.ts (server features) -> src/test-support/ports.ts (test support)",
      "src/test-support/ports.ts (test support) -> e2e/support/proxy.ts (tools)",
      "src/components/Admin.tsx (components) -> src/server/db/database.ts (server engine)",
    ]);
  });
});
