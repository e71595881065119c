// @vitest-environment node
import { readdirSync } from "node:fs";
import { serviceZips } from "../../config/service-zips";
import { isServedZip } from "./service-area";

describe("isServedZip", () => {
  it.each([
    ["40205", true], // the Highlands, Louisville
    ["40299", true], // Jeffersontown
    ["47130", false], // Jeffersonville, Clark County: not an area page
    ["40165", true], // Shepherdsville, Bullitt County
    ["40031", true], // La Grange, Oldham County
    ["40065", true], // Shelbyville
    ["47150", true], // New Albany, Indiana
    ["40502", false], // Lexington
    ["46204", false], // Indianapolis
    ["40300", false],
  ])("%s → %s", (zip, served) => {
    expect(isServedZip(zip, serviceZips)).toBe(served);
  });

  it("lists ZIPs for exactly the area pages there are", () => {
    const areas = readdirSync(new URL("../../content/areas/", import.meta.url)).map((file) =>
      file.replace(/\.yaml$/, ""),
    );
    expect(Object.keys(serviceZips).sort()).toEqual(areas.sort());
  });
});
