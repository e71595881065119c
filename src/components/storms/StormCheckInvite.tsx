import { LinkButton } from "../ui/Button";
import { Section } from "../ui/Section";
import { STORM_CHECK_PATH, STORMS_PATH } from "../../lib/public-routes";

/** On the emergency pages: look up what the Weather Service recorded near you. */
export function StormCheckInvite() {
  return (
    <Section tone="surface" aria-labelledby="storm-check-invite">
      <div className="mx-auto max-w-3xl">
        <h2 id="storm-check-invite" className="text-2xl font-extrabold sm:text-3xl">
          Was your street in the storm?
        </h2>
        <p className="mt-3 text-lg">
          Type your ZIP code into our storm check to see the hail and damaging wind the National
          Weather Service recorded within 10 miles of you in the last five years, or look through
          the recent storms in Louisville Metro and Southern Indiana.
        </p>
        <div className="mt-5 flex flex-wrap gap-3">
          <LinkButton href={STORM_CHECK_PATH}>Check your ZIP code</LinkButton>
          <LinkButton href={STORMS_PATH} variant="outline">
            Recent storms
          </LinkButton>
        </div>
      </div>
    </Section>
  );
}
