// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  addPhotosPath,
  BOOK_PATH,
  bookingPagePaths,
  CONTACT_PATH,
  HEALTH_PATH,
  QUOTE_ACTION_PATH,
  QUOTE_REQUEST_PATH,
  TOKEN_PATH_PREFIXES,
} from "../src/lib/public-routes.ts";

/** The path pattern a proxy configuration lets large photo uploads through on. */
const uploadPattern = {
  "deploy/nginx-site.conf": /location ~ (\^\S+\$) \{\n\s+client_max_body_size/,
  "deploy/Caddyfile": /@photo_uploads path_regexp (\S+)/,
};

describe.each(Object.entries(uploadPattern))("%s", (file, finder) => {
  const pattern = new RegExp(finder.exec(readFileSync(file, "utf8"))?.[1] ?? "^$");

  it("passes large bodies to every route that takes photos, as the server names them", () => {
    for (const path of [QUOTE_ACTION_PATH, QUOTE_REQUEST_PATH, addPhotosPath("Zx3k_P0-aB9q")])
      expect(path).toMatch(pattern);
  });

  it("keeps the small body cap everywhere else", () => {
    for (const path of [CONTACT_PATH, HEALTH_PATH, "/add-photos/a/b", "/_actions/admin.addNote"])
      expect(path).not.toMatch(pattern);
  });
});

/** What each proxy configuration logs for a request's path, read from the file itself. */
const loggedBy: Record<string, (file: string) => (uri: string) => string> = {
  // nginx's map: the first `~regex  value` line that matches $uri, else the default ($uri).
  "deploy/nginx-site.conf": (text) => {
    const block = /map \$uri \$ridgeline_logged_path \{([^}]*)\}/.exec(text)?.[1] ?? "";
    const lines = [...block.matchAll(/^\s*~(\S+)\s+(\S+);$/gm)].map(([, regex, value]) => ({
      regex: new RegExp(regex!),
      value: value!,
    }));
    return (uri) => lines.find(({ regex }) => regex.test(uri))?.value ?? uri;
  },
  // Caddy's log filter: the URI's regexp replaced by "$1".
  "deploy/Caddyfile": (text) => {
    const [, regex, replacement] = /request>uri regexp "(.+)" "(.*)"/.exec(text) ?? [];
    return (uri) => uri.replace(new RegExp(regex ?? "^$"), replacement ?? "");
  },
};

describe.each(Object.entries(loggedBy))("%s's access log", (file, reader) => {
  const logged = reader(readFileSync(file, "utf8"));
  const token = "AOf_55oBPBzKKvZ0BW15r5Zya65Bu1TnHMLvx3gsno4";

  it.each(TOKEN_PATH_PREFIXES)("keeps %s but never its token", (prefix) => {
    const line = logged(`${prefix}${token}`);
    expect(line).not.toContain(token);
    expect(line.startsWith(prefix)).toBe(true);
  });

  it("masks every booking link as the server builds it, and its query string", () => {
    for (const path of Object.values(bookingPagePaths).map((build) => build(token)))
      expect(logged(`${path}?utm_source=x`)).not.toContain(token);
  });

  it("keeps the paths that are no secret", () => {
    for (const path of [CONTACT_PATH, BOOK_PATH, HEALTH_PATH]) expect(logged(path)).toBe(path);
  });
});

describe("deploy/Caddyfile's own log", () => {
  it("cuts a failed request's URI as the access log does", () => {
    const filters = [
      ...readFileSync("deploy/Caddyfile", "utf8").matchAll(/request>uri regexp "(.+)" "(.*)"/g),
    ].map(([line]) => line);
    // The global `log default` block and the site's access log: one pattern, twice.
    expect(filters).toHaveLength(2);
    expect(filters[0]).toBe(filters[1]);
  });
});
