import { formatBusinessDay } from "../../lib/date-format";

interface HomeownerProposalsProps {
  proposals: readonly {
    number: string;
    version: number;
    status: string;
    signed: boolean;
    sentAt: string | null;
    href: string;
    signedPdfHref: string | null;
    cosignedPdfHref: string | null;
  }[];
}

/** The proposals the office sent and those signed, each at its own link, the signed PDF beside. */
export function HomeownerProposals({ proposals }: HomeownerProposalsProps) {
  return (
    <section aria-labelledby="my-proposals" className="flex flex-col gap-4">
      <h2 id="my-proposals" className="text-brand-900 text-2xl font-extrabold">
        Your proposals
      </h2>
      {proposals.length === 0 ? (
        <p className="text-lg">
          None yet: after the inspection, the office sends your proposal by email and it appears
          here.
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {proposals.map((proposal) => (
            <li
              key={`${proposal.number}-${proposal.version}`}
              className="border-line flex flex-col gap-2 rounded-lg border bg-white p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div>
                <p className="text-brand-900 text-lg font-bold">
                  Proposal {proposal.number}
                  {proposal.version > 1 ? `, version ${proposal.version}` : ""}
                </p>
                <p className="text-muted">
                  <span data-testid="my-proposal-status">{proposal.status}</span>
                  {proposal.sentAt ? ` · sent ${formatBusinessDay(proposal.sentAt)}` : ""}
                </p>
              </div>
              <p className="flex flex-wrap gap-x-5 gap-y-2">
                <a href={proposal.href} className="text-brand-700 font-semibold underline">
                  {proposal.signed ? "View the proposal" : "Read and answer"}
                  <span className="sr-only"> {proposal.number}</span>
                </a>
                {proposal.signedPdfHref && (
                  <a
                    href={proposal.signedPdfHref}
                    className="text-brand-700 font-semibold underline"
                  >
                    Signed copy (PDF)<span className="sr-only"> of {proposal.number}</span>
                  </a>
                )}
                {proposal.cosignedPdfHref && (
                  <a
                    href={proposal.cosignedPdfHref}
                    className="text-brand-700 font-semibold underline"
                  >
                    Co-signed copy (PDF)<span className="sr-only"> of {proposal.number}</span>
                  </a>
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
