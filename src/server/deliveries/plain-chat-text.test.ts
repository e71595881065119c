// @vitest-environment node
import { describe, expect, it } from "vitest";
import { plainChatText } from "./plain-chat-text.ts";

const ZWSP = "\u200b";

describe("plainChatText", () => {
  it("leaves an ordinary town as it is", () => {
    for (const town of ["Louisville", "St. Matthews", "Jeffersontown", "O'Fallon"])
      expect(plainChatText(town)).toBe(town);
  });

  it.each([
    [
      "a markdown link",
      "[Open lead](https://evil.example/x)",
      `Open lead (https:${ZWSP}//evil.${ZWSP}example/x)`,
    ],
    [
      "Slack's link syntax",
      "<https://evil.example|Open lead>",
      `&lt;https:${ZWSP}//evil.${ZWSP}example Open lead&gt;`,
    ],
    ["bold, italic, strike and code", "*now* _a_ ~b~ `c`", "now a b c"],
    ["a bare domain", "evil.example", `evil.${ZWSP}example`],
    ["a mention", "<!channel> @here", `&lt;!channel&gt; @${ZWSP}here`],
    ["a line break and a NUL", "Crest\r\nwood\u0000", "Crest wood"],
  ])("neutralises %s", (_case, text, plain) => {
    expect(plainChatText(text)).toBe(plain);
  });
});
