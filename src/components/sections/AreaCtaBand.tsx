import { cn } from "../../lib/cn";
import type { LocatedTestimonial } from "../../lib/local-testimonial";
import { LinkButton } from "../ui/Button";
import { Stars } from "../ui/Stars";

interface AreaCtaBandProps {
  heading: string;
  body: string;
  buttonLabel: string;
  /** A customer's words from one of the area's own communities, when there is one */
  testimonial?: LocatedTestimonial | undefined;
}

/**
 * The area page's dark band before the form: its call to action, anchored by a neighbour's
 * words (src/content/testimonials.yaml, never written for the page; no review markup). With
 * no local customer to quote it stands centred on its own.
 */
export function AreaCtaBand({ heading, body, buttonLabel, testimonial }: AreaCtaBandProps) {
  return (
    <section aria-labelledby="area-cta" className="bg-brand-900 py-16 text-white sm:py-20">
      <div
        className={cn(
          "mx-auto max-w-7xl px-4 sm:px-6",
          testimonial ? "grid items-center gap-10 lg:grid-cols-[1fr_1.1fr] lg:gap-16" : "",
        )}
      >
        <div className={cn(testimonial ? "max-w-xl" : "mx-auto max-w-3xl text-center")}>
          <h2 id="area-cta" className="text-3xl font-extrabold text-white sm:text-4xl">
            {heading}
          </h2>
          <p className="text-brand-100 mt-4 text-lg">{body}</p>
          <LinkButton href="#quote-form" size="lg" className="mt-8">
            {buttonLabel}
          </LinkButton>
        </div>
        {testimonial && (
          <figure className="rounded-card border-accent-300 border-t-4 bg-white/5 p-6 ring-1 ring-white/10 sm:p-8">
            <Stars />
            <blockquote className="mt-4 text-lg leading-relaxed text-white sm:text-xl">
              <p>“{testimonial.quote}”</p>
            </blockquote>
            <figcaption className="mt-5 text-sm">
              <span className="font-bold text-white">{testimonial.author}</span>
              <span className="text-brand-100">, {testimonial.location}</span>
            </figcaption>
          </figure>
        )}
      </div>
    </section>
  );
}
