import type { Staff } from "./instance.ts";

declare global {
  namespace App {
    interface Locals {
      /** The signed-in member of staff on /admin pages and admin actions, else null */
      staff: Staff | null;
    }
  }
}
