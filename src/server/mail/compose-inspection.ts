import { site } from "../../config/site.ts";
import { leadUrl } from "../../lib/admin-routes.ts";
import { inspectionCalendarLinks } from "../../lib/booking/calendar-links.ts";
import { bookingWords } from "../../lib/booking/window-words.ts";
import { serviceLabel } from "../../lib/lead-model.ts";
import type { NewMessage } from "./outbox-enqueue-repo.ts";
import escapeHtml from "escape-html";

/*
 * The emails about an inspection. The homeowner's carry the window in words, the
 * address (the calendar file's LOCATION) and the inspection's links, and nothing else the
 * visitor typed (no name, no note), like the quote receipt. The office's carry the
 * contact details and the lead's link. Either may carry the calendar file.
 */

export interface InspectionMailFacts {
  reference: string;
  name: string;
  email: string;
  phone: string;
  service: string;
  address: string;
  note: string;
  startsAt: string;
  endsAt: string;
}

export interface InspectionLinks {
  /** The inspection's own page (/book/booking/<token>) */
  view: string;
  reschedule: string;
  cancel: string;
}

export type HomeownerMail = "booked" | "rescheduled" | "cancelled" | "reminder";

/** "Thursday, December 3, between 10 am and noon", from the stored instants. */
export const inspectionWhen = bookingWords;

const homeownerWording: Record<HomeownerMail, { subject: string; opening: string }> = {
  booked: {
    subject: "Your roof inspection is booked",
    opening: "Your free roof inspection is booked.",
  },
  rescheduled: {
    subject: "Your roof inspection has a new time",
    opening: "Your roof inspection has moved to a new time.",
  },
  cancelled: {
    subject: "Your roof inspection is cancelled",
    opening: "Your roof inspection is cancelled; the calendar entry is removed with this email.",
  },
  reminder: {
    subject: "Reminder: your roof inspection is tomorrow",
    opening: "A reminder: your roof inspection is tomorrow.",
  },
};

const WHAT_HAPPENS =
  "Our inspector calls when on the way, arrives within the window, and spends about an hour on the roof, the gutters and the flashing, and in the attic if you let us. You get photos of what we found and a written estimate; nobody needs to be on the roof with us, but someone over 18 should be home to let us in.";

/** The homeowner's email for an inspection event. */
export function composeHomeownerInspectionMail(
  mail: HomeownerMail,
  facts: InspectionMailFacts,
  links: InspectionLinks | null,
  calendar: string | null,
): NewMessage {
  const { subject, opening } = homeownerWording[mail];
  const when = inspectionWhen(facts);
  const calendars =
    links && mail !== "cancelled"
      ? inspectionCalendarLinks({ ...facts, manageUrl: links.view })
      : undefined;
  // Adding it to a calendar first, cancelling last: the homeowner's likely next step leads.
  const linkLines =
    links && calendars
      ? [
          `Add to Google Calendar: ${calendars.google}`,
          `Add to Outlook: ${calendars.outlook}`,
          `Your booking: ${links.view}`,
          `Reschedule: ${links.reschedule}`,
          `Cancel: ${links.cancel}`,
        ]
      : [];
  const text = [
    "Hello,",
    "",
    opening,
    "",
    `When: ${when}`,
    `Where: ${facts.address}`,
    `Reference: ${facts.reference}`,
    "",
    ...(mail === "cancelled"
      ? [`To book another time, visit ${site.name}'s website or call ${site.phone.display}.`]
      : [WHAT_HAPPENS]),
    "",
    ...linkLines,
    ...(linkLines.length ? [""] : []),
    `Questions? Call ${site.phone.display} or reply to this email.`,
    "",
    site.name,
  ].join("\n");
  const htmlLinks =
    links && calendars
      ? `<p><strong>Add it to your calendar:</strong> <a href="${escapeHtml(calendars.google)}">Google Calendar</a> · <a href="${escapeHtml(calendars.outlook)}">Outlook</a> · or open the invitation attached to this email.</p>
<p><a href="${escapeHtml(links.view)}">Your booking</a> · <a href="${escapeHtml(links.reschedule)}">Reschedule</a></p>
<p style="font-size:13px;color:#475467">Cannot make it? <a href="${escapeHtml(links.cancel)}" style="color:#475467">Cancel the inspection</a></p>`
      : "";
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#16202b">
<p>Hello,</p>
<p>${escapeHtml(opening)}</p>
<p><strong>When:</strong> ${escapeHtml(when)}<br><strong>Where:</strong> ${escapeHtml(facts.address)}<br><strong>Reference:</strong> ${escapeHtml(facts.reference)}</p>
<p>${escapeHtml(mail === "cancelled" ? `To book another time, visit our website or call ${site.phone.display}.` : WHAT_HAPPENS)}</p>
${htmlLinks}
<p>Questions? Call <a href="tel:${site.phone.e164}">${escapeHtml(site.phone.display)}</a> or reply to this email.</p>
<p>${escapeHtml(site.name)}</p></body></html>`;
  return {
    kind: "inspection",
    recipients: [facts.email],
    replyTo: site.email,
    subject: `${subject} (${facts.reference}) | ${site.name}`,
    text,
    html,
    calendar,
  };
}

/** The office's email for an inspection event, with the same calendar file. */
export function composeOfficeInspectionMail(
  event: "booked" | "rescheduled" | "cancelled",
  facts: InspectionMailFacts,
  notifyTo: string[],
  siteUrl: string,
  calendar: string | null,
): NewMessage {
  const when = inspectionWhen(facts);
  const heading = {
    booked: "Inspection booked",
    rescheduled: "Inspection moved",
    cancelled: "Inspection cancelled",
  }[event];
  const rows: [string, string][] = [
    ["When", when],
    ["Name", facts.name],
    ["Phone", facts.phone],
    ["Email", facts.email],
    ["Address", facts.address],
    ["Service", serviceLabel(facts.service)],
    ["Note", facts.note || "None given"],
  ];
  const link = leadUrl(siteUrl, facts.reference);
  const text = [
    `${heading}: ${when}`,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    `Open the lead: ${link}`,
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#16202b">
<h1 style="font-size:18px">${escapeHtml(heading)}</h1>
<table>${rows.map(([label, value]) => `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`).join("")}</table>
<p><a href="${escapeHtml(link)}">Open the lead</a></p></body></html>`;
  return {
    kind: "notification",
    recipients: notifyTo,
    replyTo: facts.email,
    subject: `${heading}: ${when} (${facts.reference})`,
    text,
    html,
    calendar,
  };
}
