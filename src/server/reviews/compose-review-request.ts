import escapeHtml from "escape-html";
import { photoConsent } from "../../config/photo-consent.ts";
import { site } from "../../config/site.ts";
import { serviceLabel } from "../../lib/lead-model.ts";
import type { NewMessage } from "../mail/outbox-enqueue-repo.ts";
import type { ReviewLinks } from "./review-links.ts";

/*
 * The review request after a finished job, and its one reminder. Every job is asked the
 * same way, whatever the office thinks of it: Google's review policy forbids asking only
 * the happy customers ("review gating"), and the FTC's Rule on the Use of Consumer Reviews
 * and Testimonials bars suppressing the unhappy ones (16 CFR 465.7) and incentives tied to
 * a review's sentiment (16 CFR 465.4; 89 FR 68034, in force since 2024-10-21). So the
 * wording is neutral, offers nothing in return, and the private feedback form sits beside
 * the review link, never in front of it.
 * Like the receipt it carries nothing the visitor typed but the reference.
 */

export interface ReviewMailFacts {
  reference: string;
  email: string;
  service: string;
}

const wording = {
  request: {
    subject: `How did we do? A quick favor from ${site.shortName}`,
    opening: (service: string) =>
      `Thank you for trusting us with your ${service.toLowerCase()}. If you have a minute, an honest review on Google, good or bad, helps your neighbors choose a contractor and tells us what to keep doing and what to fix.`,
  },
  reminder: {
    subject: `A reminder: how did we do? | ${site.shortName}`,
    opening: (service: string) =>
      `A few days ago we asked how your ${service.toLowerCase()} went. If you have a minute, an honest review on Google, good or bad, helps your neighbors choose a contractor. This is the only reminder we send.`,
  },
};

/** The review request (or its reminder) to the homeowner, with its one-click unsubscribe. */
export function composeReviewRequest(
  which: "request" | "reminder",
  facts: ReviewMailFacts,
  links: ReviewLinks,
): NewMessage {
  const { subject, opening } = wording[which];
  const service = serviceLabel(facts.service);
  const text = [
    "Hello,",
    "",
    opening(service),
    "",
    `Write a review on Google: ${links.review}`,
    "",
    `Something not right? Tell us privately and we will call you: ${links.feedback}`,
    "",
    photoConsent.question,
    photoConsent.summary,
    `Yes, you may show it: ${links.consent}`,
    `Said yes and changed your mind? Take it back, any time: ${links.withdraw}`,
    "",
    `Questions? Call ${site.phone.display} or reply to this email.`,
    "",
    site.name,
    `Reference: ${facts.reference}`,
    "",
    `You get this because we finished a job for you. To get no more review emails from us: ${links.unsubscribe}`,
  ].join("\n");
  const button =
    "display:inline-block;background:#1d3a5f;color:#ffffff;padding:12px 20px;border-radius:8px;font-weight:bold;text-decoration:none";
  // One column of 600 px, as mail clients render best; the body's text as plain paragraphs.
  const html = `<!doctype html><html><body style="margin:0;padding:16px;font-family:Arial,sans-serif;color:#16202b;line-height:1.5">
<div style="max-width:600px;margin:0 auto">
<p style="font-weight:bold;font-size:18px;color:#1d3a5f">${escapeHtml(site.name)}</p>
<p>Hello,</p>
<p>${escapeHtml(opening(service))}</p>
<p><a href="${escapeHtml(links.review)}" style="${button}">Write a review on Google</a></p>
<p>Something not right? <a href="${escapeHtml(links.feedback)}">Tell us privately</a> and we will call you.</p>
<h2 style="font-size:17px;margin-top:28px">${escapeHtml(photoConsent.question)}</h2>
<p>${escapeHtml(photoConsent.summary)}</p>
<p><a href="${escapeHtml(links.consent)}">Yes, you may show it</a></p>
<p style="font-size:13px;color:#475467">Said yes and changed your mind? <a href="${escapeHtml(links.withdraw)}" style="color:#475467">Take it back</a>, any time.</p>
<p>Questions? Call <a href="tel:${site.phone.e164}">${escapeHtml(site.phone.display)}</a> or reply to this email.</p>
<p>${escapeHtml(site.name)}<br>Reference: ${escapeHtml(facts.reference)}</p>
<p style="font-size:13px;color:#475467">You get this because we finished a job for you. <a href="${escapeHtml(links.unsubscribe)}" style="color:#475467">Get no more review emails</a></p>
</div></body></html>`;
  return {
    kind: "review",
    recipients: [facts.email],
    replyTo: site.email,
    subject,
    text,
    html,
    unsubscribeUrl: links.unsubscribe,
  };
}

/** The office's alert when a homeowner sends private feedback: at once, with the lead's link. */
export function composeFeedbackAlert(
  facts: { reference: string; name: string; phone: string; email: string },
  body: string,
  leadLink: string,
  notifyTo: string[],
): NewMessage {
  const heading = `Private feedback from a finished job (${facts.reference})`;
  const text = [
    heading,
    "",
    `Name: ${facts.name}`,
    `Phone: ${facts.phone}`,
    `Email: ${facts.email}`,
    "",
    body,
    "",
    `Open the lead: ${leadLink}`,
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#16202b">
<h1 style="font-size:18px">${escapeHtml(heading)}</h1>
<p><strong>Name:</strong> ${escapeHtml(facts.name)}<br><strong>Phone:</strong> ${escapeHtml(facts.phone)}<br><strong>Email:</strong> ${escapeHtml(facts.email)}</p>
<p style="white-space:pre-wrap;overflow-wrap:anywhere">${escapeHtml(body)}</p>
<p><a href="${escapeHtml(leadLink)}">Open the lead</a></p></body></html>`;
  return {
    kind: "notification",
    recipients: notifyTo,
    replyTo: facts.email,
    subject: heading,
    text,
    html,
  };
}
