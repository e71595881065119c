import { describe, expect, it } from "vitest";
import { privateWordsOf, projectProblems, type ProjectInput } from "./project-fields.ts";

const context = {
  address: "2210 Edenside Ave, Louisville, KY 40204",
  name: "Casey Moreno",
  services: ["residential/roof-replacement"],
  today: "2026-11-28",
};
const input: ProjectInput = {
  title: "Architectural shingles on a Highlands foursquare",
  servicePath: "residential/roof-replacement",
  town: "The Highlands",
  countyFips: "21111",
  month: "2026-11",
  description: "Two layers off, brown architectural shingles on, and a ridge vent.",
};
const fieldsRefused = (change: Partial<ProjectInput>) =>
  Object.keys(projectProblems({ ...input, ...change }, context));

describe("a project's public words", () => {
  it("reads the street with and without its type, and the name", () => {
    expect(privateWordsOf(context.address, "  Casey   Moreno ")).toEqual({
      street: "edenside ave",
      streetName: "edenside",
      name: "casey moreno",
      surname: "moreno",
    });
  });

  it("are accepted as a homeowner would read them", () => {
    expect(projectProblems(input, context)).toEqual({});
    // A plain word that is also a surname, in the description, is not a name.
    expect(projectProblems(input, { ...context, name: "Dana Brown" })).toEqual({});
  });

  it.each([
    [{ town: "Edenside" }, "town"],
    [{ town: "Edenside  Ave" }, "town"],
    [{ town: "ＥＤＥＮＳＩＤＥ" }, "town"],
    [{ town: "Ｈighlands ２２１０" }, "town"],
    [{ town: "Highlands 40204" }, "town"],
    [{ town: "Moreno's block" }, "town"],
    [{ title: "Casey Moreno's new roof" }, "title"],
    [{ title: "New roof for the Morenos on Edenside" }, "title"],
    [{ title: "New roof on edenside  AVE" }, "title"],
    [{ description: "Casey  Moreno was thrilled." }, "description"],
    [{ description: "Work at 2210 Edenside Avenue went well." }, "description"],
    [{ countyFips: "constructor" }, "countyFips"],
    [{ countyFips: "__proto__" }, "countyFips"],
    [{ countyFips: "toString" }, "countyFips"],
  ] as [Partial<ProjectInput>, keyof ProjectInput][])(
    "refuse %j in the %s field",
    (change, field) => {
      expect(fieldsRefused(change)).toEqual([field]);
    },
  );
});
