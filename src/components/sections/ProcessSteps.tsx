import type { IconName } from "../../lib/icon-names";
import { Icon } from "../ui/Icon";
import { SectionHeading } from "../ui/SectionHeading";

interface ProcessStepsProps {
  heading: string;
  intro?: string | undefined;
  steps: { icon: IconName; title: string; description: string }[];
}

/** A job's steps in order, numbered along a line: across on a wide screen, down on a phone. */
export function ProcessSteps({ heading, intro, steps }: ProcessStepsProps) {
  return (
    <section aria-labelledby="process" className="bg-brand-900 py-16 text-white sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="process"
          heading={heading}
          intro={intro}
          align="left"
          className="[&_p]:text-brand-100 [&_h2]:text-white"
        />
        <ol className="mt-12 grid gap-8 lg:grid-cols-5 lg:gap-6">
          {steps.map((step, index) => (
            <li
              key={step.title}
              className="border-accent-600 relative border-l-2 pl-6 lg:border-t-2 lg:border-l-0 lg:pt-6 lg:pl-0"
            >
              {/* The icon rides on the number row and every title holds two lines on a wide
                  screen, so the descriptions all start on one line. */}
              <div className="flex items-end gap-4 lg:justify-between">
                <p className="font-display text-accent-300 text-5xl leading-none font-bold">
                  {String(index + 1).padStart(2, "0")}
                </p>
                <Icon name={step.icon} className="text-accent-300 size-6" />
              </div>
              <h3 className="mt-3 text-xl font-bold text-white lg:min-h-[2lh]">{step.title}</h3>
              <p className="text-brand-100 mt-2">{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
