import { ActionError } from "astro:actions";
import { z } from "astro/zod";
import { textProblem } from "../lib/text-rules";
import { staffAction } from "./staff-action";

/** The longest banner line (server/storms/storm-mode.ts STORM_LINE_MAX_LENGTH). */
const LINE_MAX = 160;

/** /admin/storms: staff's hand on storm mode. Registered under `admin`, so a session is required. */
export const storms = {
  setStormMode: staffAction({
    input: z.object({
      setting: z.enum(["auto", "on", "off"], { error: "Choose automatic, on or off." }),
      // An empty field reaches the action as null: the default wording is used then.
      line: z.preprocess(
        (value) => value ?? "",
        z
          .string()
          .trim()
          .max(LINE_MAX, `Keep the banner line under ${LINE_MAX} characters.`)
          .refine(
            (line) => textProblem(line, "single-line") === null,
            "The banner line is one line of plain text.",
          ),
      ),
    }),
    saved: "Storm mode saved. Every page shows it within half a minute.",
    handler: async ({ setting, line }, { runtime, actor }) => {
      if ((await runtime.storms.setMode({ setting, line }, actor)) === "invalid")
        throw new ActionError({ code: "BAD_REQUEST", message: "That setting could not be saved." });
      return { setting };
    },
  }),
};
