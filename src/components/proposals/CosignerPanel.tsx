import { formatBusinessDay, formatBusinessTime } from "../../lib/date-format";
import { COSIGN_LIMITS, type CosignStatus } from "../../lib/proposals/cosigner-rules";
import { Button } from "../ui/Button";
import { controlClass } from "../ui/Field";

interface CosignerPanelProps {
  status: CosignStatus;
  /** Where the form posts: the page itself, whose POST reads intent "invite" */
  action: string;
  /** What the last invitation did: sent to whom, or why nothing was sent */
  result: { sentTo: string } | { error: string } | null;
  /** The words typed, given back with an error */
  typed: { name: string; email: string };
}

const sectionClass = "rounded-card grid scroll-mt-24 gap-3 border border-slate-300 bg-white p-5";

/**
 * A second signer on the signed page: once co-signed, who and when with the co-signed PDF;
 * before, "Invite a second signer" (their name and email, a plain form post, no script)
 * and how the last invitation stands.
 */
export function CosignerPanel({ status, action, result, typed }: CosignerPanelProps) {
  if (status.cosigned) {
    return (
      <section id="cosigner" aria-labelledby="cosigner-heading" className={sectionClass}>
        <h2 id="cosigner-heading" className="text-brand-900 text-2xl font-bold">
          Co-signed by {status.cosigned.name} on {formatBusinessDay(status.cosigned.signedAt)}
        </h2>
        <p>
          Both signatures are on the co-signed copy; the copy you signed stays as it was.{" "}
          <a
            href={status.cosigned.pdfPath}
            className="text-brand-700 font-semibold underline"
            download
          >
            Download the co-signed copy (PDF)
          </a>
        </p>
      </section>
    );
  }
  const error = result && "error" in result ? result.error : null;
  const invited = status.invited;
  return (
    <section id="cosigner" aria-labelledby="cosigner-heading" className={sectionClass}>
      <h2 id="cosigner-heading" className="text-brand-900 text-2xl font-bold">
        Invite a second signer
      </h2>
      {result && "sentTo" in result && (
        <p role="status" className="text-brand-900 font-semibold">
          We emailed {result.sentTo} a link to co-sign this proposal. It works for{" "}
          {COSIGN_LIMITS.linkDays} days.
        </p>
      )}
      {error !== null && (
        <p id="cosigner-error" role="alert" className="text-danger font-semibold">
          {error}
        </p>
      )}
      {invited && !(result && "sentTo" in result) && (
        <p>
          {invited.expired
            ? `The link we emailed ${invited.name} on ${formatBusinessDay(invited.invitedAt)} has expired.`
            : `We emailed ${invited.name} a link to co-sign on ${formatBusinessDay(invited.invitedAt)}; they have not signed yet.`}
        </p>
      )}
      <p>
        If someone else should sign too (a spouse, a co-owner), we email them a link to read this
        proposal as you signed it and sign it themselves. A new invitation replaces the last one and
        its link.
      </p>
      {status.canInvite ? (
        <form method="post" action={action} className="grid gap-3">
          <div className="flex flex-col gap-1.5">
            <label htmlFor="cosigner-name" className="font-semibold">
              Their full name
            </label>
            <input
              id="cosigner-name"
              name="cosigner-name"
              required
              minLength={2}
              maxLength={120}
              autoComplete="off"
              defaultValue={typed.name}
              aria-describedby={error === null ? undefined : "cosigner-error"}
              className={controlClass}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor="cosigner-email" className="font-semibold">
              Their email
            </label>
            <input
              id="cosigner-email"
              name="cosigner-email"
              type="email"
              required
              maxLength={254}
              autoComplete="off"
              defaultValue={typed.email}
              aria-describedby={error === null ? undefined : "cosigner-error"}
              className={controlClass}
            />
          </div>
          <Button type="submit" name="intent" value="invite" className="w-full sm:w-auto">
            Email Them the Link
          </Button>
        </form>
      ) : status.invitationsLeft === 0 ? (
        <p>
          You have sent the {COSIGN_LIMITS.perVersion} invitations this proposal allows. Please call
          us if someone else needs to sign.
        </p>
      ) : status.nextAt ? (
        <p>You can send another invitation after {formatBusinessTime(status.nextAt)}.</p>
      ) : null}
    </section>
  );
}
