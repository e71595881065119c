import {
  layerValues,
  pitchChoices,
  pitchValues,
  shapeChoices,
  shapeValues,
  storyValues,
} from "../../../lib/estimate/roof-inputs";
import type { EstimateErrors, EstimateValues } from "../../../lib/estimate/estimate-query";
import { controlClass, Field } from "../../ui/Field";
import { ChoiceGroup } from "./ChoiceGroup";
import { PitchPicture, ShapePicture } from "./RoofPictures";

interface EstimateFieldsProps {
  values: EstimateValues;
  errors: EstimateErrors;
}

const pitches = pitchValues.map((pitch) => ({
  value: pitch,
  ...pitchChoices[pitch],
  picture: <PitchPicture pitch={pitch} />,
}));
const shapes = shapeValues.map((shape) => ({
  value: shape,
  ...shapeChoices[shape],
  picture: <ShapePicture shape={shape} />,
}));
/** The two questions answered by picking a drawing. */
const pictureQuestions = [
  { name: "pitch", legend: "How steep is the roof?", choices: pitches },
  { name: "shape", legend: "What shape is the roof?", choices: shapes },
] as const;
const layers = layerValues.map((count) => ({
  value: count,
  label: count === 1 ? "One layer" : "Two layers",
  hint: count === 1 ? "The usual case" : "Shingles laid over old shingles",
}));

/** The house's size, either way the visitor knows it. */
const areaFields = [
  {
    name: "footprint",
    label: "Ground-floor footprint (sq ft)",
    hint: "The area the house covers on its lot: on your county's property record, or length × width.",
    className: "sm:col-span-2",
  },
  {
    name: "living",
    label: "Or: living area (sq ft)",
    hint: "Used when you leave the footprint empty.",
  },
] as const;

interface AreaFieldProps {
  name: "footprint" | "living";
  label: string;
  hint: string;
  value: string | undefined;
  error: string | undefined;
  className?: string;
}

/** A number of square feet, typed as the visitor likes ("1,800" is fine). */
function AreaField({ name, label, hint, value, error, className }: AreaFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} {...(className ? { className } : {})}>
      {(ids) => (
        <input
          id={ids.id}
          name={name}
          inputMode="numeric"
          autoComplete="off"
          defaultValue={value}
          aria-invalid={ids.invalid}
          aria-describedby={ids.describedBy}
          className={controlClass}
        />
      )}
    </Field>
  );
}

/** The estimator's questions, uncontrolled: what the visitor chose stays in the DOM. */
export function EstimateFields({ values, errors }: EstimateFieldsProps) {
  return (
    <div className="grid gap-8">
      <div className="grid gap-4 sm:grid-cols-2">
        {areaFields.map((field) => (
          <AreaField
            key={field.name}
            {...field}
            value={values[field.name]}
            error={errors[field.name]}
          />
        ))}
        <Field label="Stories" error={errors.stories}>
          {(ids) => (
            <select
              id={ids.id}
              name="stories"
              defaultValue={values.stories ?? "1"}
              aria-invalid={ids.invalid}
              aria-describedby={ids.describedBy}
              className={controlClass}
            >
              {storyValues.map((stories) => (
                <option key={stories} value={String(stories)}>
                  {stories === 1.5 ? "1½" : stories}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {pictureQuestions.map((question) => (
        <ChoiceGroup
          key={question.name}
          {...question}
          checked={values[question.name]}
          error={errors[question.name]}
        />
      ))}
      <div className="grid gap-4 sm:grid-cols-2">
        <ChoiceGroup
          name="layers"
          legend="Layers of old shingles to remove"
          choices={layers}
          checked={values.layers ?? "1"}
          error={errors.layers}
        />
        <Field
          label="ZIP code (optional)"
          hint="Tells you whether we work where you live."
          error={errors.zip}
        >
          {(ids) => (
            <input
              id={ids.id}
              name="zip"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={10}
              defaultValue={values.zip}
              aria-invalid={ids.invalid}
              aria-describedby={ids.describedBy}
              className={controlClass}
            />
          )}
        </Field>
      </div>
    </div>
  );
}
