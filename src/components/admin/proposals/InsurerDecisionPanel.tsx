import { insurerDecisionChoices, insurerDecisionWords } from "../../../config/insurer-decision";
import { formatBusinessDay, formatBusinessTime, formatCalendarDay } from "../../../lib/date-format";
import { fillPlaceholders } from "../../../lib/fill-placeholders";
import { formatDollars } from "../../../lib/format-dollars";
import type { DecisionView } from "../../../lib/proposals/insurer-decision";
import { Button } from "../../ui/Button";
import { controlClass, Field } from "../../ui/Field";

interface InsurerDecisionPanelProps {
  view: DecisionView;
  versionId: number;
  /** Where the form posts (actions.admin.recordInsurerDecision) */
  action: string;
  /** The form as typed after a refusal, with each field's message; empty otherwise */
  state: { values: Record<string, string>; errors: Record<string, string> };
}

const words = insurerDecisionWords;

/** What the windows and the deposit come to now, in the office's words. */
function Consequences({ view }: { view: DecisionView }) {
  const { deposit } = view;
  const amount = "dollars" in deposit ? formatDollars(deposit.dollars) : "";
  return (
    <ul className="grid list-disc gap-1 pl-5">
      {view.windows.map((window) => (
        <li key={window.citation}>
          {window.lastDay === null
            ? fillPlaceholders(words.windowWaits, { citation: window.citation })
            : fillPlaceholders(window.lastDay < view.today ? words.windowEnded : words.windowEnds, {
                citation: window.citation,
                date: formatCalendarDay(window.lastDay),
              })}
        </li>
      ))}
      {deposit.state === "paid" && <li>{words.depositPaid}</li>}
      {deposit.state === "payable" && (
        <li>{fillPlaceholders(words.depositPayable, { deposit: amount })}</li>
      )}
      {deposit.state === "held" && (
        <li>
          {deposit.until === null
            ? fillPlaceholders(words.depositHeldForDecision, { deposit: amount })
            : fillPlaceholders(words.depositHeldUntil, {
                deposit: amount,
                date: formatBusinessDay(deposit.until),
              })}
        </li>
      )}
    </ul>
  );
}

/**
 * The insurer's written decision on the claim that pays for a signed contract: recorded
 * once by a plain form (no script), then shown with who recorded it and what it changed;
 * a correction is the same form with a reason, added to the history.
 */
export function InsurerDecisionPanel({
  view,
  versionId,
  action,
  state,
}: InsurerDecisionPanelProps) {
  const { recorded } = view;
  const correcting = recorded !== null;
  const chosen = state.values.decision ?? "";
  const label = (value: string) =>
    insurerDecisionChoices.find((choice) => choice.value === value)?.label ?? value;
  const form = (
    <form method="post" action={action} className="grid gap-4">
      <input type="hidden" name="versionId" value={versionId} />
      <input type="hidden" name="expected" value={view.key} />
      <fieldset
        className="grid gap-2"
        aria-describedby={state.errors.decision ? "decision-error" : undefined}
      >
        <legend className="text-brand-900 mb-1 font-semibold">{words.decisionLegend}</legend>
        {insurerDecisionChoices.map((choice) => (
          <label key={choice.value} className="flex items-start gap-3">
            <input
              type="radio"
              name="decision"
              value={choice.value}
              required
              defaultChecked={chosen === choice.value}
              className="mt-1 size-5 shrink-0"
            />
            <span>{choice.label}</span>
          </label>
        ))}
        {state.errors.decision && (
          <p id="decision-error" className="text-danger text-sm font-semibold">
            {state.errors.decision}
          </p>
        )}
      </fieldset>
      <Field label={words.dayLabel} hint={words.dayHelp} error={state.errors.receivedOn}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            type="date"
            name="receivedOn"
            required
            min={view.signingDay}
            max={view.today}
            defaultValue={state.values.receivedOn ?? ""}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className={controlClass}
          />
        )}
      </Field>
      {correcting && (
        <Field label={words.reasonLabel} hint={words.reasonHelp} error={state.errors.reason}>
          {({ id, describedBy, invalid }) => (
            <textarea
              id={id}
              name="reason"
              rows={2}
              maxLength={500}
              required
              defaultValue={state.values.reason ?? ""}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              className={controlClass}
            />
          )}
        </Field>
      )}
      <Button
        type="submit"
        variant={correcting ? "outline" : "primary"}
        className="justify-self-start"
      >
        {correcting ? words.correct : words.record}
      </Button>
    </form>
  );
  return (
    <div className="grid gap-4">
      {recorded === null ? (
        <p>{words.waiting}</p>
      ) : (
        <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">Decision</dt>
          <dd>{label(recorded.choice)}</dd>
          <dt className="font-semibold">Homeowner received it</dt>
          <dd>{formatCalendarDay(recorded.receivedOn)}</dd>
          <dd className="text-muted text-sm sm:col-span-2">
            {fillPlaceholders(words.recorded, {
              by: recorded.actor.replace(/^staff:/, ""),
              at: `${formatBusinessDay(recorded.at)}, ${formatBusinessTime(recorded.at)}`,
            })}
            {recorded.records > 1 && ` Corrected ${recorded.records - 1} time(s); see the history.`}
          </dd>
        </dl>
      )}
      <Consequences view={view} />
      {correcting ? (
        <details className="grid gap-3" open={Object.keys(state.errors).length > 0}>
          <summary className="cursor-pointer font-semibold underline">{words.correct}</summary>
          <p className="text-muted my-3 text-sm">{words.correctionIntro}</p>
          {form}
        </details>
      ) : (
        form
      )}
    </div>
  );
}
