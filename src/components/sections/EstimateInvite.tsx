import { ESTIMATE_PATH } from "../../lib/public-routes";
import { LinkButton } from "../ui/Button";
import { Section } from "../ui/Section";

interface EstimateInviteProps {
  heading: string;
  intro: string;
}

export const ESTIMATE_LINK_LABEL = "See my price range";

/** A band inviting the visitor to the instant estimate before asking for a quote. */
export function EstimateInvite({ heading, intro }: EstimateInviteProps) {
  return (
    <Section tone="surface" aria-labelledby="estimate-invite" className="py-12 sm:py-12">
      <div className="flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-3xl">
          <h2 id="estimate-invite" className="text-3xl font-extrabold">
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
