/** "a", "a and b", "a, b and c" */
export const inWords = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/**
 * Counties named as "Jefferson County, KY" said together, in the order given, each state's
 * counties once: "Jefferson and Shelby counties, KY and Floyd County, IN".
 */
export function countyList(labels: readonly string[]): string {
  const states = new Map<string, string[]>();
  for (const label of labels) {
    const match = /^(.+) County, ([A-Z]{2})$/.exec(label);
    const [name, state] = match ? [match[1]!, match[2]!] : [label, ""];
    const names = states.get(state) ?? [];
    if (!names.includes(name)) names.push(name);
    states.set(state, names);
  }
  return inWords(
    [...states].map(([state, names]) => {
      const counties = names.length === 1 ? `${names[0]} County` : `${inWords(names)} counties`;
      return state ? `${counties}, ${state}` : counties;
    }),
  );
}
