// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  addPhotosPath,
  CONTACT_PATH,
  HEALTH_PATH,
  QUOTE_ACTION_PATH,
  QUOTE_REQUEST_PATH,
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
