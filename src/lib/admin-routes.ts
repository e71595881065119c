/*
 * Every path of the staff area, and the builders for the ones that carry a value. Pages,
 * components, the middleware and the emails all take their /admin paths from here; it is
 * browser-safe so islands may link too. With them, the two judgements about a path the
 * middleware and the sign-in page make: is it public, and is `next` safe to go to.
 */

/** The lead inbox, and the root every staff path is under. */
export const INBOX_PATH = "/admin";
export const SIGN_IN_PATH = "/admin/sign-in";
/** Posted to sign out when JavaScript is off; a GET goes back to the inbox. */
export const SIGN_OUT_PATH = "/admin/sign-out";
/** Where an invitation's link leads; the token is in the query string (`?token=…`). */
export const INVITATION_PATH = "/admin/invitation";
export const STAFF_PATH = "/admin/staff";
/** Leads by week, source and area, and how fast the office answers */
export const REPORTS_PATH = "/admin/reports";
/** The instant estimate's price book: its figures, and who changed them when */
export const PRICES_PATH = "/admin/prices";
/** The week's inspections and the booking rules. */
export const SCHEDULE_PATH = "/admin/schedule";
/** The chat alert and webhook endpoints, their failures and a test event */
export const INTEGRATIONS_PATH = "/admin/integrations";
/** Storm mode (on, off or automatic, and its line), the last storm report imports, the events */
export const STORMS_ADMIN_PATH = "/admin/storms";
/** A copy of a client's data on request, and the leads deleted at a client's request */
export const PRIVACY_PATH = "/admin/privacy";
/** Posted with an email or phone (`contact`): answers with the ZIP of that client's data */
export const PRIVACY_COPY_PATH = "/admin/privacy/copy";
/** Finished jobs composed for the public site: the list, and each project's page by id */
export const PROJECTS_ADMIN_PATH = "/admin/projects";
/** @example projectAdminPath(12) // "/admin/projects/12" */
export const projectAdminPath = (id: number) => `${PROJECTS_ADMIN_PATH}/${id}`;
/** @example newProjectPath("Q-7K4P9M") // "/admin/projects/new?lead=Q-7K4P9M" */
export const newProjectPath = (reference: string) =>
  `${PROJECTS_ADMIN_PATH}/new?lead=${encodeURIComponent(reference)}`;
/** A project photo for staff, whatever the project's state: "/admin/projects/photos/<id>-640.webp" */
export const projectAdminPhotoPath = (publicId: string) =>
  `${PROJECTS_ADMIN_PATH}/photos/${publicId}-640.webp`;
/** Proposals after the inspection: the list, a version's page by id, a new one from a lead */
export const PROPOSALS_ADMIN_PATH = "/admin/proposals";
/** @example proposalAdminPath(12) // "/admin/proposals/12" (a version's id) */
export const proposalAdminPath = (versionId: number) => `${PROPOSALS_ADMIN_PATH}/${versionId}`;
/** @example newProposalPath("Q-7K4P9M") // "/admin/proposals/new?lead=Q-7K4P9M" */
export const newProposalPath = (reference: string) =>
  `${PROPOSALS_ADMIN_PATH}/new?lead=${encodeURIComponent(reference)}`;
/** Each lead's page is under this, by reference: /admin/leads/Q-7K4P9M */
export const LEADS_PATH = "/admin/leads";
export const LEADS_CSV_PATH = "/admin/leads.csv";
/** Where better-auth's endpoints answer: under /admin, so robots.txt already covers them. */
export const AUTH_BASE_PATH = "/admin/api/auth";

/** The inbox's filter, as its query string carries it. */
export interface InboxFilter {
  /** A lead status, e.g. "won" */
  status?: string | undefined;
  /** A service type value, e.g. "repair" */
  service?: string | undefined;
  /** Text matched against name, phone, email, address and reference */
  query?: string | undefined;
  /** Only leads with storm reports near them */
  storm?: boolean | undefined;
}

/** The query-string names of the inbox's filter and page (the filter form uses them too). */
export const INBOX_PARAMS = {
  query: "q",
  status: "status",
  service: "service",
  storm: "storm",
  page: "page",
};

