import { describe, expect, it } from "vitest";
import { choiceInQuery, choiceQuery, readProposalPost } from "./proposal-post.ts";

const SHOWN = "a".repeat(64);

describe("readProposalPost", () => {
  it("reads an invitation: the second signer's name and email only, as typed", () => {
    expect(
      readProposalPost([
        ["intent", "invite"],
        ["cosigner-name", "Pat Whitfield"],
        ["cosigner-email", "pat@example.com"],
      ]),
    ).toEqual({
      ok: true,
      post: { intent: "invite", name: "Pat Whitfield", email: "pat@example.com" },
    });
    expect(
      readProposalPost([
        ["intent", "invite"],
        ["cosigner-name", "Pat Whitfield"],
        ["message", "Click here"],
      ]).ok,
    ).toBe(false);
  });

  it("reads a cancellation: only its box, ticked or not", () => {
    expect(
      readProposalPost([
        ["intent", "cancel"],
        ["confirm", "on"],
      ]),
    ).toEqual({ ok: true, post: { intent: "cancel", confirmed: true } });
    expect(readProposalPost([["intent", "cancel"]])).toEqual({
      ok: true,
      post: { intent: "cancel", confirmed: false },
    });
  });

  it.each([
    [
      "a second box",
      [
        ["confirm", "on"],
        ["confirm", "on"],
      ],
    ],
    ["a value other than the box's", [["confirm", "yes"]]],
    [
      "a field the form does not have",
      [
        ["confirm", "on"],
        ["reason", "changed my mind"],
      ],
    ],
    [
      "a signature's fields",
      [
        ["confirm", "on"],
        ["name", "Dana"],
      ],
    ],
  ])("refuses a cancellation with %s", (_, fields) => {
    expect(
      readProposalPost([["intent", "cancel"], ...(fields as [string, string][])]),
    ).toMatchObject({ ok: false });
  });

  it("reads a signature: the choice's ids, the typed name, the consent and the page's hash", () => {
    expect(
      readProposalPost([
        ["intent", "sign"],
        ["option", "option-2"],
        ["add-on", "add-on-gutters"],
        ["add-on", "add-on-gutters"],
        ["name", "Dana Whitfield"],
        ["consent", "on"],
        ["shown", SHOWN],
      ]),
    ).toEqual({
      ok: true,
      post: {
        intent: "sign",
        choice: { optionId: "option-2", addOnIds: ["add-on-gutters"] },
        name: "Dana Whitfield",
        consented: true,
        shownSha256: SHOWN,
        totalFor: "",
      },
    });
  });

  it("reads a signature without a choice or a consent as such, for the page to say so", () => {
    const read = readProposalPost([
      ["intent", "sign"],
      ["name", "Dana"],
      ["shown", SHOWN],
    ]);
    expect(read).toMatchObject({ ok: true, post: { choice: null, consented: false } });
  });

  it.each([
    [
      "a total posted beside the choice",
      [
        ["intent", "sign"],
        ["option", "option-1"],
        ["total", "1"],
        ["shown", SHOWN],
      ],
    ],
    [
      "a deposit",
      [
        ["intent", "update"],
        ["deposit", "0"],
      ],
    ],
    [
      "a field sent twice",
      [
        ["intent", "sign"],
        ["name", "A"],
        ["name", "B"],
        ["shown", SHOWN],
      ],
    ],
    ["no intent", [["option", "option-1"]]],
    ["an intent the page has not", [["intent", "pay"]]],
    [
      "a name on a decline",
      [
        ["intent", "decline"],
        ["name", "Dana"],
      ],
    ],
    [
      "an option id with markup",
      [
        ["intent", "update"],
        ["option", "<b>"],
      ],
    ],
    [
      "a signature without the page's hash",
      [
        ["intent", "sign"],
        ["option", "option-1"],
      ],
    ],
    [
      "21 add-ons",
      [["intent", "update"], ...Array.from({ length: 21 }, (_, i) => ["add-on", `add-on-${i}`])],
    ],
  ] as [string, [string, string][]][])("refuses %s", (_, entries) => {
    expect(readProposalPost(entries)).toMatchObject({ ok: false });
  });

  it("refuses a file where text belongs", () => {
    expect(readProposalPost([["intent", new Blob(["sign"])]])).toMatchObject({ ok: false });
  });
});

describe("the choice in the address", () => {
  const known = { optionIds: ["option-1", "option-2"], addOnIds: ["add-on-gutters"] };

  it("keeps only the proposal's own ids", () => {
    const params = new URLSearchParams("option=option-9&add-on=add-on-gutters&add-on=x");
    expect(choiceInQuery(params, known)).toEqual({ optionId: null, addOnIds: ["add-on-gutters"] });
  });

  it("round-trips through the query the update button leaves", () => {
    const query = choiceQuery("option-2", ["add-on-gutters"]);
    expect(query).toBe("?option=option-2&add-on=add-on-gutters");
    expect(choiceInQuery(new URLSearchParams(query), known)).toEqual({
      optionId: "option-2",
      addOnIds: ["add-on-gutters"],
    });
  });
});
