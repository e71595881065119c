import { randomInt } from "node:crypto";

/** No 0/O, 1/I/L or U: a reference read out over the phone cannot be misheard. */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A short reference a visitor can quote on the phone, e.g. "Q-7K4P9M". */
export function newReference(): string {
  let code = "";
  for (let index = 0; index < 6; index++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `Q-${code}`;
}
