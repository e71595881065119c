import type { Runtime } from "../runtime.ts";
import type { Staff } from "./staff-session.ts";

declare global {
  namespace App {
    interface Locals {
      /**
       * The process's runtime: its operations (`leads`, `inbox`, `staff`, `integrations`)
       * and the parts they are made of. main.ts passes the one it made with every
       * request; src/middleware.ts sets it for every on-demand route (under `astro dev`,
       * from its one fallback). Prerendered pages, rendered at build time, have none.
       */
      runtime: Runtime;
      /** The signed-in member of staff on /admin pages and admin actions, else null */
      staff: Staff | null;
    }
  }
}
