import { formatDate } from "../../../lib/date-format";
import type { PublicRating } from "../../../config/trust-types";
import { ExternalLink } from "./ExternalLink";

/** Stars filled to the score, drawn once and clipped, with the figure in words beside them. */
function ScoreStars({ score, outOf }: { score: number; outOf: number }) {
  const star = "M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z";
  const row = (fill: string) =>
    Array.from({ length: 5 }, (_, index) => (
      <path key={index} d={star} transform={`translate(${index * 21} 0)`} fill={fill} />
    ));
  return (
    <svg viewBox="0 0 104 20" className="h-5 w-26" aria-hidden="true" focusable="false">
      <defs>
        <clipPath id={`score-${score}-${outOf}`}>
          <rect width={(104 * score) / outOf} height="20" />
        </clipPath>
      </defs>
      <g>{row("#d8dee5")}</g>
      <g clipPath={`url(#score-${score}-${outOf})`}>{row("#b45309")}</g>
    </svg>
  );
}

/** "4.8 of 5 on Google, 126 reviews, checked November 2, 2026": the date is always shown. */
export function RatingFact({ rating }: { rating: PublicRating }) {
  const checked = formatDate(new Date(`${rating.checked}T00:00:00Z`));
  return (
    <div className="flex flex-col gap-1">
      <p className="flex items-baseline gap-2">
        <span className="font-display text-brand-900 text-4xl font-bold">{rating.score}</span>
        <span className="text-muted">of {rating.outOf}</span>
        <ScoreStars score={rating.score} outOf={rating.outOf} />
      </p>
      <p className="text-ink font-semibold">
        {rating.source} · {rating.count.toLocaleString("en-US")} reviews
      </p>
      <p className="text-muted text-sm">
        Checked <time dateTime={rating.checked}>{checked}</time>
      </p>
      <ExternalLink href={rating.url} className="mt-1 text-sm">
        Read the reviews on {rating.source}
      </ExternalLink>
    </div>
  );
}
