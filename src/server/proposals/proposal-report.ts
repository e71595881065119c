import { DateTime } from "luxon";
import { BUSINESS_ZONE } from "../../lib/booking/windows.ts";
import type { Db } from "../tables.ts";
import { versionsSentSince, type ReportedVersion } from "./staff-proposal-repo.ts";

/*
 * How proposals turn into signed jobs, for the reports page: per month, the proposals sent
 * and those signed; over the months shown, the close rate; and per kind of roof (the price
 * book option the homeowner chose), how many signed and their average value. A proposal
 * counts once however many versions it went through: sent in the month its first version
 * went out, signed in the month a version was signed.
 */

/** How many months the report covers, the current one last (as the other monthly reports). */
export const PROPOSAL_REPORT_MONTHS = 12;

export interface ProposalMonth {
  /** "Nov 2026" */
  label: string;
  sent: number;
  accepted: number;
}

export interface OptionValue {
  /** The price book option's name, "Architectural asphalt shingles" */
  name: string;
  accepted: number;
  /** The average signed total, whole dollars */
  averageTotal: number;
}

export interface ProposalReport {
  months: ProposalMonth[];
  sent: number;
  accepted: number;
  /** Signed proposals among those sent in these months, 0 to 1; null before any was sent */
  closeRate: number | null;
  byOption: OptionValue[];
}

/** The name of the book option a signed version's choice was priced from. */
function chosenOptionName(version: ReportedVersion): string {
  const option = version.content.options.find((o) => o.id === version.acceptedOptionId);
  const book = version.content.priceBook.options.find((o) => o.id === option?.bookOptionId);
  return book?.name ?? option?.label ?? "Unknown option";
}

export async function proposalReport(db: Db, now: Date): Promise<ProposalReport> {
  const current = DateTime.fromJSDate(now, { zone: BUSINESS_ZONE }).startOf("month");
  const first = current.minus({ months: PROPOSAL_REPORT_MONTHS - 1 });
  const versions = await versionsSentSince(db, first.toUTC().toISO()!);
  const monthOf = (iso: string) =>
    DateTime.fromISO(iso, { zone: BUSINESS_ZONE }).toFormat("yyyy-LL");

  // Each proposal's first sending in the window, and its signed version if any.
  const firstSent = new Map<number, string>();
  const signed = new Map<number, ReportedVersion>();
  for (const version of versions) {
    if (!firstSent.has(version.proposalId)) firstSent.set(version.proposalId, version.sentAt);
    if (version.status === "accepted") signed.set(version.proposalId, version);
  }

  const months = Array.from({ length: PROPOSAL_REPORT_MONTHS }, (_, index) => {
    const month = first.plus({ months: index });
    const key = month.toFormat("yyyy-LL");
    return {
      label: month.setLocale("en-US").toFormat("LLL yyyy"),
      sent: [...firstSent.values()].filter((at) => monthOf(at) === key).length,
      accepted: [...signed.values()].filter(
        (version) => version.decidedAt !== null && monthOf(version.decidedAt) === key,
      ).length,
    };
  });

  const totals = new Map<string, number[]>();
  for (const version of signed.values()) {
    const name = chosenOptionName(version);
    totals.set(name, [...(totals.get(name) ?? []), version.acceptedTotal ?? 0]);
  }
  const byOption = [...totals.entries()]
    .map(([name, values]) => ({
      name,
      accepted: values.length,
      averageTotal: Math.round(values.reduce((sum, value) => sum + value, 0) / values.length),
    }))
    .sort((a, b) => b.accepted - a.accepted || a.name.localeCompare(b.name));

  return {
    months,
    sent: firstSent.size,
    accepted: signed.size,
    closeRate: firstSent.size === 0 ? null : signed.size / firstSent.size,
    byOption,
  };
}
