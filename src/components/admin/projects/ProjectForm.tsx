import { Button } from "../../ui/Button";
import { controlClass, Field } from "../../ui/Field";
import { PROJECT_LIMITS, type ProjectInput } from "../../../lib/projects/project-fields";
import type { ProjectPhotoRole } from "../../../lib/projects/project-view";

/** A photo the form offers: its preview, and how the project shows it (or not). */
export interface PhotoOption {
  publicId: string;
  previewSrc: string;
  previewWidth: number;
  previewHeight: number;
  label: string;
  /** A second, quieter line: the file's name */
  detail?: string | undefined;
  role: ProjectPhotoRole | undefined;
  /** Uploaded for the project: "Not shown" removes it for good */
  uploaded: boolean;
}

interface ProjectFormProps {
  action: string;
  /** The hidden field naming what is saved: the lead of a new project, or the project */
  target: { name: "lead" | "id"; value: string };
  values: ProjectInput;
  errors: Partial<Record<keyof ProjectInput, string>>;
  services: readonly { path: string; name: string }[];
  counties: readonly { fips: string; name: string }[];
  photos: readonly PhotoOption[];
  /** YYYY-MM: the latest month the job may have been finished (this month) */
  maxMonth: string;
  submitLabel: string;
}

/**
 * What a project says and shows. Everything here is public once published, so each hint
 * says what must stay out (the street, the day); the server checks it again.
 */
export function ProjectForm({
  action,
  target,
  values,
  errors,
  services,
  counties,
  photos,
  maxMonth,
  submitLabel,
}: ProjectFormProps) {
  return (
    <form method="post" action={action} className="grid gap-5">
      <input type="hidden" name={target.name} value={target.value} />
      <Field
        label="Title"
        required
        error={errors.title}
        {...(errors.title
          ? {}
          : {
              hint: "What a neighbour would call it, e.g. “New architectural shingle roof on a Crescent Hill foursquare”.",
            })}
      >
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            name="title"
            defaultValue={values.title}
            maxLength={PROJECT_LIMITS.title}
            required
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className={controlClass}
          />
        )}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Service" required error={errors.servicePath}>
          {({ id, describedBy, invalid }) => (
            <select
              id={id}
              name="servicePath"
              defaultValue={values.servicePath}
              required
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              className={controlClass}
            >
              <option value="">Choose the service…</option>
              {services.map((service) => (
                <option key={service.path} value={service.path}>
                  {service.name} ({service.path.split("/")[0]})
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Month finished" required error={errors.month}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              type="month"
              name="month"
              defaultValue={values.month}
              max={maxMonth}
              required
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              className={controlClass}
            />
          )}
        </Field>
        <Field
          label="Town or neighbourhood"
          required
          error={errors.town}
          {...(errors.town
            ? {}
            : { hint: "Never the street or house number: the public sees this." })}
        >
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              name="town"
              defaultValue={values.town}
              maxLength={PROJECT_LIMITS.town}
              required
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              className={controlClass}
            />
          )}
        </Field>
        <Field label="County" required error={errors.countyFips}>
          {({ id, describedBy, invalid }) => (
            <select
              id={id}
              name="countyFips"
              defaultValue={values.countyFips}
              required
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              className={controlClass}
            >
              <option value="">Choose the county…</option>
              {counties.map((county) => (
                <option key={county.fips} value={county.fips}>
                  {county.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field
        label="What we did"
        required
        error={errors.description}
        {...(errors.description
          ? {}
          : {
              hint: "A few sentences for homeowners: the house, the problem, the work, the materials. No names or street.",
            })}
      >
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            name="description"
            rows={5}
            defaultValue={values.description}
            maxLength={PROJECT_LIMITS.description}
            required
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className={controlClass}
          />
        )}
      </Field>
      <fieldset className="grid gap-3">
        <legend className="text-brand-900 mb-2 font-semibold">Photos</legend>
        {photos.length === 0 ? (
          <p className="text-muted">
            This lead sent no photos. Save the project, then add your own before and after photos
            below.
          </p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {photos.map((photo) => (
              <li key={photo.publicId} className="border-line grid gap-2 rounded-lg border p-3">
                <img
                  src={photo.previewSrc}
                  width={photo.previewWidth}
                  height={photo.previewHeight}
                  alt={photo.label}
                  loading="lazy"
                  className="bg-surface aspect-[4/3] w-full rounded object-cover"
                />
                <label className="grid gap-1 text-sm font-semibold">
                  <span>
                    {photo.label}
                    {photo.detail && (
                      <span className="text-muted block font-normal break-all">{photo.detail}</span>
                    )}
                  </span>
                  <select
                    name="photo"
                    defaultValue={`${photo.publicId}:${photo.role ?? "none"}`}
                    className={`${controlClass} font-normal`}
                  >
                    <option value={`${photo.publicId}:none`}>
                      {photo.uploaded ? "Remove from the project" : "Not shown"}
                    </option>
                    <option value={`${photo.publicId}:before`}>Shown as “Before”</option>
                    <option value={`${photo.publicId}:after`}>Shown as “After”</option>
                  </select>
                </label>
              </li>
            ))}
          </ul>
        )}
        <p className="text-muted text-sm">
          The website shows a fresh copy of each photo without its location or camera data. Leave
          out photos that show the house number, a licence plate or people.
        </p>
      </fieldset>
      <Button type="submit" variant="secondary" className="justify-self-start">
        {submitLabel}
      </Button>
    </form>
  );
}
