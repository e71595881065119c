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

export const requestSent = (reference: string): Notice => ({
  variant: "success",
  title: "Request Sent!",
  description: `Thank you! We have received your request and will be in touch shortly. Your reference number is ${reference}.`,
});
