import js from "@eslint/js";
import astro from "eslint-plugin-astro";
import jsxA11y from "eslint-plugin-jsx-a11y-x";
import reactHooks from "eslint-plugin-react-hooks";
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

export default tseslint.config(
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
    files: [
      "scripts/**/*.{js,mjs,cjs}",
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
