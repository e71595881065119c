import { site } from "./site.ts";

/*
 * What the homeowner reads, and agrees to, before signing a proposal electronically. The
 * E-SIGN Act lets an electronic record stand for a writing a law requires a consumer to be
 * given (here the proposal, its notices and cancellation forms) only if, before consenting,
 * the consumer gets the statements of 15 U.S.C. 7001(c)(1)(B) and (C)(i), and then consents
 * "affirmatively" (A), electronically, in a manner that "reasonably demonstrates" they can
 * open the records in the form used (C)(ii). Each point below cites its clause.
 *
 * The wording is for the contractor's lawyer to confirm or change; whoever changes it gives
 * it a new `version`, which every signature records (proposal_signatures.esign_version).
 * The office's contact details come from config/site.ts.
 */
export const esignDisclosure = {
  version: "esign-2026-11-29",
  heading: "Signing electronically",
  points: [
    {
      /** 7001(c)(1)(B)(ii): whether consent covers one transaction or categories of records */
      cite: "15 U.S.C. 7001(c)(1)(B)(ii)",
      title: "What you agree to",
      text: `You agree to sign this proposal electronically and to receive, electronically, the records about it: the proposal as signed, the notices of your right to cancel and their forms, and our messages about your deposit and any cancellation. Your consent covers this proposal only.`,
    },
    {
      /** 7001(c)(1)(B)(i)(I) and (iv): the paper option, how to get a copy, and any fee */
      cite: "15 U.S.C. 7001(c)(1)(B)(i)(I), (B)(iv)",
      title: "Paper copies",
      text: `You may have any of these records on paper instead, before or after you sign. To get a paper copy, call us at ${site.phone.display} or email ${site.email} and we will mail one to you. There is no charge for a paper copy.`,
    },
    {
      /** 7001(c)(1)(B)(i)(II) and (iii): withdrawing consent, its consequences and fees, and how */
      cite: "15 U.S.C. 7001(c)(1)(B)(i)(II), (B)(iii)",
      title: "Withdrawing your consent",
      text: `You may withdraw this consent at any time by calling us at ${site.phone.display} or emailing ${site.email}. There is no fee for withdrawing. From then on we will give you these records on paper, and if you have not signed yet, you can sign a paper copy instead. Withdrawing does not undo a signature you already gave or cancel the contract; your right to cancel is in the notices.`,
    },
    {
      /** 7001(c)(1)(B)(iii): updating the information needed to reach the consumer electronically */
      cite: "15 U.S.C. 7001(c)(1)(B)(iii)",
      title: "Changing your email address",
      text: `If your email address changes, tell us by calling ${site.phone.display} or emailing ${site.email} from your new address, so that your records reach you.`,
    },
    {
      /** 7001(c)(1)(C)(i): the hardware and software needed to open and keep the records */
      cite: "15 U.S.C. 7001(c)(1)(C)(i)",
      title: "What you need",
      text: "A device with a current web browser to open this page, an email account to receive our messages, a program that opens PDF files (most browsers and phones have one) to read the signed copy, and a way to save or print it to keep it.",
    },
  ],
  /**
   * The affirmative consent (7001(c)(1)(A)), a checkbox the homeowner ticks themselves and
   * which is never ticked in advance. Opening the proposal on this page and the PDF copy
   * linked beside the box is how the consent "reasonably demonstrates" access
   * (7001(c)(1)(C)(ii)); the lawyer should confirm that this is enough.
   */
  consentLabel:
    "I have read the disclosure above about signing electronically. I can open this page and the PDF copy of this proposal, and I agree to sign it and to receive its records electronically.",
  /** Shown if the box is not ticked when the homeowner signs */
  consentRequired:
    "Please tick the box to agree to sign electronically, or call us to sign on paper.",
} as const;
