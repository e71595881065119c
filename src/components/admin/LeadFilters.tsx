import { INBOX_PARAMS, INBOX_PATH } from "../../lib/admin-routes";
import { LinkButton, Button } from "../ui/Button";
import { controlClass, Field } from "../ui/Field";
import { leadStatusLabel } from "../../lib/lead-statuses";

interface Option {
  value: string;
  label: string;
}

interface LeadFiltersProps {
  statuses: readonly string[];
  /** Lead counts by status, shown beside each option */
  counts: Partial<Record<string, number>>;
  services: readonly Option[];
  values: {
    status?: string | undefined;
    service?: string | undefined;
    query?: string | undefined;
    storm?: boolean | undefined;
  };
  exportHref: string;
}

/**
 * The inbox's filter: a plain GET form, so it works without JavaScript and can be bookmarked.
 * On a phone it folds into one row, a <details> that opens on a tap; from the small
 * breakpoint up the summary is hidden and the form always shows (its content box is made
 * visible with ::details-content, so no script decides by width).
 */
export function LeadFilters({ statuses, counts, services, values, exportHref }: LeadFiltersProps) {
  const active = [values.query, values.status, values.service, values.storm].filter(Boolean).length;
  return (
    <details className="rounded-card shadow-card bg-white sm:[&::details-content]:[content-visibility:visible]">
      <summary className="flex min-h-12 cursor-pointer items-center px-4 font-semibold sm:hidden">
        {active ? `Filter and export (${active} set)` : "Filter and export"}
      </summary>
      <LeadFilterForm {...{ statuses, counts, services, values, exportHref }} />
    </details>
  );
}

function LeadFilterForm({ statuses, counts, services, values, exportHref }: LeadFiltersProps) {
  return (
    <form
      method="get"
      action={INBOX_PATH}
      role="search"
      aria-label="Filter leads"
      className="grid items-end gap-4 p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto_auto_auto]"
    >
      <Field label="Search">
        {({ id }) => (
          <input
            id={id}
            name={INBOX_PARAMS.query}
            type="search"
            defaultValue={values.query ?? ""}
            placeholder="Name, phone, email, address or reference"
            className={controlClass}
          />
        )}
      </Field>
      <Field label="Status">
        {({ id }) => (
          <select
            id={id}
            name={INBOX_PARAMS.status}
            defaultValue={values.status ?? ""}
            className={controlClass}
          >
            <option value="">Any status</option>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {leadStatusLabel(status)} ({counts[status] ?? 0})
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Service">
        {({ id }) => (
          <select
            id={id}
            name={INBOX_PARAMS.service}
            defaultValue={values.service ?? ""}
            className={controlClass}
          >
            <option value="">Any service</option>
            {services.map((service) => (
              <option key={service.value} value={service.value}>
                {service.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <label className="flex min-h-12 items-center gap-2 font-semibold">
        <input
          type="checkbox"
          name={INBOX_PARAMS.storm}
          value="1"
          defaultChecked={values.storm ?? false}
          className="size-5"
        />
        Storm reports nearby
      </label>
      <Button type="submit" variant="secondary">
        Filter
      </Button>
      <LinkButton href={exportHref} variant="outline" download>
        Export CSV
      </LinkButton>
    </form>
  );
}
