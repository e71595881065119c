import js from "@eslint/js";
import astro from "eslint-plugin-astro";
import jsxA11y from "eslint-plugin-jsx-a11y-x";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Code that may reach a browser must not pull in server-only modules. */
const serverOnlyImports = {
  paths: [{ name: "better-auth", message: "The auth server package is server-only." }],
  patterns: [
    {
      group: ["**/server/**", "node:*"],
      message: "Browser-safe code must not import server-only modules.",
    },
    {
      // better-auth's browser client is for islands; its other entries run the server.
      group: ["better-auth/*", "!better-auth/react", "!better-auth/client"],
      message: "Only better-auth's browser client (better-auth/react) may reach a browser.",
    },
    { group: ["astro:env/server"], message: "Server secrets are server-only." },
  ],
};

/**
 * Pages, actions and the middleware reach the server through `locals.runtime` alone: a
 * value imported from src/server would put a second copy of it in Astro's bundle (see
 * ARCHITECTURE.md). Types cost nothing at run time and are allowed. The middleware's dev
 * fallback is a dynamic import, which this rule does not see, under import.meta.env.DEV.
 */
const serverTypesOnly = {
  patterns: [
    {
      group: ["**/server/**"],
      allowTypeImports: true,
      message:
        "Pages, actions and the middleware import only types from src/server: call an operation on locals.runtime instead.",
    },
  ],
};

/**
 * Kysely's query builders and its sql tag: SQL is written in a feature's repositories
 * (src/server/<feature>/*-repo.ts) and migrations (*-migrations.ts), and in the engine
 * (src/server/db/: the leased queue's claim, group commit's savepoints).
 */
const QUERY_MESSAGE =
  "Queries live in the feature's repositories (src/server/<feature>/*-repo.ts) or migrations (*-migrations.ts): call one from there.";
const queriesOnlyInRepositories = [
  {
    selector:
      "CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|execute|executeTakeFirst|executeTakeFirstOrThrow)$/]",
    message: QUERY_MESSAGE,
  },
  { selector: "TaggedTemplateExpression[tag.name='sql']", message: QUERY_MESSAGE },
  {
    selector: "TaggedTemplateExpression[tag.object.name='sql']",
    message: QUERY_MESSAGE,
  },
];

export default defineConfig(
  {
    ignores: [
      "dist/",
      ".astro/",
      "node_modules/",
      "data/",
      "test-results/",
      "playwright-report/",
      "bench-results/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y-x": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.strict.rules,
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["src/components/**/*.{ts,tsx}", "src/lib/**/*.ts"],
    // Tests never reach a browser: the auth client's run against the real auth server.
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", serverOnlyImports] },
  },
  {
    files: ["src/pages/**/*.{ts,astro}", "src/actions/**/*.ts", "src/middleware.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", serverTypesOnly] },
  },
  {
    files: ["src/**/*.{ts,tsx,astro}", "scripts/**/*.{ts,mjs,js}"],
    // Tests set up and read rows directly; they are not where the product's SQL lives.
    ignores: [
      "src/server/db/**",
      "src/server/*/*-repo.ts",
      "src/server/*/*-migrations.ts",
      "**/*.test.{ts,tsx}",
      "**/*test-support.ts",
      "src/test-support/**",
    ],
    rules: { "no-restricted-syntax": ["error", ...queriesOnlyInRepositories] },
  },
  {
    files: [
      "scripts/**/*.{js,mjs,cjs}",
      "artwork/**/*.mjs",
      "*.config.{js,mjs,ts}",
      "e2e/**/*.ts",
      "**/*.test.{ts,tsx}",
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs" },
  },
);
