import { DateTime } from "luxon";
import type { NoticeId, NoticeText } from "../../config/proposal-notices.ts";
import { isCalendarDay } from "../calendar-day.ts";
import { fillPlaceholders } from "../fill-placeholders.ts";
import type { SaleFacts } from "./proposal-model.ts";
import { addBusinessDays, businessDayOf, endOfBusinessDay } from "./business-days.ts";
import { currentSeller, noticeTextIn, type ProposalWording } from "./proposal-wording.ts";

/*
 * Which cancellation notices a sale needs, and when the homeowner may cancel under each.
 * The words and the counting are config (config/proposal-notices.ts, for the lawyer), as a
 * sent version stored them (lib/proposals/proposal-wording.ts); this decides when each
 * applies and works the dates out. docs/features/proposal-notices.md.
 */

/**
 * The notices a sale needs, in the order they are shown: the state's insurance notice when
 * the job is paid from an insurance claim, and the FTC's when it was sold at the home.
 *
 * @example noticesFor({ state: "KY", paidByInsurance: true, soldAtHome: true, emergencyWork: false })
 * // ["ky-insurance", "ftc-cooling-off"]
 */
export function noticesFor(facts: SaleFacts): NoticeId[] {
  const notices: NoticeId[] = [];
  // Each state by name: a state the office does not serve gets neither insurance notice.
  if (facts.paidByInsurance && facts.state === "KY") notices.push("ky-insurance");
  if (facts.paidByInsurance && facts.state === "IN") notices.push("in-insurance");
  if (facts.soldAtHome) notices.push("ftc-cooling-off");
  return notices;
}

/** When the homeowner may cancel under one notice. Instants are ISO 8601 in UTC. */
export interface CancellationWindow {
  notice: NoticeId;
  /** The signing */
  opensAt: string;
  /** Midnight at the end of `lastDay` in the business's zone; null until the insurer decides */
  closesAt: string | null;
  /** The last local day to cancel, "2026-12-08" (the form's "not later than midnight of") */
  lastDay: string | null;
}

export interface WindowFacts {
  signedAt: Date;
  /** The day the homeowner received the insurer's written decision, as the office records it */
  insurerDecisionOn: string | null;
}

/**
 * The day a notice's business days are counted from, or null while it waits for the insurer.
 * A decision the homeowner had before signing counts from the signing instead, so no window
 * has closed before it opened.
 */
function countedFrom(notice: NoticeText, signingDay: string, decision: string | null) {
  if (notice.window.from === "signing") return signingDay;
  if (decision === null) return null;
  return decision > signingDay ? decision : signingDay;
}

/**
 * For each notice, when the homeowner may cancel: from signing until midnight of the last
 * business day the notice's law gives, counted in the business's zone, under the window
 * `wording` holds (a sent version's own; config's when null).
 *
 * @example cancellationWindows(["ftc-cooling-off"], { signedAt: new Date("2026-12-04T15:00:00Z"), insurerDecisionOn: null })
 * // [{ notice: "ftc-cooling-off", opensAt: "2026-12-04T15:00:00.000Z",
 * //    closesAt: "2026-12-09T05:00:00.000Z", lastDay: "2026-12-08" }]
 */
export function cancellationWindows(
  notices: readonly NoticeId[],
  { signedAt, insurerDecisionOn }: WindowFacts,
  wording: ProposalWording | null = null,
): CancellationWindow[] {
  if (insurerDecisionOn !== null && !isCalendarDay(insurerDecisionOn)) {
    throw new RangeError(`Not a calendar day: ${insurerDecisionOn}`);
  }
  const signingDay = businessDayOf(signedAt);
  return notices.map((id) => {
    const notice = noticeTextIn(wording, id);
    const from = countedFrom(notice, signingDay, insurerDecisionOn);
    const lastDay =
      from === null
        ? null
        : addBusinessDays(from, notice.window.businessDays, {
            saturdays: notice.window.saturdays,
          });
    return {
      notice: id,
      opensAt: signedAt.toISOString(),
      closesAt: lastDay === null ? null : endOfBusinessDay(lastDay).toISOString(),
      lastDay,
    };
  });
}

/** Whether `window` is open at `now`. */
export const isOpen = (window: CancellationWindow, now: Date): boolean =>
  Date.parse(window.opensAt) <= now.getTime() &&
  (window.closesAt === null || now.getTime() < Date.parse(window.closesAt));

/** Whether the homeowner may still cancel under any of the windows at `now`. */
export const canCancel = (windows: readonly CancellationWindow[], now: Date): boolean =>
  windows.some((window) => isOpen(window, now));

/** A notice as shown and signed: its words filled in, with its version and citation. */
export interface ShownNotice {
  id: NoticeId;
  version: string;
  citation: string;
  heading: string;
  paragraphs: string[];
  besideSignature?: string;
  cancellationForm?: { heading: string; paragraphs: string[]; signature: string[] };
}

/** A blank the homeowner or a later step fills, as on a paper form, while a date is unknown. */
const BLANK = "__________";

const inWords = (day: string) =>
  DateTime.fromISO(day, { zone: "utc" }).setLocale("en-US").toFormat("LLLL d, yyyy");

/**
 * The notices' words with the seller and the dates filled in: before signing (`signed` null)
 * the dates are blanks, as on a paper form, and so is a last day that waits for the insurer.
 * The words and the seller are `wording`'s (a sent version's own; config's when null). Every
 * notice tells the homeowner where to send a cancellation, so without the business's
 * address there is nothing lawful to show.
 *
 * @example shownNotices(["ftc-cooling-off"], { transactionDate: "2026-12-04", windows })
 * // the form's last paragraph ends "NOT LATER THAN MIDNIGHT OF December 8, 2026."
 */
export function shownNotices(
  ids: readonly NoticeId[],
  signed: { transactionDate: string; windows: readonly CancellationWindow[] } | null,
  wording: ProposalWording | null = null,
): { ok: true; notices: ShownNotice[] } | { ok: false; problem: "seller-address-missing" } {
  const seller = wording?.seller ?? currentSeller();
  const address = seller.address;
  if (ids.length > 0 && address === null) return { ok: false, problem: "seller-address-missing" };
  const notices = ids.map((id): ShownNotice => {
    const notice = noticeTextIn(wording, id);
    const transactionDate = signed?.transactionDate ?? null;
    const cancelBy = signed?.windows.find((window) => window.notice === id)?.lastDay ?? null;
    const values: Record<string, string> = {
      sellerName: seller.name,
      sellerAddress: address ?? BLANK,
      sellerEmail: seller.email,
      transactionDate: transactionDate === null ? BLANK : inWords(transactionDate),
      cancelBy: cancelBy === null ? BLANK : inWords(cancelBy),
    };
    const fill = (text: string) => fillPlaceholders(text, values);
    return {
      id,
      version: notice.version,
      citation: notice.citation,
      heading: notice.heading,
      paragraphs: notice.paragraphs.map(fill),
      ...(notice.besideSignature === undefined
        ? {}
        : { besideSignature: fill(notice.besideSignature) }),
      ...(notice.cancellationForm === undefined
        ? {}
        : {
            cancellationForm: {
              heading: notice.cancellationForm.heading,
              paragraphs: notice.cancellationForm.paragraphs.map(fill),
              signature: [...notice.cancellationForm.signature],
            },
          }),
    };
  });
  return { ok: true, notices };
}
