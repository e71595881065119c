/** The first focusable element of every page: jumps keyboard users past the header to #main. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="text-brand-900 sr-only z-50 rounded-lg bg-white px-4 py-3 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      Skip to main content
    </a>
  );
}
