import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import type { Plugin } from "vite";

/** What the server imports to learn where the quote form's client code is. */
export const CLIENT_URL_MODULE = "virtual:quote-form-client";
const RESOLVED_ID = `\0${CLIENT_URL_MODULE}`;
/** Stands in the server build for the URL until the client build has named the file. */
const PLACEHOLDER = "@@QUOTE_FORM_CLIENT_URL@@";
/** Astro's own placeholder in the chunk it rewrites after us; we must not share that file. */
const ASTRO_MANIFEST_PLACEHOLDER = "@@ASTRO_MANIFEST_REPLACE@@";

const entry = fileURLToPath(new URL("../components/islands/quote/hydrate.tsx", import.meta.url));

/**
 * In dev, the client code behind React Fast Refresh's preamble, which Astro puts only on
 * pages with an island (as @astrojs/react does, from @vitejs/plugin-react's runtime).
 */
const DEV_ENTRY = "virtual:quote-form-client/dev";
const devEntryCode = `import { injectIntoGlobalHook } from "/@react-refresh";
injectIntoGlobalHook(window);
window.$RefreshReg$ ??= () => {};
window.$RefreshSig$ ??= () => (type) => type;
const { hydrateQuoteForm } = await import(${JSON.stringify(`/@fs${entry}`)});
export { hydrateQuoteForm };`;

function serverFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((file) =>
    file.isDirectory()
      ? serverFiles(join(dir, file.name))
      : /\.m?js$/.test(file.name)
        ? [join(dir, file.name)]
        : [],
  );
}

/**
 * The quote form's client code as its own lazy chunk (src/components/islands/quote/hydrate.tsx),
 * and its hashed URL for the server (`import url from "virtual:quote-form-client"`), so the
 * page's few hundred bytes of inline loader can import it on first use. Not an Astro island:
 * an island brings Astro's 4.4 KB inline bootstrap to every page it is on.
 *
 * Astro builds the server first and the client after, so the server build gets a placeholder
 * that is replaced, in the written server files, once the client build has named the chunk
 * (before Astro renders any page with them). In dev the URL is that of a module serving
 * the source file.
 */
export function quoteFormClient(): AstroIntegration {
  let serverDir = "";
  let base = "/";
  let placeholderUsed = false;
  let command: "dev" | "build" | "preview" | "sync" = "dev";

  const plugin: Plugin = {
    name: "quote-form-client",
    resolveId(id) {
      if (id === CLIENT_URL_MODULE || id === DEV_ENTRY) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (id === `\0${DEV_ENTRY}`) return devEntryCode;
      if (id !== RESOLVED_ID) return undefined;
      if (command !== "build") return `export default "/@id/__x00__${DEV_ENTRY}";`;
      placeholderUsed = true;
      return `export default ${JSON.stringify(PLACEHOLDER)};`;
    },
    buildStart() {
      if (command !== "build" || this.environment.name !== "client") return;
      this.emitFile({ type: "chunk", id: entry, name: "quote-form" });
    },
    writeBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const chunk = Object.values(bundle).find(
        (output) => output.type === "chunk" && output.facadeModuleId === entry,
      );
      if (!chunk) throw new Error("quote-form-client: the client build has no quote form chunk");
      const url = JSON.stringify(`${base}${chunk.fileName}`);
      let replaced = 0;
      for (const file of serverFiles(serverDir)) {
        const code = readFileSync(file, "utf8");
        if (!code.includes(PLACEHOLDER)) continue;
        if (code.includes(ASTRO_MANIFEST_PLACEHOLDER)) {
          throw new Error(
            `quote-form-client: ${relative(serverDir, file)} also holds Astro's manifest, which Astro rewrites after this`,
          );
        }
        writeFileSync(file, code.replace(new RegExp(`(["'\`])${PLACEHOLDER}\\1`, "g"), url));
        replaced += 1;
      }
      if (placeholderUsed && replaced === 0) {
        throw new Error("quote-form-client: no server file holds the quote form's URL");
      }
    },
  };

  return {
    name: "quote-form-client",
    hooks: {
      "astro:config:setup": ({ command: astroCommand, updateConfig }) => {
        command = astroCommand;
        updateConfig({ vite: { plugins: [plugin] } });
      },
      "astro:config:done": ({ config }) => {
        serverDir = fileURLToPath(config.build.server);
        base = config.base.endsWith("/") ? config.base : `${config.base}/`;
      },
    },
  };
}
