/**
 * The point of a page's picture a crop keeps in view (a phone shows a narrower slice of a
 * wide picture). Named, not free CSS, because the site's CSP allows no inline styles: each
 * is a class the stylesheet already has.
 */
export const artFocuses = [
  "center",
  "left",
  "right",
  "top",
  "bottom",
  "left-top",
  "left-bottom",
  "right-top",
  "right-bottom",
] as const;

export type ArtFocus = (typeof artFocuses)[number];

/** Written out whole so Tailwind finds every class in the source. */
export const focusClass: Record<ArtFocus, string> = {
  center: "object-center",
  left: "object-left",
  right: "object-right",
  top: "object-top",
  bottom: "object-bottom",
  "left-top": "object-left-top",
  "left-bottom": "object-left-bottom",
  "right-top": "object-right-top",
  "right-bottom": "object-right-bottom",
};
