/*
 * The public paths the server, the emails, the sitemap and the proxy configurations name,
 * beside admin-routes.ts for the staff area. Browser-safe. Pages that are only linked
 * (the service pages, the blog) take their paths from the content, not from here.
 */

/** The contact page, which carries the quote form. */
export const CONTACT_PATH = "/contact";
/** The quote form on the contact page, for "Get a quote" links. */
export const QUOTE_FORM_HREF = `${CONTACT_PATH}#quote-form`;
/** The no-JavaScript quote form posts here and gets its result page. */
export const QUOTE_REQUEST_PATH = "/quote-request";
/** The quote action's name, as Astro's actions and the form's `_action` carry it. */
export const QUOTE_ACTION = "quote.submit";
/** Where the quote form posts with JavaScript. */
export const QUOTE_ACTION_PATH = `/_actions/${QUOTE_ACTION}`;
/** The estimator's page; its query string is the estimate (see estimate/estimate-query.ts). */
export const ESTIMATE_PATH = "/estimate";
/** Rendered on demand: its payment example follows the office's price book. */
export const FINANCING_PATH = "/financing";
/**
 * "Get my exact quote" from an estimate: the quote form with the estimate attached. Its
 * query string is the estimate's, plus `option` and `book` (the price book's version).
 */
export const ESTIMATE_QUOTE_PATH = `${ESTIMATE_PATH}/quote`;
/** The storm check; its query string (`zip`) is the ZIP or address looked around. */
export const STORM_CHECK_PATH = "/storm-check";
/** The list of significant storm events in the service area. */
export const STORMS_PATH = "/storms";
/**
 * A significant event's page, by its slug (day and county).
 *
 * @example stormEventPath("2026-11-20-jefferson-county-ky") // "/storms/2026-11-20-jefferson-county-ky"
 */
export const stormEventPath = (slug: string) => `${STORMS_PATH}/${slug}`;
/** The event pages' own sitemap, which robots.txt names beside the built one. */
export const STORMS_SITEMAP_PATH = `${STORMS_PATH}/sitemap.xml`;
/** The load balancer's and the operator's check (see http/health.ts). */
export const HEALTH_PATH = "/healthz";

/** The inspection booking page: windows with room and the contact fields. */
export const BOOK_PATH = "/book";
/** A booking's private pages, each behind its own token (see server/inspections/booking-links.ts). */
const BOOKING_PREFIX = `${BOOK_PATH}/`;
export const bookingPagePaths = {
  /** The confirmation: the window in words, the address, the calendar, reschedule and cancel links */
  booking: (token: string) => `${BOOKING_PREFIX}booking/${token}`,
  /** The .ics download of the booking */
  calendar: (token: string) => `${BOOKING_PREFIX}calendar/${token}`,
  reschedule: (token: string) => `${BOOKING_PREFIX}reschedule/${token}`,
  cancel: (token: string) => `${BOOKING_PREFIX}cancel/${token}`,
} as const;
/** /book for a lead that already sent the quote form (the token names the lead). */
export const bookForLeadPath = (token: string) => `${BOOK_PATH}?lead=${encodeURIComponent(token)}`;
/** A booking link's token: URL-safe base64, never longer than this. */
export const BOOKING_TOKEN_PATTERN = /^[\w-]{20,100}$/;

const ADD_PHOTOS_PREFIX = "/add-photos/";

/**
 * The review email's private links, each behind its own single-purpose token (see
 * server/reviews/review-links.ts): the Google review form through a redirect that records
 * the click, the private feedback form, the unsubscribe (a page, and RFC 8058's one-click
 * POST), and the consent to show the finished roof, given or withdrawn.
 */
