import { isSignable } from "../../lib/proposals/proposal-statuses.ts";
import type { StoredVersion } from "./proposal-repo.ts";

/*
 * What a version is at an instant, as the homeowner meets it: a signable version whose last
 * moment has passed is already expired, whether or not the sweep has marked it yet.
 */
export type VersionState =
  "open" | "expired" | "accepted" | "declined" | "cancelled" | "replaced" | "draft";

export function versionState(
  version: Pick<StoredVersion, "status" | "expiresAt">,
  now: Date,
): VersionState {
  if (isSignable(version.status)) {
    return now.getTime() >= Date.parse(version.expiresAt) ? "expired" : "open";
  }
  return version.status as Exclude<VersionState, "open">;
}
