// @vitest-environment node
import { describe, expect, it } from "vitest";
import { testEngines } from "./test-engines.ts";

describe("the engines a run tests", () => {
  it("are both unless TEST_ENGINES names some", () => {
    expect(testEngines({})).toEqual(["sqlite", "postgres"]);
    expect(testEngines({ TEST_ENGINES: "sqlite" })).toEqual(["sqlite"]);
    expect(testEngines({ TEST_ENGINES: "postgres, sqlite" })).toEqual(["postgres", "sqlite"]);
  });

  it("refuses a name that is no engine, so a typo never skips both", () => {
    expect(() => testEngines({ TEST_ENGINES: "mysql" })).toThrow(/TEST_ENGINES/);
    expect(() => testEngines({ TEST_ENGINES: "sqlite,pg" })).toThrow(/TEST_ENGINES/);
  });
});
