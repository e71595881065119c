import { Stars } from "../ui/Stars";

export interface CustomerQuoteProps {
  quote: string;
  author: string;
  location: string;
}

/**
 * One customer's words about the service on the page, beside its quote form. Taken from
 * src/content/testimonials.yaml, never written for the page; no review markup.
 */
export function CustomerQuote({ quote, author, location }: CustomerQuoteProps) {
  return (
    <figure className="rounded-card border-line border bg-white p-6">
      <Stars />
      <blockquote className="text-ink mt-3 leading-relaxed">
        <p>“{quote}”</p>
      </blockquote>
      <figcaption className="mt-4 text-sm">
        <span className="text-brand-900 font-bold">{author}</span>
        <span className="text-muted">, {location}</span>
      </figcaption>
    </figure>
  );
}
