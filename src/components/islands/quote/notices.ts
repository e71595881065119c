import type { Notice } from "../notices/notice-context";

/** The quote form's notices, worded exactly as the product specification gives them. */
export const consentRequired: Notice = {
  variant: "error",
  title: "Consent Required",
  description: "Please agree to the terms before submitting.",
};

export const submissionFailed: Notice = {
  variant: "error",
  title: "Submission Failed",
  description: "There was an error sending your request. Please try again.",
};

/** The offer after a quote request: /book for the same lead, nothing typed twice. */
export const PICK_TIME_LABEL = "Pick your inspection time now";

/** The specification's success text, with the request's reference. */
export const requestSentText = (reference: string) =>
  `Thank you! We have received your request and will be in touch shortly. Your reference number is ${reference}.`;

export const requestSent = (reference: string, bookingPath?: string): Notice => ({
  variant: "success",
  title: "Request Sent!",
  description: requestSentText(reference),
  link: bookingPath ? { href: bookingPath, label: PICK_TIME_LABEL } : undefined,
});