const REVIEWS_PREFIX = "/reviews/";
export const reviewPagePaths = {
  review: (token: string) => `${REVIEWS_PREFIX}go/${token}`,
  feedback: (token: string) => `${REVIEWS_PREFIX}feedback/${token}`,
  unsubscribe: (token: string) => `${REVIEWS_PREFIX}unsubscribe/${token}`,
  consent: (token: string) => `${REVIEWS_PREFIX}consent/${token}`,
  withdraw: (token: string) => `${REVIEWS_PREFIX}withdraw/${token}`,
} as const;
/**
 * A proposal's private link (server/proposals/proposal-links.ts): the proposal the office
 * sent, to read, choose, sign or decline, a PDF copy of it, its signed PDF once signed, and where its "Pay the
 * deposit" button posts.
 */
const PROPOSAL_PREFIX = "/proposal/";
export const proposalPagePaths = {
  page: (token: string) => `${PROPOSAL_PREFIX}${token}`,
  signedPdf: (token: string) => `${PROPOSAL_PREFIX}${token}/signed.pdf`,
  /** The proposal as shown, unsigned, to read, save or print before signing */
  copyPdf: (token: string) => `${PROPOSAL_PREFIX}${token}/proposal.pdf`,
  /** A photo of the lead's the office chose to show with the proposal, or its thumbnail */
  photo: (token: string, publicId: string, size: "full" | "thumb") =>
    `${PROPOSAL_PREFIX}${token}/photos/${publicId}${size === "thumb" ? "-thumb" : ""}.jpg`,
  deposit: (token: string) => `${PROPOSAL_PREFIX}${token}/deposit`,
  /**
   * Where Stripe sends the homeowner back, under a token that opens only the deposit
   * (server/proposals/deposit-operations.ts); it posts "Pay the deposit" to itself
   */
  depositReturn: (token: string) => `${PROPOSAL_PREFIX}deposit-return/${token}`,
  /** The access code's page, once the link is old enough to ask for one (access-code-rules.ts) */
  accessCode: (token: string) => `${PROPOSAL_PREFIX}${token}/code`,
  /** The co-signed PDF of the version the link opens, once a second signer signed it */
  cosignedPdf: (token: string) => `${PROPOSAL_PREFIX}${token}/cosigned.pdf`,
  /**
   * A second signer's page, under a token that opens only their signing of the signed
   * version (server/proposals/cosign-proposal.ts), and its PDFs
   */
  cosign: (token: string) => `${PROPOSAL_PREFIX}cosign/${token}`,
  cosignCopyPdf: (token: string) => `${PROPOSAL_PREFIX}cosign/${token}/proposal.pdf`,
  cosignCosignedPdf: (token: string) => `${PROPOSAL_PREFIX}cosign/${token}/cosigned.pdf`,
} as const;
/**
 * The homeowner's own page (server/homeowner/homeowner-links.ts), linked from every email
 * we send them: their inspection, their proposals, their photos and the office's phone.
 */
const HOMEOWNER_PREFIX = "/my/";
export const homeownerPagePaths = {
  page: (token: string) => `${HOMEOWNER_PREFIX}${token}`,
  /** A photo the homeowner sent with their request, or its thumbnail */
  photo: (token: string, publicId: string, size: "full" | "thumb") =>
    `${HOMEOWNER_PREFIX}${token}/photos/${publicId}${size === "thumb" ? "-thumb" : ""}.jpg`,
} as const;
/**
 * Where Stripe posts its events (the deposit paid): set it as the webhook endpoint's URL in
 * Stripe's dashboard, on the site's origin.
 */
export const STRIPE_WEBHOOK_PATH = "/api/stripe/webhook";
/** A proposal link's token: URL-safe base64 (an HMAC-SHA256 is 43 characters). */
export const PROPOSAL_TOKEN_PATTERN = /^[\w-]{20,100}$/;

/** A review link's token: URL-safe base64, never longer than this. */
export const REVIEW_TOKEN_PATTERN = /^[\w-]{20,100}$/;
const UNSUBSCRIBE_PATTERN = new RegExp(`^${reviewPagePaths.unsubscribe("")}([\\w-]{1,100})$`);
/**
 * The token of an unsubscribe path, or undefined for any other path.
 *
 * @example unsubscribeToken("/reviews/unsubscribe/Zx3kP0aB9q") // "Zx3kP0aB9q"
 */
