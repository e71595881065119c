import { proposalAccess } from "../../config/proposal-access";
import { site } from "../../config/site";
import type { CodeMail } from "../../lib/proposals/access-code-rules";
import { PageHero } from "../sections/PageHero";
import { Button, LinkButton } from "../ui/Button";
import { controlClass } from "../ui/Field";

/*
 * What an old proposal link shows before the code (server/proposals/access-code-operations.ts):
 * what happened, in the homeowner's words, then one step at a time: email me a code, type
 * it. Plain forms, no script; the office's phone for anyone whose email does not come.
 */

/** What the gate knows, from the server. */
export interface GateFacts {
  number: string;
  maskedEmail: string | null;
  live: { sentAt: string; expiresAt: string; triesLeft: number; mail: CodeMail | null } | null;
  locked: boolean;
  nextSendAt: string | null;
  dayLimitReached: boolean;
}

/** Where the newest code's email stands, in a sentence. */
function liveCodeWords(live: NonNullable<GateFacts["live"]>): string {
  const until = clock(live.expiresAt);
  switch (live.mail) {
    case "sent":
      return `Our last code was emailed at ${clock(live.sentAt)} and works until ${until}.`;
    case "on-its-way":
      return `Our last code, asked for at ${clock(live.sentAt)}, is on its way and works until ${until}.`;
    case "not-sent-yet":
      return `Our last code, asked for at ${clock(live.sentAt)}, has not gone out yet: our mail server has not taken it. We keep trying until ${until}.`;
    case null:
      return `Our last code was asked for at ${clock(live.sentAt)} and works until ${until}.`;
  }
}

/** What the last press came to. */
export type GateNotice =
  | "sent"
  | "wait"
  | "day-limit"
  | "no-email"
  | "format"
  | "wrong"
  | "locked"
  | "expired"
  | "used"
  | "no-code";

/** "10:52 AM", in the office's time zone. */
const clock = (iso: string) =>
  new Date(iso).toLocaleTimeString("en-US", {
    hour: "numeric",
    minute: "2-digit",
    timeZone: site.timeZone,
  });

function noticeWords(notice: GateNotice, facts: GateFacts): { text: string; problem: boolean } {
  const tries = facts.live?.triesLeft ?? 0;
  switch (notice) {
    case "sent":
      return {
        // The email is queued, not yet delivered: the page says so, and where it stands on reload.
        text: `We are emailing a code to ${facts.maskedEmail ?? "your address"} now. It usually arrives within a minute; check your spam folder too.`,
        problem: false,
      };
    case "wait":
      return {
        text: "You asked for a code less than a minute ago. Please check your email (and spam folder) before asking for another.",
        problem: false,
      };
    case "day-limit":
      return {
        text: `We have sent as many codes as we can today. Please use the newest one, or call us at ${site.phone.display}.`,
        problem: true,
      };
    case "no-email":
      return {
        text: `We have no email address on file for you, so we cannot send a code. Please call us at ${site.phone.display}.`,
        problem: true,
      };
    case "format":
      return { text: "Please type the 6 digits from the email.", problem: true };
    case "wrong":
      return {
        text:
          tries > 0
            ? `That code is not right. Please check the newest email and try again (${tries} ${tries === 1 ? "try" : "tries"} left).`
            : "That code is not right, and this code has no tries left. Please ask for a new code.",
        problem: true,
      };
    case "locked":
      return {
        text: "That code was typed wrong too many times, so it no longer works. Please ask for a new code.",
        problem: true,
      };
    case "expired":
      return {
        text: `Codes work for ${proposalAccess.codeMinutes} minutes and that one has run out. Please ask for a new code.`,
        problem: true,
      };
    case "used":
      return {
        text: "That code was already used. Please ask for a new code.",
        problem: true,
      };
    case "no-code":
      return { text: "Please ask for a code first.", problem: true };
  }
}

export function AccessCodeGate({
  facts,
  notice,
  action,
}: {
  facts: GateFacts;
  notice: GateNotice | null;
  /** Where both forms post (the gate's own page) */
  action: string;
}) {
  const said = notice && noticeWords(notice, facts);
  const canSend = facts.maskedEmail !== null && !facts.dayLimitReached;
  return (
    <>
      <PageHero
        className="min-h-0"
        eyebrow={`Proposal ${facts.number}`}
        heading="Enter a code to open your proposal"
        subheading={`This link was emailed more than ${proposalAccess.codeAfterDays} days ago. To keep your prices private, we ask for a code we email to the address we have on file for you.`}
      />
      <section className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6">
        {said && (
          <p
            role={said.problem ? "alert" : "status"}
            className={
              said.problem
                ? "rounded-card border-danger text-danger border-2 bg-white p-4 font-semibold"
                : "rounded-card bg-brand-50 text-brand-900 p-4 font-semibold"
            }
          >
            {said.text}
          </p>
        )}
        <div className="rounded-card grid gap-4 border border-slate-300 bg-white p-5 sm:p-6">
          <h2 className="text-brand-900 text-2xl font-bold">1. Get a code by email</h2>
          {facts.maskedEmail === null ? (
            <p>
              We have no email address on file for you. Please call us at {site.phone.display} and
              we will go through your proposal with you.
            </p>
          ) : (
            <p>
              We will email a 6-digit code to <strong>{facts.maskedEmail}</strong>, the address we
              have on file. It works for {proposalAccess.codeMinutes} minutes.
              {facts.live && ` ${liveCodeWords(facts.live)}`}
            </p>
          )}
          {facts.live?.mail === "not-sent-yet" && (
            <p className="border-danger text-danger rounded-card border-2 p-3 font-semibold">
              If no code arrives in a few minutes, please call us at{" "}
              <a className="underline" href={`tel:${site.phone.e164}`}>
                {site.phone.display}
              </a>{" "}
              and we will go through your proposal with you.
            </p>
          )}
          {canSend && (
            <form method="post" action={action}>
              <Button
                type="submit"
                name="intent"
                value="send"
                variant={facts.live ? "outline" : "primary"}
                className="w-full sm:w-auto"
              >
                {facts.live ? "Email Me a New Code" : "Email Me a Code"}
              </Button>
            </form>
          )}
        </div>
        <div className="rounded-card grid gap-4 border border-slate-300 bg-white p-5 sm:p-6">
          <h2 className="text-brand-900 text-2xl font-bold">2. Type the code</h2>
          <form method="post" action={action} className="grid gap-3">
            <input type="hidden" name="intent" value="verify" />
            <label htmlFor="access-code" className="text-brand-900 font-semibold">
              6-digit code from the email
            </label>
            <input
              id="access-code"
              name="code"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9 \-]*"
              maxLength={12}
              required
              className={`${controlClass} max-w-48 text-2xl tracking-[0.3em]`}
              aria-invalid={said?.problem && notice !== "sent" ? true : undefined}
            />
            <Button
              type="submit"
              variant={facts.live ? "primary" : "secondary"}
              className="w-full sm:w-auto sm:justify-self-start"
            >
              Open My Proposal
            </Button>
          </form>
        </div>
        <div className="grid gap-3">
          <p>
            No email? Check your spam folder, or call us at {site.phone.display} and we will help
            you open it.
          </p>
          <LinkButton
            href={`tel:${site.phone.e164}`}
            variant="outline"
            className="w-full sm:w-auto sm:justify-self-start"
          >
            Call {site.phone.display}
          </LinkButton>
        </div>
      </section>
    </>
  );
}
