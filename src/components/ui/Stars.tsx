/**
 * Five filled stars, one image to assistive technology with its text equivalent: a rating
 * is a picture with a label, not a sentence of the page's prose.
 */
export function Stars({ count = 5 }: { count?: number }) {
  return (
    <div role="img" aria-label={`${count} out of 5 stars`} className="flex gap-0.5 text-amber-500">
      {Array.from({ length: count }, (_, index) => (
        <svg
          key={index}
          viewBox="0 0 20 20"
          className="size-5"
          aria-hidden="true"
          focusable="false"
        >
          <path
            fill="currentColor"
            d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z"
          />
        </svg>
      ))}
    </div>
  );
}
