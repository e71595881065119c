import { Button } from "../../ui/Button";
import { cn } from "../../../lib/cn";
import { projectPath } from "../../../lib/projects/project-view";
import { formatDateTime } from "../format";

export type ProjectState = "draft" | "published" | "unpublished";

interface ProjectPublishingProps {
  state: ProjectState;
  slug: string | null;
  unpublishedReason: "staff" | "consent-withdrawn" | null;
  photoCount: number;
  /** The homeowner's answer to "May we show your new roof?" */
  consent: { givenAt: string; withdrawnAt: string | null } | undefined;
  actions: { publish: string; unpublish: string; remove: string };
  id: number;
}

const stateLabels: Record<ProjectState, string> = {
  draft: "Draft",
  published: "On the website",
  unpublished: "Off the website",
};
const stateTones: Record<ProjectState, string> = {
  draft: "bg-slate-200 text-slate-900",
  published: "bg-emerald-800 text-white",
  unpublished: "bg-amber-100 text-amber-950",
};

export function ProjectStateBadge({ state }: { state: ProjectState }) {
  return (
    <span
      className={cn(
        "inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold",
        stateTones[state],
      )}
    >
      {stateLabels[state]}
    </span>
  );
}

/** The consent in words: whether staff may publish, and why not. */
export function consentLine(consent: ProjectPublishingProps["consent"]): string {
  if (!consent)
    return "The homeowner has not said yes to showing their roof yet. They can say yes through the link in their review email; until then the project can be prepared, not published.";
  if (consent.withdrawnAt)
    return `The homeowner took back their consent on ${formatDateTime(consent.withdrawnAt)}. The project cannot be shown unless they agree again.`;
  return `The homeowner agreed to show their roof on ${formatDateTime(consent.givenAt)}.`;
}

/** Where the project stands on the website, and the buttons that change it. */
export function ProjectPublishing({
  state,
  slug,
  unpublishedReason,
  photoCount,
  consent,
  actions,
  id,
}: ProjectPublishingProps) {
  const consented = consent !== undefined && consent.withdrawnAt === null;
  return (
    <div className="grid gap-4">
      <p className="flex flex-wrap items-center gap-3">
        <ProjectStateBadge state={state} />
        {state === "published" && slug && (
          <a href={projectPath(slug)} className="text-brand-700 font-semibold underline">
            See it on the website
          </a>
        )}
      </p>
      {state === "unpublished" && unpublishedReason === "consent-withdrawn" && (
        <p className="font-semibold">
          Taken off the website because the homeowner withdrew their consent.
        </p>
      )}
      <p className={cn(!consented && "font-semibold")}>{consentLine(consent)}</p>
      {state === "published" && (
        <p className="text-muted text-sm">Changes you save show on the website at once.</p>
      )}
      <div className="flex flex-wrap gap-3">
        {state !== "published" && (
          <form method="post" action={actions.publish}>
            <input type="hidden" name="id" value={id} />
            <Button
              type="submit"
              disabled={!consented || photoCount === 0}
              className="disabled:bg-slate-200 disabled:text-slate-700 disabled:opacity-100 disabled:shadow-none"
            >
              Publish on the website
            </Button>
          </form>
        )}
        {state === "published" && (
          <form method="post" action={actions.unpublish}>
            <input type="hidden" name="id" value={id} />
            <Button type="submit" variant="outline">
              Take off the website
            </Button>
          </form>
        )}
      </div>
      {consented && photoCount === 0 && (
        <p className="text-muted text-sm">Choose at least one photo to publish.</p>
      )}
      <details className="text-sm">
        <summary className="text-danger cursor-pointer py-3 font-semibold">
          Delete this project
        </summary>
        <form method="post" action={actions.remove} className="mt-3 grid gap-2">
          <input type="hidden" name="id" value={id} />
          <p>
            The project and its copies of the photos are deleted; the lead keeps its own photos.
          </p>
          <Button type="submit" variant="outline" className="justify-self-start">
            Delete the project
          </Button>
        </form>
      </details>
    </div>
  );
}