function withFilter(path: string, filter: InboxFilter, page = 1): string {
  const params = new URLSearchParams();
  if (filter.query) params.set(INBOX_PARAMS.query, filter.query);
  if (filter.status) params.set(INBOX_PARAMS.status, filter.status);
  if (filter.service) params.set(INBOX_PARAMS.service, filter.service);
  if (filter.storm) params.set(INBOX_PARAMS.storm, "1");
  if (page > 1) params.set(INBOX_PARAMS.page, String(page));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The inbox, filtered and on a page.
 *
 * @example inboxPath({ status: "won", query: "dana" }, 2) // "/admin?q=dana&status=won&page=2"
 */
export const inboxPath = (filter: InboxFilter = {}, page = 1) =>
  withFilter(INBOX_PATH, filter, page);

/**
 * The CSV export of every lead the filter matches.
 *
 * @example leadsCsvPath({ service: "repair" }) // "/admin/leads.csv?service=repair"
 */
export const leadsCsvPath = (filter: InboxFilter = {}) => withFilter(LEADS_CSV_PATH, filter);

/** @example leadPath("Q-7K4P9M") // "/admin/leads/Q-7K4P9M" */
export const leadPath = (reference: string) => `${LEADS_PATH}/${encodeURIComponent(reference)}`;

/**
 * A lead's page as a full link, for emails, chat alerts and webhooks.
 *
 * @example leadUrl("https://www.example.com", "Q-7K4P9M") // "https://www.example.com/admin/leads/Q-7K4P9M"
 */
export const leadUrl = (siteUrl: string, reference: string) =>
  new URL(leadPath(reference), siteUrl).href;

/** Where staff get a lead's photo or its thumbnail; anyone else is sent to sign in. */
export const PHOTOS_PATH = "/admin/photos";

/** @example photoPath("AbC…", "thumb") // "/admin/photos/AbC…-thumb.jpg" */
export const photoPath = (publicId: string, size: "full" | "thumb") =>
  `${PHOTOS_PATH}/${publicId}${size === "thumb" ? "-thumb" : ""}.jpg`;

/** Why the sign-in page was reached, shown there as a line of text. */
export type SignInNotice = "signed-out" | "account-ready";

/**
 * The sign-in page, with where to go next or a notice.
 *
 * @example signInPath({ next: "/admin?status=new" }) // "/admin/sign-in?next=%2Fadmin%3Fstatus%3Dnew"
 * @example signInPath({ notice: "signed-out" }) // "/admin/sign-in?signed-out"
 */
export function signInPath(
  options: { next?: string | undefined; notice?: SignInNotice | undefined } = {},
): string {
  if (options.next) return `${SIGN_IN_PATH}?next=${encodeURIComponent(options.next)}`;
  if (options.notice) return `${SIGN_IN_PATH}?${options.notice}`;
  return SIGN_IN_PATH;
}

/** The link an invitation email carries: the site's origin, the page, and its token. */
export function invitationUrl(siteUrl: string, token: string): URL {
  const link = new URL(INVITATION_PATH, siteUrl);
  link.searchParams.set("token", token);
  return link;
}

/** True for the inbox and every path under it. */
export const isAdminPath = (pathname: string) =>
  pathname === INBOX_PATH || pathname.startsWith(`${INBOX_PATH}/`);

/** Admin paths anyone may reach: the account pages and better-auth's own endpoints. */
export function isPublicAdminPath(pathname: string): boolean {
  return (
    pathname === SIGN_IN_PATH ||
    pathname === INVITATION_PATH ||
    pathname === SIGN_OUT_PATH ||
    pathname === AUTH_BASE_PATH ||
    pathname.startsWith(`${AUTH_BASE_PATH}/`)
  );
}

/**
 * Where to go after signing in: a same-site admin path from `next`, else the inbox.
 * Anything else (another host, "//evil.example", a sign-in page) falls back.
 *
 * @example safeNextPath("/admin/leads/Q-7K4P9M") // "/admin/leads/Q-7K4P9M"
 * @example safeNextPath("https://evil.example/admin") // "/admin"
 */
export function safeNextPath(next: string | null | undefined): string {
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  if (!next || next.startsWith("//") || /[\\\s\u0000-\u001f\u007f]|%00/i.test(next))
    return INBOX_PATH;
  const base = "http://site.invalid";
  if (!URL.canParse(next, base)) return INBOX_PATH;
  // Re-serialised by URL, so it is percent-encoded and fits a Location header
  // ("/admin?q=Nguyễn" → "/admin?q=Nguy%E1%BB%85n").
  const url = new URL(next, base);
  // Judged on the path alone, so a filtered inbox ("/admin?status=won") is kept.
  if (url.origin !== base || !isAdminPath(url.pathname) || isPublicAdminPath(url.pathname))
    return INBOX_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The staff area's sections, for its navigation; `current` judges a pathname. */
export const adminSections = [
  {
    href: INBOX_PATH,
    label: "Leads",
    current: (pathname: string) => pathname === INBOX_PATH || pathname.startsWith(`${LEADS_PATH}/`),
  },
  {
    href: SCHEDULE_PATH,
    label: "Schedule",
    current: (pathname: string) => pathname === SCHEDULE_PATH,
  },
  {
    href: REPORTS_PATH,
    label: "Reports",
    current: (pathname: string) => pathname === REPORTS_PATH,
  },
  {
    href: PROJECTS_ADMIN_PATH,
    label: "Projects",
    current: (pathname: string) =>
      pathname === PROJECTS_ADMIN_PATH || pathname.startsWith(`${PROJECTS_ADMIN_PATH}/`),
  },
  {
    href: PROPOSALS_ADMIN_PATH,
    label: "Proposals",
    current: (pathname: string) =>
      pathname === PROPOSALS_ADMIN_PATH || pathname.startsWith(`${PROPOSALS_ADMIN_PATH}/`),
  },
  {
    href: PRICES_PATH,
    label: "Prices",
    current: (pathname: string) => pathname === PRICES_PATH,
  },
  {
    href: INTEGRATIONS_PATH,
    label: "Integrations",
    current: (pathname: string) => pathname === INTEGRATIONS_PATH,
  },
  {
    href: STORMS_ADMIN_PATH,
    label: "Storms",
    current: (pathname: string) => pathname === STORMS_ADMIN_PATH,
  },
  {
    href: PRIVACY_PATH,
    label: "Privacy",
    current: (pathname: string) => pathname === PRIVACY_PATH,
  },
  { href: STAFF_PATH, label: "Staff", current: (pathname: string) => pathname === STAFF_PATH },
] as const;
