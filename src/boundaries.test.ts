// @vitest-environment node
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/*
 * The two boundaries the lint enforces (eslint.config.js), proved on code that breaks
 * them: pages, actions and the middleware import only types from src/server, and SQL is
 * written only in a feature's repositories and migrations (and the engine, src/server/db/).
 * `npm run lint` then holds the real files to them.
 */

const eslint = new ESLint();

// The first lint loads the config, the parsers and the plugins: slow on a busy machine.
beforeAll(() => eslint.lintText("export {};\n", { filePath: "src/pages/probe.ts" }), 60_000);

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe("pages, actions and the middleware", () => {
  const valueImport = 'import { listInbox } from "../../server/inbox/inbox-listing";\n';
  const typeImport = 'import type { Runtime } from "../../server/runtime";\n';

  it.each([
    ["src/pages/admin/probe.ts", `${valueImport}export const probe = listInbox;\n`],
    ["src/actions/probe/probe.ts", `${valueImport}export const probe = listInbox;\n`],
    [
      "src/middleware.ts",
      'import { createRuntime } from "./server/runtime";\nexport const probe = createRuntime;\n',
    ],
    [
      "src/pages/admin/probe.astro",
      `---\n${valueImport}const page = await listInbox(Astro.locals.runtime.db, {}, 1);\n---\n<p>{page.total}</p>\n`,
    ],
  ])("may not import a value from src/server (%s)", async (file, code) => {
    expect(await problems(file, code)).toContain("@typescript-eslint/no-restricted-imports");
  });

  it("may import its types", async () => {
    const code = `${typeImport}export const probe = (runtime: Runtime) => runtime.inbox;\n`;
    expect(await problems("src/pages/admin/probe.ts", code)).toEqual([]);
  });
});

describe("a query builder call", () => {
  const query = `import type { Db } from "../tables.ts";
export const probe = (db: Db) => db.selectFrom("leads").selectAll().execute();
`;
  const tagged = `import { sql } from "kysely";
import type { Db } from "../tables.ts";
export const probe = (db: Db) => sql\`select 1\`.execute(db);
`;

  it.each([
    ["src/server/inbox/probe.ts", query],
    ["src/server/inbox/inbox-operations.ts", query],
    ["src/server/reports/probe.ts", tagged],
    ["src/server/probe-repo.ts", query],
    ["src/pages/admin/probe-repo.ts", query],
    ["scripts/probe.ts", query],
  ])("outside a feature's repository or migrations is refused (%s)", async (file, code) => {
    expect(await problems(file, code)).toContain("no-restricted-syntax");
  });

  it.each([
    ["src/server/inbox/probe-repo.ts", query],
    ["src/server/storms/probe-migrations.ts", tagged],
    ["src/server/db/probe.ts", tagged],
  ])("is where it belongs: a repository, a migration, the engine (%s)", async (file, code) => {
    expect(await problems(file, code)).toEqual([]);
  });
});
