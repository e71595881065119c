import { readStormCheckInput, type StormCheckInput } from "../../lib/storms/storm-check-input.ts";
import { stormCheck, type StormCheckOutcome } from "../storms/storm-check.ts";
import type { OperationParts } from "./operation-parts.ts";

/** What the storm check page gets: the visitor's input read, and the check when it could run. */
export type StormCheckPage =
  | { input: Exclude<StormCheckInput, { state: "ok" }> }
  | { input: Extract<StormCheckInput, { state: "ok" }>; outcome: StormCheckOutcome };

/** Storm reports for the public pages and staff: the storm check, events, storm mode. */
export function stormOperations(parts: OperationParts) {
  const { db, log } = parts;
  return {
    /** /storm-check?zip=…: reads the typed ZIP or address and looks around it. */
    async check(typed: string | null): Promise<StormCheckPage> {
      const input = readStormCheckInput(typed);
      if (input.state !== "ok") return { input };
      const outcome = await stormCheck(db, input.zip, parts.clock());
      log.info("storms.check", { state: outcome.state });
      return { input, outcome };
    },
  };
}

export type StormOperations = ReturnType<typeof stormOperations>;
