import { controlClass, Field } from "../../ui/Field";

/** What the page knows of the satellite measurement, when the office has turned it on. */
export interface SatelliteProps {
  /** The address last measured (or typed), kept in the field */
  address: string;
  /** How the roof was measured, or why it could not be: said beside the field */
  line?: string | undefined;
}

/**
 * The optional address whose roof the server measures from satellite imagery (Google's
 * Solar API). Shown only when SOLAR_API_KEY is set; sending the form measures it.
 */
export function SatelliteAddress({ address, line }: SatelliteProps) {
  return (
    <div className="grid gap-2">
      <Field
        label="Street address (optional)"
        hint="Street and town, like 1200 Cherokee Rd, Louisville. We measure the roof from satellite imagery and fill in the size, steepness and shape for you."
      >
        {(ids) => (
          <input
            id={ids.id}
            name="address"
            autoComplete="address-line1"
            maxLength={200}
            defaultValue={address}
            aria-describedby={[ids.describedBy, line ? "satellite-line" : ""].join(" ").trim()}
            className={controlClass}
          />
        )}
      </Field>
      {line && (
        <p id="satellite-line" className="text-brand-900 border-accent-600 border-l-4 pl-3 text-sm">
          {line}
        </p>
      )}
    </div>
  );
}
