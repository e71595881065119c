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
import { estimateFieldId } from "./ErrorSummary";
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

/** The house's size, either way the visitor knows it, and where it is. */
const typedFields = {
  footprint: {
    label: "Ground-floor footprint (sq ft)",
    hint: "The area the house covers on its lot: on your county's property record, or length × width.",
    className: "sm:col-span-2",
  },
  living: { label: "Or: living area (sq ft)", hint: "Used when you leave the footprint empty." },
  zip: {
    label: "ZIP code (optional)",
    hint: "Tells you whether we work where you live.",
    autoComplete: "postal-code",
  },
} as const;

interface TypedFieldProps {
  name: keyof typeof typedFields;
  values: EstimateValues;
  errors: EstimateErrors;
}

/** A number typed as the visitor likes ("1,800" is fine: the query reader cleans it). */
function TypedField({ name, values, errors }: TypedFieldProps) {
  const { label, hint, ...spec } = typedFields[name];
  return (
    <Field
      id={estimateFieldId(name)}
      label={label}
      hint={hint}
      error={errors[name]}
      {...("className" in spec ? { className: spec.className } : {})}
    >
      {(ids) => (
        <input
          id={ids.id}
          name={name}
          inputMode="numeric"
          autoComplete={"autoComplete" in spec ? spec.autoComplete : "off"}
          defaultValue={values[name]}
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
        <TypedField name="footprint" values={values} errors={errors} />
        <TypedField name="living" values={values} errors={errors} />
        <Field id={estimateFieldId("stories")} label="Stories" error={errors.stories}>
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
        <TypedField name="zip" values={values} errors={errors} />
      </div>
    </div>
  );
}
