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

/** Whether a value is a served county's FIPS code (an own key: never "constructor"). */
export const isServedCounty = (fips: string) => Object.hasOwn(servedCountyNames, fips);

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

/** Street types as addresses write them, long and short: "Ave", "Avenue", "St", … */
const STREET_TYPE =
  "(?:ave(?:nue)?|st(?:reet)?|r(?:oa)?d|dr(?:ive)?|lane|ln|c(?:our)?t|blvd|boulevard|pl(?:ace)?|way|pkwy|parkway|cir(?:cle)?|ter(?:race)?|tr(?:ai)?l|hwy|highway|pike|run|row|sq(?:uare)?|loop|trace|xing|crossing)\\.?";
const TRAILING_STREET_TYPE = new RegExp(`\\s+${STREET_TYPE}$`);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Text as compared for what must not show: compatibility forms folded ("２２１０" is
 * "2210", "Ｈ" is "H"), lower case, runs of spaces as one.
 */
const folded = (text: string) => text.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();

/** Whether `words` appear in `text` as whole words (both folded). */
const hasWords = (text: string, words: string) =>
  words.length >= 3 &&
  new RegExp(`(?:^|[^\\p{L}\\p{N}])${escaped(words)}(?:$|[^\\p{L}\\p{N}])`, "u").test(text);

/** Whether `text` names the street with any way of writing its type ("Edenside Avenue"). */
const hasStreet = (text: string, streetName: string) =>
  streetName.length >= 3 &&
  new RegExp(
    `(?:^|[^\\p{L}\\p{N}])${escaped(streetName)} ${STREET_TYPE}(?:$|[^\\p{L}\\p{N}])`,
    "u",
  ).test(text);

/**
 * What of a lead must never show in a project's words: its street (with and without its
 * type: "edenside ave", "edenside") and its homeowner's name (whole, and the surname).
 *
 * @example privateWordsOf("2210 Edenside Ave, Louisville, KY 40204", "Casey Moreno")
 *          // { street: "edenside ave", streetName: "edenside", name: "casey moreno", surname: "moreno" }
 */
export function privateWordsOf(address: string, name: string) {
  const street = folded(address.split(",")[0]!).replace(/^\d+[a-z]?\s+/, "");
  const names = folded(name).split(" ").filter(Boolean);
  return {
    street,
    streetName: street.replace(TRAILING_STREET_TYPE, ""),
    name: names.join(" "),
    surname: names.length > 1 ? names.at(-1)! : "",
  };
}

/**
 * The problems of a project's fields, by field; none when it may be saved. `address` and
 * `name` are the lead's: the public words never repeat its street or the homeowner's
 * name; `services` are the service pages a project may name; `today` is YYYY-MM-DD in
 * Louisville.
 */
export function projectProblems(
  input: ProjectInput,
  context: { address: string; name: string; services: readonly string[]; today: string },
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
  const secret = privateWordsOf(context.address, context.name);
  const town = folded(input.town);
  if (!problems.town && /\p{N}/u.test(town))
    problems.town =
      "Write the town or neighbourhood only, without a house number or ZIP code: the public sees it.";
  else if (!problems.town && (hasWords(town, secret.streetName) || hasWords(town, secret.street)))
    problems.town = "Write the town or neighbourhood only, not the street: the public sees it.";
  else if (!problems.town && (hasWords(town, secret.name) || hasWords(town, secret.surname)))
    problems.town = "Leave the homeowner's name out: the public sees it.";
  if (!context.services.includes(input.servicePath))
    problems.servicePath = "Please choose the service this job was.";
  if (!isServedCounty(input.countyFips)) problems.countyFips = "Please choose the county.";
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(input.month))
    problems.month = "Please give the month the job was finished.";
  else if (input.month > context.today.slice(0, 7))
    problems.month = "The month cannot be in the future.";
  else if (input.month < "2000-01") problems.month = "Please check the year.";
  const title = folded(input.title);
  if (!problems.title && (hasWords(title, secret.street) || hasWords(title, secret.streetName)))
    problems.title = "Leave the street out of the title: the public sees it.";
  else if (!problems.title && (hasWords(title, secret.name) || hasWords(title, secret.surname)))
    problems.title = "Leave the homeowner's name out of the title: the public sees it.";
  const description = input.description;
  const words = folded(description);
  if (!description) problems.description = "Please describe the job in a few sentences.";
  else if (description.length > PROJECT_LIMITS.description)
    problems.description = `Please keep the description under ${PROJECT_LIMITS.description.toLocaleString("en-US")} characters.`;
  else if (textProblem(description, "multi-line"))
    problems.description =
      "The description has a hidden control character, often left by copying and pasting. Please type it again.";
  else if (hasWords(words, secret.street) || hasStreet(words, secret.streetName))
    problems.description = "Leave the street out of the description: the public sees it.";
  // The whole name only: a surname alone ("Brown", "Stone") is too often a plain word here.
  else if (hasWords(words, secret.name))
    problems.description = "Leave the homeowner's name out of the description: the public sees it.";
  return problems;
}
