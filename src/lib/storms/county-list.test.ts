import { describe, expect, it } from "vitest";
import { countyList } from "./county-list";

describe("countyList", () => {
  it("says one state's counties together, and each state once", () => {
    expect(countyList(["Jefferson County, KY"])).toBe("Jefferson County, KY");
    expect(countyList(["Jefferson County, KY", "Shelby County, KY"])).toBe(
      "Jefferson and Shelby counties, KY",
    );
    expect(countyList(["Jefferson County, KY", "Floyd County, IN", "Shelby County, KY"])).toBe(
      "Jefferson and Shelby counties, KY and Floyd County, IN",
    );
    expect(countyList(["Jefferson County, KY", "Shelby County, KY", "Oldham County, KY"])).toBe(
      "Jefferson, Shelby and Oldham counties, KY",
    );
  });
});
