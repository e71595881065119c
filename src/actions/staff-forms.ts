import type { AstroGlobal } from "astro";
import type { ActionError } from "astro:actions";
import { server } from "./index";

/** The result Astro kept of a form posted to one of the page's actions, if one was. */
type FormResult = { error?: ActionError | undefined } | undefined;
/** An action as `astro:actions` names it on a page (`actions.admin.setStatus`). */
type PageAction = Parameters<AstroGlobal["getActionResult"]>[0] & { queryString: string };

export type StaffFormOutcome =
  | { redirect: Response }
  | {
      /** The saved line of the action that just succeeded, after its redirect */
      saved: string | undefined;
      /** Why the posted form was refused; the page answers with its status */
      error: ActionError | undefined;
      /** Which action refused, e.g. "admin.inviteStaff" */
      refusedBy: string | undefined;
    };

const SAVED_PARAM = "saved";

const nameOf = (action: PageAction) => new URLSearchParams(action.queryString).get("_action") ?? "";

/** The `saved` wording a staffAction carries, by its name ("admin.setStatus"). */
function savedLineOf(name: string | null): string | undefined {
  const [group, key] = name?.split(".") ?? [];
  if (group !== "admin" || !key || !Object.hasOwn(server.admin, key)) return undefined;
  return server.admin[key as keyof typeof server.admin].saved;
}

/**
 * Post, redirect, get for a staff page: a form that succeeded redirects back to the page
 * (303) with the action's name, and the page then shows that action's saved line; a
 * refused one sets the page's status and hands back the error to show.
 *
 * @example const outcome = staffFormOutcome(Astro, [actions.admin.setStatus]);
 *          if ("redirect" in outcome) return outcome.redirect;
 */
export function staffFormOutcome(
  astro: Pick<AstroGlobal, "getActionResult" | "redirect" | "url" | "response">,
  actions: readonly PageAction[],
): StaffFormOutcome {
  for (const action of actions) {
    const result = astro.getActionResult(action) as FormResult;
    if (!result) continue;
    if (!result.error) {
      const search = new URLSearchParams({ [SAVED_PARAM]: nameOf(action) });
      return { redirect: astro.redirect(`${astro.url.pathname}?${search}`, 303) };
    }
    astro.response.status = result.error.status;
    return { saved: undefined, error: result.error, refusedBy: nameOf(action) };
  }
  // Only this page's own actions have a line here; any other name shows nothing.
  const saved = astro.url.searchParams.get(SAVED_PARAM);
  return {
    saved: actions.some((action) => nameOf(action) === saved) ? savedLineOf(saved) : undefined,
    error: undefined,
    refusedBy: undefined,
  };
}
