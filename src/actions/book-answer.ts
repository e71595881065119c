import type { InspectionOperations } from "../server/inspections/inspection-operations.ts";
import { QUOTE_FORM_HREF } from "../lib/public-routes.ts";
import { bookingWords } from "../lib/booking/window-words.ts";
import { bookingPageLinks, type BookingPageLinks } from "../lib/booking/calendar-links.ts";
import { site } from "../config/site.ts";
import {
  bookingRequestSchema,
  formFields,
  leadBookingRequestSchema,
  STREET_ADDRESS_MESSAGE,
} from "../lib/booking/booking-schema.ts";

/*
 * What a POST to /book comes to, for the page to render: a redirect to the confirmation
 * (post/redirect/get), or the form again with a status, a message beside each wrong field
 * and everything typed kept. Browser-safe: the operations are reached through the runtime.
 */

export type BookAnswer =
  | {
      kind: "redirect";
      to: string;
      /** What the confirmation shows, for the form's client code to show in place */
      summary: { when: string; address: string; reference: string; links: BookingPageLinks };
    }
  | {
      kind: "form";
      status: number;
      errors: Partial<Record<string, string>>;
      values: Record<string, string>;
      /** The booking could not be made for a reason that is no one field's */
      notice?: { text: string; quoteLink?: string };
      /** The window asked for, when it was full or is no longer offered */
      gone?: string;
    };

const refusalAnswers = {
  "window-gone": {
    status: 409,
    field: "window",
    text: "That time is no longer offered. Please pick another window from the list.",
  },
  "window-full": {
    status: 409,
    field: "window",
    text: "Someone just took the last place in that window. Please pick another time; everything else you typed is kept.",
  },
  "contact-limit": {
    status: 409,
    field: undefined,
    text: `You already have two inspections booked. Please reschedule one from its email, or call us at ${site.phone.display}.`,
  },
  "rate-limited": {
    status: 429,
    field: undefined,
    text: `We received many requests from your connection. Please call us at ${site.phone.display} to book.`,
  },
  "outside-area": {
    status: 422,
    field: "address",
    text: "That ZIP code is outside our service area (Louisville Metro and Southern Indiana).",
  },
  "phone-unreadable": {
    status: 422,
    field: "phone",
    text: "Please enter your phone number as 10 digits with its area code, like (502) 555-0199.",
  },
  "address-unreadable": {
    status: 422,
    field: "address",
    text: STREET_ADDRESS_MESSAGE,
  },
  // The form comes back as typed with a new stamp, and the next press books.
  "too-soon": {
    status: 422,
    field: undefined,
    text: "That was quicker than we expect of a person, so nothing is booked yet. Your time and details are kept: please check them and press Book My Inspection again.",
  },
  unstamped: {
    status: 422,
    field: undefined,
    text: "This page was open a long time, so nothing is booked yet. Your time and details are kept: please check them and press Book My Inspection again.",
  },
  // Possible spam is stored for the office to judge; the answer never reads like a booking.
  "possible-spam": {
    status: 422,
    field: undefined,
    text: `We could not book this online. Please call us at ${site.phone.display} and we will book your inspection with you.`,
  },
} as const;

/** The text fields as typed, to put back in the form. */
const typedValues = (fields: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(fields)
      .filter(([key]) => ["window", "name", "phone", "email", "address", "note"].includes(key))
      .map(([key, value]) => [key, typeof value === "string" ? value.slice(0, 6000) : ""]),
  );

export async function answerBooking(
  inspections: InspectionOperations,
  request: Request,
  client: string,
): Promise<BookAnswer> {
  let fields: Record<string, unknown>;
  try {
    fields = formFields(await request.formData());
  } catch {
    return {
      kind: "form",
      status: 400,
      errors: {},
      values: {},
      notice: { text: "The form did not arrive whole. Please send it again." },
    };
  }
  const values = { ...typedValues(fields), ...(fields.consent === true ? { consent: "on" } : {}) };
  const forLead = typeof fields.lead === "string";
  const parsed = forLead
    ? leadBookingRequestSchema.safeParse(fields)
    : bookingRequestSchema.safeParse(fields);
  if (!parsed.success) {
    const errors: Partial<Record<string, string>> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "form");
      errors[key] ??= issue.message;
    }
    return { kind: "form", status: 400, errors, values };
  }
  const outcome =
    "lead" in parsed.data
      ? await inspections.bookForLead({
          token: parsed.data.lead,
          windowId: parsed.data.window,
          note: parsed.data.note ?? "",
          address: parsed.data.address ?? "",
          honeypot: parsed.data.website,
        })
      : await inspections.book(parsed.data, client);
  if (outcome.kind === "unknown-lead")
    return {
      kind: "form",
      status: 404,
      errors: {},
      values,
      notice: {
        text: "That booking link is not valid any more. Please fill in your details below.",
      },
    };
  if (outcome.kind === "booked") {
    const { inspection } = outcome;
    const links = inspections.links(inspection);
    const to = new URL(links.view).pathname;
    return {
      kind: "redirect",
      to,
      summary: {
        when: bookingWords(inspection),
        address: inspection.address,
        reference: inspection.reference,
        links: bookingPageLinks(inspection, links, to.split("/").at(-1) ?? ""),
      },
    };
  }
  const answer = refusalAnswers[outcome.reason];
  const gone = outcome.reason === "window-full" || outcome.reason === "window-gone";
  return {
    kind: "form",
    status: answer.status,
    errors: answer.field ? { [answer.field]: answer.text } : {},
    values: gone ? { ...values, window: "" } : values,
    ...(gone ? { gone: String(fields["window"]) } : {}),
    notice: {
      text: answer.text,
      ...(outcome.reason === "outside-area" ? { quoteLink: QUOTE_FORM_HREF } : {}),
    },
  };
}
