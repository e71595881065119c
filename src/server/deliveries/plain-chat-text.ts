import { asCleanLine } from "../../lib/text-rules.ts";

/** Characters chat markdown formats with: Slack's *bold* _italic_ ~strike~ `code`, [links](…) and <url|label>. */
const MARKUP = /[*_~`[\]|\\]/g;
/** A dot or colon inside a word, which chat apps turn into a link ("evil.example", "https:"). */
const LINK_JOINT = /([.:])(?=[^\s.:])/g;
const ZERO_WIDTH_SPACE = "\u200b";

/**
 * Visitor text as chat text that formats nothing and links nowhere, for the one place an
 * alert repeats what a visitor typed (the town of the address). Slack, Mattermost and
 * Teams read markdown and `<…>` in incoming-webhook text and link bare addresses, so a
 * town typed as "[Open lead](https://evil.example)" would put a link of the visitor's
 * under "URGENT:". Written here rather than taken from a library because it is the
 * intersection of several apps' rules, and each step is one replace:
 * - one line, with the control characters of the text rule removed (lib/text-rules.ts);
 * - markup characters removed: chat apps have no escape for them;
 * - `&`, `<`, `>` escaped as Slack asks, so "<!channel>" is shown, not sent;
 * - a zero-width space after "@" (no mention) and inside "x.y" and "x:" (no link).
 *
 * @example plainChatText("[Open lead](https://evil.example) @here") // "Open lead (https:\u200b//evil.\u200bexample) @\u200bhere"
 */
export function plainChatText(text: string): string {
  return asCleanLine(text)
    .replace(MARKUP, " ")
    .replace(/ {2,}/g, " ")
    .trim()
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll("@", `@${ZERO_WIDTH_SPACE}`)
    .replace(LINK_JOINT, `$1${ZERO_WIDTH_SPACE}`);
}
