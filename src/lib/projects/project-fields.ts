import { serviceCounties, servedCountyNames } from "../../config/service-counties.ts";
import { serviceZips } from "../../config/service-zips.ts";
import { textProblem } from "../text-rules.ts";

/*
 * The rules for what staff write of a project, shared by its form and the server: the
 * public sees these words, so each is checked for what must never show (a street, a house
 * number, a hidden control character).
 */

export const PROJECT_LIMITS = {
  title: 90,
  town: 60,
  description: 1_500,
} as const;

/** A project's fields as the form posts them. */
export interface ProjectInput {
  title: string;
  servicePath: string;
  town: string;
  countyFips: string;
  month: string;
  description: string;
}

export type ProjectProblems = Partial<Record<keyof ProjectInput, string>>;

/** The served counties, for the form's choice and the public filter. */
export const projectCounties = Object.entries(servedCountyNames).map(([fips, name]) => ({
  fips,
  name,
}));

/** The county a ZIP lies in, by the area pages' ZIPs (config/service-zips.ts), or undefined. */
export function countyOfZip(zip: string | undefined): string | undefined {
  if (!zip) return undefined;
  const area = Object.keys(serviceZips).find((key) => serviceZips[key]!.includes(zip));
  return area ? serviceCounties[area]?.[0] : undefined;
}

/**
 * The street of a typed address without its house number: what a project's words must
 * never contain. "1842 Windsor Pl, Louisville, KY 40204" → "Windsor Pl"
 */
export const streetOf = (address: string) =>
  address
    .split(",")[0]!
    .trim()
    .replace(/^\d+[a-z]?\s+/i, "");

/**
 * The problems of a project's fields, by field; none when it may be saved. `address` is
 * the lead's, so the town cannot repeat its street; `services` are the service pages a
 * project may name; `today` is YYYY-MM-DD in Louisville.
 */
export function projectProblems(
  input: ProjectInput,
  context: { address: string; services: readonly string[]; today: string },
): ProjectProblems {
  const problems: ProjectProblems = {};
  const line = (field: "title" | "town", label: string) => {
    const value = input[field];
    if (!value) problems[field] = `Please write the ${label}.`;
    else if (value.length > PROJECT_LIMITS[field])
      problems[field] = `Please keep the ${label} under ${PROJECT_LIMITS[field]} characters.`;
    else if (textProblem(value, "single-line"))
      problems[field] =
        `The ${label} has a hidden control character or a line break. Please type it again.`;
  };
  line("title", "title");
  line("town", "town or neighbourhood");
  const street = streetOf(context.address).toLowerCase();
  if (!problems.town && /\d/.test(input.town))
    problems.town =
      "Write the town or neighbourhood only, without a house number or ZIP code: the public sees it.";
  else if (!problems.town && street.length > 3 && input.town.toLowerCase().includes(street))
    problems.town = "Write the town or neighbourhood only, not the street: the public sees it.";
  if (!context.services.includes(input.servicePath))
    problems.servicePath = "Please choose the service this job was.";
  if (!servedCountyNames[input.countyFips]) problems.countyFips = "Please choose the county.";
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(input.month))
    problems.month = "Please give the month the job was finished.";
  else if (input.month > context.today.slice(0, 7))
    problems.month = "The month cannot be in the future.";
  else if (input.month < "2000-01") problems.month = "Please check the year.";
  if (!problems.title && street.length > 3 && input.title.toLowerCase().includes(street))
    problems.title = "Leave the street out of the title: the public sees it.";
  const description = input.description;
  if (!description) problems.description = "Please describe the job in a few sentences.";
  else if (description.length > PROJECT_LIMITS.description)
    problems.description = `Please keep the description under ${PROJECT_LIMITS.description.toLocaleString("en-US")} characters.`;
  else if (textProblem(description, "multi-line"))
    problems.description =
      "The description has a hidden control character, often left by copying and pasting. Please type it again.";
  else if (street.length > 3 && description.toLowerCase().includes(street))
    problems.description = "Leave the street out of the description: the public sees it.";
  return problems;
}