export const unsubscribeToken = (pathname: string) => UNSUBSCRIBE_PATTERN.exec(pathname)?.[1];

/**
 * Every public path that is a token itself: whoever holds one of these paths can add photos
 * to a request, or see, move or cancel an inspection. The server's log, nginx's and Caddy's
 * access logs (deploy/, checked against this list by deploy/proxy-routes.test.ts and the
 * `*.proxy.spec.ts`) keep the prefix and cut the rest.
 */
export const TOKEN_PATH_PREFIXES = [
  ADD_PHOTOS_PREFIX,
  bookingPagePaths.booking(""),
  bookingPagePaths.calendar(""),
  bookingPagePaths.reschedule(""),
  bookingPagePaths.cancel(""),
  reviewPagePaths.review(""),
  reviewPagePaths.feedback(""),
  reviewPagePaths.unsubscribe(""),
  reviewPagePaths.consent(""),
  reviewPagePaths.withdraw(""),
  proposalPagePaths.page(""),
  homeownerPagePaths.page(""),
] as const;
/** An add-photos token: URL-safe base64, never longer than this. */
const ADD_PHOTOS_PATTERN = new RegExp(`^${ADD_PHOTOS_PREFIX}([\\w-]{1,100})$`);

/**
 * The receipt's private link for adding photos to a request.
 *
 * @example addPhotosPath("Zx3kP0aB9q") // "/add-photos/Zx3kP0aB9q"
 */
export const addPhotosPath = (token: string) => `${ADD_PHOTOS_PREFIX}${token}`;

/**
 * The token of an add-photos path, or undefined for any other path.
 *
 * @example addPhotosToken("/add-photos/Zx3kP0aB9q") // "Zx3kP0aB9q"
 */
export const addPhotosToken = (pathname: string) => ADD_PHOTOS_PATTERN.exec(pathname)?.[1];

/**
 * A path as the router reads it: percent-escapes decoded, doubled slashes and dot segments
 * folded. "/%61dd-photos/x", "//add-photos/x" and "/a/../add-photos/x" all reach (or are
 * redirected to) the add-photos page, so they are all that page's path.
 */
function routedPath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape is left as sent; no route decodes it either.
  }
  // A URL parser reads "\\" as "/" in a path; a run of either is one slash to a route.
  const collapsed = decoded.replace(/[\\/]+/g, "/");
  const base = "http://path.invalid";
  return URL.canParse(collapsed, base) ? new URL(collapsed, base).pathname : collapsed;
}

/**
 * A path as it may be logged: a token path (TOKEN_PATH_PREFIXES) opens a customer's request
 * or inspection, so its token is cut, however the path spells it.
 *
 * @example loggablePath("/add-photos/Zx3kP0aB9q") // "/add-photos/…"
 * @example loggablePath("/%61dd-photos/Zx3kP0aB9q") // "/add-photos/…"
 */
export function loggablePath(pathname: string): string {
  const routed = routedPath(pathname);
  const prefix = TOKEN_PATH_PREFIXES.find((tokenPrefix) => routed.startsWith(tokenPrefix));
  if (prefix) return `${prefix}…`;
  // Any other booking page under /book/ with a value after it is cut as well: a page added
  // later is safe before anyone remembers this list.
  const booking = /^\/book\/([a-z]+)\/./.exec(routed);
  return booking ? `${BOOKING_PREFIX}${booking[1]}/…` : pathname;
}

/**
 * The pages behind a private link's token (add-photos, a staff invitation): a Referer
 * from them names the origin only. (Not "no-referrer": the browser would then send
 * "Origin: null" with their forms, which the same-origin check on every POST refuses.)
 */
export const TOKEN_PAGE_REFERRER_POLICY = "strict-origin";

/**
 * What every page behind a visitor's private link sends (add-photos, a booking's pages
 * and calendar file): the referrer policy above, never stored by a cache, never indexed.
 */
export const TOKEN_PAGE_HEADERS = {
  "Referrer-Policy": TOKEN_PAGE_REFERRER_POLICY,
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
} as const;
