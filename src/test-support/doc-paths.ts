import { existsSync, readdirSync, statSync } from "node:fs";
import { basename, dirname, join, normalize } from "node:path";

/*
 * What the project's documents name, read the way a newcomer reads them: a path in
 * backticks (`src/server/runtime.ts`, `inbox/lead-updates.ts`, `deploy/`) and a Markdown
 * link's target. Used by the tests that keep ARCHITECTURE.md, the README and docs/ true.
 */

const NAMED_PATH = /`([\w@.-]+(?:\/[\w@.[\]-]+)*\/?)`/g;
const FILE_LIKE = /\.(ts|tsx|astro|mjs|cjs|js|json|md|css|yaml|conf|service|timer|heic|csv)$|\/$/;

/**
 * Not a path of the repository, though shaped like one: what the build, the server and the
 * tests write (`dist/`, `data/`, `test-results/`), a placeholder (`DATA_DIR/mail/`, `YYMMDD_rpts.csv`) or a fragment of a
 * name (`_wind.csv`).
 */
const NOT_IN_REPOSITORY = /^(dist\/|data\/|test-results\/|_|\.)|[A-Z]{3,}/;

/** Every path a text names in backticks: a token with a file extension or a trailing slash. */
export function namedPaths(text: string): string[] {
  const names = [...text.matchAll(NAMED_PATH)].map((match) => match[1]!);
  return [
    ...new Set(names.filter((name) => FILE_LIKE.test(name) && !NOT_IN_REPOSITORY.test(name))),
  ];
}

/** Every Markdown link's target in a text: `[words](target)`. */
export function linkTargets(text: string): string[] {
  return [...text.matchAll(/\[[^\]]*\]\(([^)\s]+)\)/g)].map((match) => match[1]!);
}

function filesUnder(root: string, folder = ""): string[] {
  return readdirSync(join(root, folder)).flatMap((name) => {
    if (name === "node_modules" || name === "dist" || name.startsWith(".")) return [];
    const path = join(folder, name);
    return statSync(join(root, path)).isDirectory()
      ? [`${path}/`, ...filesUnder(root, path)]
      : [path];
  });
}

/**
 * Where a named path is in the repository, or undefined when it is nowhere. A path may be
 * written from the repository's root (`src/server/main.ts`), from the folder it is spoken
 * of in (`inbox/lead-updates.ts` under src/server, `estimate/roof-size.ts` under src/lib),
 * or, for a file, by its name alone when only one file has that name.
 */
export function pathResolver(root: string): (named: string) => string | undefined {
  const files = filesUnder(root);
  const known = new Set(files);
  return (named) => {
    if (known.has(named)) return named;
    const ending = `/${named}`;
    const endingWith = files.filter((file) => file.endsWith(ending));
    if (endingWith.length > 0) return endingWith[0];
    if (named.includes("/")) return undefined;
    const sameName = files.filter((file) => basename(file) === named);
    return sameName.length === 1 ? sameName[0] : undefined;
  };
}

/** The paths `text` names that are nowhere in the repository at `root`. */
export function missingPaths(root: string, text: string): string[] {
  const resolve = pathResolver(root);
  return namedPaths(text).filter((named) => resolve(named) === undefined);
}

/**
 * The links of the Markdown file at `file` (relative to `root`) that lead nowhere in the
 * repository: a web address, a path outside the repository, or a file that is not there.
 */
export function brokenLinks(root: string, file: string, text: string): string[] {
  return linkTargets(text).filter((target) => {
    if (/^[a-z]+:/i.test(target)) return true;
    const path = target.split("#")[0]!;
    if (path === "") return false;
    const inRepo = normalize(join(dirname(file), path));
    return inRepo.startsWith("..") || !existsSync(join(root, inRepo));
  });
}
