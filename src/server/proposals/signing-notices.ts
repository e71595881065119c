import { businessDayOf } from "../../lib/proposals/business-days.ts";
import { cancellationWindows, noticesFor, shownNotices } from "../../lib/proposals/notices.ts";
import type { ProposalParties } from "../../lib/proposals/proposal-document.ts";
import { partiesOf } from "./document-as-shown.ts";
import type { ProposalLead, StoredVersion } from "./proposal-repo.ts";

/*
 * The notices as a version's signing dates them: the transaction's day and each window's
 * last day, from the moment the homeowner signed. Signing works them out to make the
 * signed PDF; co-signing works them out again from the same moment, so the co-signed copy
 * states the same dates (an insurer's decision recorded later is not part of either copy).
 */

export type SigningNotices =
  | {
      ok: true;
      parties: ProposalParties;
      windows: ReturnType<typeof cancellationWindows>;
      notices: Extract<ReturnType<typeof shownNotices>, { ok: true }>["notices"];
    }
  | { ok: false; problem: "seller-address-missing" };

export function signingNotices(
  version: StoredVersion,
  lead: ProposalLead,
  signedAt: Date,
): SigningNotices {
  const ids = noticesFor(version.content.facts);
  const parties = partiesOf(version, lead);
  const windows = cancellationWindows(ids, { signedAt, insurerDecisionOn: null }, parties.wording);
  const dated = shownNotices(
    ids,
    { transactionDate: businessDayOf(signedAt), windows },
    parties.wording,
  );
  if (!dated.ok) return dated;
  return { ok: true, parties, windows, notices: dated.notices };
}
