import { existsSync, readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/*
 * The server and the npm scripts run as TypeScript under plain Node (type stripping), not
 * through Vite: Node resolves a relative import only by its exact file name and knows no
 * `astro:` modules. Vitest resolves both, so without this walk an extensionless import in
 * a file the server reaches passes every unit test and stops the server at start-up
 * (ERR_MODULE_NOT_FOUND), which only the end-to-end suite, an hour later, would show.
 */

const root = resolve(import.meta.dirname, "../..");
const packageScripts: Record<string, string> = JSON.parse(
  readFileSync(resolve(root, "package.json"), "utf8"),
).scripts;

/** Every TypeScript file Node is started on: the server and each `node scripts/….ts`. */
const entryPoints = [
  "src/server/main.ts",
  ...Object.values(packageScripts).flatMap((command) =>
    [...command.matchAll(/\bnode (\S+\.ts)\b/g)].map((match) => match[1] ?? ""),
  ),
];

/** The module specifiers a file loads at run time (type-only imports are erased by Node). */
function runtimeSpecifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isImportDeclaration(node) &&
      node.importClause?.phaseModifier !== ts.SyntaxKind.TypeKeyword
    ) {
      found.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      found.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Walks the graph from the entry points; returns each import Node could not load. */
function unloadableImports(entries: string[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const queue = entries.map((entry) => resolve(root, entry));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of runtimeSpecifiers(file)) {
      const where = `${relative(root, file)} imports "${specifier}"`;
      if (specifier.startsWith("astro:")) {
        problems.push(`${where}: an Astro virtual module, which exists only inside the build`);
        continue;
      }
      if (!specifier.startsWith(".")) continue;
      const target = resolve(dirname(file), specifier);
      if (!existsSync(target) || !/\.(ts|mjs|js|cjs|json)$/.test(target)) {
        problems.push(`${where}: Node needs the file's exact name, extension included`);
      } else if (target.endsWith(".ts")) {
        queue.push(target);
      }
    }
  }
  return problems;
}

describe("what Node runs directly", () => {
  it("finds the server and the TypeScript npm scripts as entry points", () => {
    expect(entryPoints).toContain("src/server/main.ts");
    expect(entryPoints).toContain("scripts/staff.ts");
  });

  it("imports only files Node can load by name, all the way down", () => {
    expect(unloadableImports(entryPoints)).toEqual([]);
  });

  it("would catch an extensionless import (the walk is not vacuous)", () => {
    // fill-tokens.ts is build-time copy code and imports config without extensions.
    expect(unloadableImports(["src/lib/fill-tokens.ts"])).toEqual([
      expect.stringMatching(/fill-tokens\.ts imports "\.\.\/config\/facts"/),
      expect.stringMatching(/fill-tokens\.ts imports "\.\.\/config\/site"/),
    ]);
  });
});
