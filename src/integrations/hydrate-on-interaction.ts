import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrate on the visitor's first focus, press, key or input inside the island */
    "client:interaction"?: boolean;
  }
}

/** Adds `client:interaction` (see ./interaction-directive.ts). */
export function hydrateOnInteraction(): AstroIntegration {
  return {
    name: "hydrate-on-interaction",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({
          name: "interaction",
          // A path, not a URL: Astro hands it to esbuild as an import specifier.
          entrypoint: fileURLToPath(new URL("./interaction-directive.ts", import.meta.url)),
        });
      },
    },
  };
}
