import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

/*
 * The project's import graph, read the way the compiler reads it: TypeScript's own scanner
 * (`ts.preProcessFile`) lists every import, export-from, dynamic import and type import of a
 * file; an .astro file is read for its frontmatter and its <script>s. Only imports of files
 * in the repository are kept (relative specifiers, resolved as Vite and Node resolve them).
 * A dedicated tool (dependency-cruiser, madge) would do the same but reads no .astro file.
 */

/** Every file → the repository files it imports, paths relative to the repository. */
export type ImportGraph = Map<string, string[]>;

const SOURCE = /\.(ts|tsx|mts|mjs|js|astro)$/;
const SKIPPED = new Set(["node_modules", "dist", ".astro", "test-results", "playwright-report"]);

function sourceFiles(root: string, folder: string): string[] {
  const path = join(root, folder);
  if (!existsSync(path)) return [];
  return readdirSync(path).flatMap((name) => {
    if (SKIPPED.has(name) || name.startsWith(".")) return [];
    const child = join(folder, name);
    if (statSync(join(root, child)).isDirectory()) return sourceFiles(root, child);
    return SOURCE.test(name) ? [child] : [];
  });
}

/** The code of a file that can import: an .astro file's frontmatter and scripts. */
function importingCode(path: string): string {
  const text = readFileSync(path, "utf8");
  if (!path.endsWith(".astro")) return text;
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? "";
  const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  return [frontmatter, ...scripts].join("\n");
}

const CANDIDATES = ["", ".ts", ".tsx", ".d.ts", "/index.ts"];

function resolveImport(root: string, from: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const base = resolve(root, dirname(from), specifier.replace(/[?#].*$/, ""));
  for (const suffix of CANDIDATES) {
    const candidate = base + suffix;
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(root, candidate);
  }
  return undefined;
}

/** The import graph of the files under `folders` of the repository at `root`. */
export function importGraph(root: string, folders: readonly string[]): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of folders.flatMap((folder) => sourceFiles(root, folder))) {
    const { importedFiles } = ts.preProcessFile(importingCode(join(root, file)), true, true);
    const targets = importedFiles
      .map((imported) => resolveImport(root, file, imported.fileName))
      .filter((target): target is string => target !== undefined && SOURCE.test(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * The import cycles of `graph`: each strongly connected group of files (Tarjan's
 * algorithm), or a file that imports itself. Empty when the graph has none.
 */
export function importCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file)?.includes(file)) cycles.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}
