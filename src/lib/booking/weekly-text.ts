import { WEEKDAY_NAMES, weeklyWindowProblem } from "./booking-rules.ts";
import { type WeeklyWindow } from "../../config/booking-types.ts";

/*
 * The weekly windows as the schedule page edits them: one window a line,
 * "Monday 08:00-10:00 x2" (day, start-end, how many at once). A textarea works without
 * JavaScript and shows the whole week at a glance.
 */

/** "Monday 08:00-10:00 x2". */
export const weeklyLine = (window: WeeklyWindow) =>
  `${WEEKDAY_NAMES[window.weekday - 1]} ${window.start}-${window.end} x${window.capacity}`;

export const weeklyText = (windows: readonly WeeklyWindow[]) =>
  [...windows]
    .sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start))
    .map(weeklyLine)
    .join("\n");

const LINE = /^([A-Za-z]+)\s+(\d{2}:\d{2})\s*-\s*(\d{2}:\d{2})\s+x?(\d{1,2})$/;

/** The windows a text names, or the first line's problem in words. */
export function parseWeeklyText(
  text: string,
): { ok: true; windows: WeeklyWindow[] } | { ok: false; message: string } {
  const windows: WeeklyWindow[] = [];
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length > 70) return { ok: false, message: "Please keep to 70 windows a week." };
  for (const [index, line] of lines.entries()) {
    const match = LINE.exec(line);
    const weekday =
      match &&
      WEEKDAY_NAMES.findIndex((name) =>
        name.toLowerCase().startsWith(match[1]!.toLowerCase().slice(0, 3)),
      ) + 1;
    if (!match || !weekday)
      return { ok: false, message: `Line ${index + 1}: write it like "Monday 08:00-10:00 x2".` };
    const window = { weekday, start: match[2]!, end: match[3]!, capacity: Number(match[4]) };
    const problem = weeklyWindowProblem(window);
    if (problem) return { ok: false, message: `Line ${index + 1}: ${problem}` };
    if (windows.some((other) => other.weekday === weekday && other.start === window.start))
      return {
        ok: false,
        message: `Line ${index + 1}: that day already has a window starting then.`,
      };
    windows.push(window);
  }
  return { ok: true, windows };
}
