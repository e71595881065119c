import { ActionError } from "astro:actions";
import { z } from "astro/zod";
import { isClockTime } from "../lib/booking/booking-rules";
import { parseWeeklyText } from "../lib/booking/weekly-text";
import { rowId, staffAction } from "./staff-action";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Please give a day like 2026-12-24.");
// A whole day's buttons send an empty start, which Astro's form reading hands over as null.
const start = z.preprocess(
  (value) => value || undefined,
  z.string().refine(isClockTime, "Please give a start time like 08:00.").optional(),
);
const windowId = z
  .string()
  .trim()
  .min(1, "Please choose a new time.")
  .max(40, "Please choose a new time.");

const NOT_BOOKED = () =>
  new ActionError({ code: "CONFLICT", message: "That inspection is no longer booked." });

/** /admin/schedule: staff move, cancel and close inspections, block times, set the rules. */
export const inspections = {
  rescheduleInspection: staffAction({
    input: z.object({ inspectionId: rowId, window: windowId }),
    saved: "Inspection moved; the homeowner has been emailed the new time.",
    handler: async ({ inspectionId, window }, { runtime }) => {
      const outcome = await runtime.inspections.reschedule(inspectionId, window);
      if (outcome.kind === "closed") throw NOT_BOOKED();
      if (outcome.kind === "refused")
        throw new ActionError({
          code: "CONFLICT",
          message:
            outcome.reason === "window-full"
              ? "That window is full. Please pick another."
              : outcome.reason === "same-window"
                ? "That is the inspection's time already."
                : "That time is not offered. Please pick one from the list.",
        });
      return { moved: true };
    },
  }),

  cancelInspection: staffAction({
    input: z.object({ inspectionId: rowId }),
    saved: "Inspection cancelled; the homeowner has been emailed.",
    handler: async ({ inspectionId }, { runtime }) => {
      if ((await runtime.inspections.cancel(inspectionId)).kind !== "changed") throw NOT_BOOKED();
      return { cancelled: true };
    },
  }),

  markInspection: staffAction({
    input: z.object({ inspectionId: rowId, outcome: z.enum(["done", "no-show"]) }),
    saved: "Inspection marked.",
    handler: async ({ inspectionId, outcome }, { runtime }) => {
      if ((await runtime.inspections.mark(inspectionId, outcome)) !== "changed") throw NOT_BOOKED();
      return { marked: outcome };
    },
  }),

  blockTime: staffAction({
    input: z.object({ day, start }),
    saved: "Blocked: no new bookings there. Existing inspections stay booked.",
    handler: async ({ day, start }, { runtime }) => {
      await runtime.inspections.block({ day, start: start ?? null });
      return { blocked: true };
    },
  }),

  unblockTime: staffAction({
    input: z.object({ day, start }),
    saved: "Unblocked: the time is offered again.",
    handler: async ({ day, start }, { runtime }) => {
      await runtime.inspections.unblock({ day, start: start ?? null });
      return { unblocked: true };
    },
  }),

  saveBookingRules: staffAction({
    input: z.object({
      weekly: z.string().max(5000, "Please keep the list shorter."),
      noticeHours: z.coerce
        .number()
        .int()
        .min(0, "Notice is 0 hours or more.")
        .max(336, "Notice is at most 336 hours."),
      horizonDays: z.coerce
        .number()
        .int()
        .min(1, "Offer at least 1 day.")
        .max(60, "Offer at most 60 days."),
    }),
    saved: "Booking rules saved. /book offers the new windows now.",
    handler: async ({ weekly, noticeHours, horizonDays }, { runtime }) => {
      const parsed = parseWeeklyText(weekly);
      if (!parsed.ok) throw new ActionError({ code: "BAD_REQUEST", message: parsed.message });
      const saved = await runtime.inspections.saveRules({
        weekly: parsed.windows,
        noticeHours,
        horizonDays,
      });
      if (!saved.ok) throw new ActionError({ code: "BAD_REQUEST", message: saved.message });
      return { saved: true };
    },
  }),
};
