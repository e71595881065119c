// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { facts } from "./facts";

// Every promise of when the office answers comes from facts.responseTime: a page or an
// email that writes its own ("the same business day", "within the week") contradicts the
// others. This reads every file of copy and every page, component and email composer.
const PROMISES =
  /business day|within the week|same day we|within (a|an|one|two|24|48) (hour|day)s?|get back to you (soon|today|tomorrow)/i;
const roots = ["src/content", "src/components", "src/pages", "src/layouts", "src/server/mail"];

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? files(join(dir, entry.name))
      : /\.(test|spec)\./.test(entry.name)
        ? []
        : [join(dir, entry.name)],
  );

describe("the response-time promise", () => {
  it("is one figure, in config/facts.ts", () => {
    expect(facts.responseTime).toMatch(PROMISES);
  });

  it("is written nowhere else", () => {
    const offenders = roots
      .flatMap(files)
      .filter((file) => PROMISES.test(readFileSync(file, "utf8")));
    expect(offenders).toEqual([]);
  });
});
