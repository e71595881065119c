import { ESTIMATE_PATH } from "../../lib/public-routes";
import { LinkButton } from "../ui/Button";
import { Section } from "../ui/Section";

interface EstimateInviteProps {
  heading: string;
  intro: string;
}

export const ESTIMATE_LINK_LABEL = "See my price range";

/**
 * A card inviting the visitor to the instant estimate before asking for a quote, on the same
 * reading column (max-w-3xl) as the prose and the questions around it.
 */
export function EstimateInvite({ heading, intro }: EstimateInviteProps) {
  return (
    <Section
      tone="surface"
      aria-labelledby="estimate-invite"
      // Right after another grey section (a service page's prose) it joins it, no double gap.
      className="py-12 sm:py-12 [.bg-surface+&]:pt-0"
    >
      <div className="rounded-card border-line shadow-card mx-auto flex max-w-3xl flex-col items-start gap-5 border bg-white p-6 sm:p-8">
        <div>
          <h2 id="estimate-invite" className="text-2xl font-extrabold sm:text-3xl">
            {heading}
          </h2>
          <p className="text-muted mt-2 text-lg">{intro}</p>
        </div>
        <LinkButton href={ESTIMATE_PATH} variant="secondary" size="lg">
          {ESTIMATE_LINK_LABEL}
        </LinkButton>
      </div>
    </Section>
  );
}
