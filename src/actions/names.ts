import { server } from "./index";

/**
 * Whether `name` ("quote.submit", "admin.setStatus") is an action the site defines, and
 * not a namespace ("admin") or a made-up name, which Astro would answer with a 500.
 */
export function isActionName(name: string): boolean {
  let node: unknown = server;
  for (const part of name.split(".")) {
    if (typeof node !== "object" || node === null || !Object.hasOwn(node, part)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "function";
}
