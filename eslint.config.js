import js from "@eslint/js";
import astro from "eslint-plugin-astro";
import jsxA11y from "eslint-plugin-jsx-a11y-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Code that may reach a browser must not pull in server-only modules (DESIGN §3). */
const serverOnlyImports = {
  patterns: [
    {
      group: ["**/server/**", "node:*"],
      message: "Browser-safe code must not import server-only modules.",
    },
    { group: ["better-auth", "better-auth/*"], message: "The auth server package is server-only." },
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
