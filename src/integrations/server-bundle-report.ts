import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import type { Plugin } from "vite";

/** Written next to the server bundle: the src/server files Astro's build put in it. */
export const SERVER_BUNDLE_REPORT = "bundled-server-modules.json";

/**
 * Records which files from src/server Astro's server build bundled, as
 * dist/server/bundled-server-modules.json (a sorted list of paths from the project root).
 * main.ts owns the server code; Astro's bundle should carry only what pages need to run,
 * and a test reads this list to keep the repositories out of it. Taken from the bundler's
 * own module list, which is exact, where a search of the output would depend on minifier
 * names or sourcemaps.
 */
export function serverBundleReport(): AstroIntegration {
  let root = "";
  const plugin: Plugin = {
    name: "server-bundle-report",
    apply: "build",
    generateBundle(_options, bundle) {
      if (this.environment.name !== "ssr") return;
      const serverDir = `${root}src/server/`;
      const files = new Set<string>();
      for (const output of Object.values(bundle))
        if (output.type === "chunk")
          for (const id of output.moduleIds)
            if (id.startsWith(serverDir)) files.add(relative(root, id.split("?")[0] ?? id));
      this.emitFile({
        type: "asset",
        fileName: SERVER_BUNDLE_REPORT,
        source: `${JSON.stringify([...files].sort(), null, 2)}\n`,
      });
    },
  };
  return {
    name: "server-bundle-report",
    hooks: {
      "astro:config:setup": ({ config, updateConfig }) => {
        root = fileURLToPath(config.root);
        updateConfig({ vite: { plugins: [plugin] } });
      },
    },
  };
}
