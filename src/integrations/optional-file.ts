import { existsSync } from "node:fs";
import type { Loader } from "astro/loaders";
import { file } from "astro/loaders";

/**
 * Astro's file() loader for a data file that may not exist: a missing file is an empty
 * collection instead of an error in the build log. For content a contractor adds only
 * when it is real (the team on /about): the demo has none, and must not invent it.
 *
 * @example loader: optionalFile("./src/content/team.yaml")
 */
export function optionalFile(fileName: string): Loader {
  const inner = file(fileName);
  return {
    name: "optional-file-loader",
    load: async (context) => {
      if (!existsSync(new URL(fileName, context.config.root))) {
        context.store.clear();
        return;
      }
      await inner.load(context);
    },
  };
}
