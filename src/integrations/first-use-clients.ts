import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import type { Plugin } from "vite";

/** What the server imports to learn where a client's code is: `${CLIENT_URL_PREFIX}<name>`. */
export const CLIENT_URL_PREFIX = "virtual:first-use-client/";
/** Stands in the server build for a client's URL until the client build has named the file. */
const placeholder = (name: string) => `@@FIRST_USE_CLIENT_URL:${name}@@`;
/** Astro's own placeholder in the chunk it rewrites after us; we must not share that file. */
const ASTRO_MANIFEST_PLACEHOLDER = "@@ASTRO_MANIFEST_REPLACE@@";

/**
 * In dev, a client's code behind React Fast Refresh's preamble, which Astro puts only on
 * pages with an island (as @astrojs/react does, from @vitejs/plugin-react's runtime).
 */
const devEntryCode = (entry: string) => `import { injectIntoGlobalHook } from "/@react-refresh";
injectIntoGlobalHook(window);
window.$RefreshReg$ ??= () => {};
window.$RefreshSig$ ??= () => (type) => type;
const { hydrate } = await import(${JSON.stringify(`/@fs${entry}`)});
export { hydrate };`;

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
 * Client code that a page loads on the visitor's first use of a part of it (see
 * components/OnFirstUse.astro), each entry as its own lazy chunk, with its hashed URL for
 * the server (`import url from "virtual:first-use-client/<name>"`), so the page's few hundred
 * bytes of inline loader can import it. Each entry exports `hydrate(root)`. Not Astro
 * islands: an island brings Astro's 4.4 KB inline bootstrap to every page it is on.
 *
 * Astro builds the server first and the client after, so the server build gets a placeholder
 * that is replaced, in the written server files, once the client build has named the chunk
 * (before Astro renders any page with them). In dev the URL is that of a module serving
 * the source file.
 *
 * @param entries client name → absolute path of its entry file
 */
export function firstUseClients(entries: Record<string, string>): AstroIntegration {
  let serverDir = "";
  let base = "/";
  const placeholdersUsed = new Set<string>();
  let command: "dev" | "build" | "preview" | "sync" = "dev";

  const nameOf = (id: string) => {
    const name = id
      .replace(/^\0/, "")
      .slice(CLIENT_URL_PREFIX.length)
      .replace(/\/dev$/, "");
    return id.replace(/^\0/, "").startsWith(CLIENT_URL_PREFIX) && name in entries
      ? name
      : undefined;
  };

  const plugin: Plugin = {
    name: "first-use-clients",
    resolveId(id) {
      return nameOf(id) === undefined ? undefined : `\0${id}`;
    },
    load(id) {
      const name = nameOf(id);
      if (name === undefined || !id.startsWith("\0")) return undefined;
      if (id.endsWith("/dev")) return devEntryCode(entries[name]!);
      if (command !== "build")
        return `export default "/@id/__x00__${CLIENT_URL_PREFIX}${name}/dev";`;
      placeholdersUsed.add(name);
      return `export default ${JSON.stringify(placeholder(name))};`;
    },
    buildStart() {
      if (command !== "build" || this.environment.name !== "client") return;
      for (const [name, entry] of Object.entries(entries)) {
        this.emitFile({ type: "chunk", id: entry, name });
      }
    },
    writeBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const urls = new Map<string, string>();
      for (const [name, entry] of Object.entries(entries)) {
        const chunk = Object.values(bundle).find(
          (output) => output.type === "chunk" && output.facadeModuleId === entry,
        );
        if (!chunk) throw new Error(`first-use-clients: the client build has no ${name} chunk`);
        urls.set(name, JSON.stringify(`${base}${chunk.fileName}`));
      }
      const replaced = new Set<string>();
      for (const file of serverFiles(serverDir)) {
        let code = readFileSync(file, "utf8");
        const names = [...urls.keys()].filter((name) => code.includes(placeholder(name)));
        if (names.length === 0) continue;
        if (code.includes(ASTRO_MANIFEST_PLACEHOLDER)) {
          throw new Error(
            `first-use-clients: ${relative(serverDir, file)} also holds Astro's manifest, which Astro rewrites after this`,
          );
        }
        for (const name of names) {
          code = code.replace(new RegExp(`(["'\`])${placeholder(name)}\\1`, "g"), urls.get(name)!);
          replaced.add(name);
        }
        writeFileSync(file, code);
      }
      for (const name of placeholdersUsed) {
        if (!replaced.has(name)) {
          throw new Error(`first-use-clients: no server file holds the ${name} client's URL`);
        }
      }
    },
  };

  return {
    name: "first-use-clients",
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
