import { areaLimits, type Pitch, type Shape } from "./roof-inputs.ts";

/*
 * A roof as Google's Solar API measures it (buildingInsights:findClosest's
 * solarPotential.roofSegmentStats), turned into the estimator's answers. Browser-safe: the
 * page shows the outcome; only the server asks the API.
 */

/** One roof face, as the API reports it (RoofSegmentSizeAndSunshineStats). */
export interface RoofSegment {
  pitchDegrees: number;
  /** The ground the face covers, eaves included */
  groundAreaMeters2: number;
}

export type RoofMeasurement =
  | {
      ok: true;
      footprint: number;
      pitch: Pitch;
      shape: Shape;
      /** The Solar API's imageryQuality */
      quality: "HIGH" | "MEDIUM";
      /** Said on the page: how it was measured, and with what imagery */
      line: string;
    }
  | {
      ok: false;
      line: string;
      /** A timeout or an error, worth asking again, unlike an answer about the roof */
      transient?: boolean;
    };

const SQUARE_FEET_PER_SQUARE_METER = 10.7639;

/**
 * The pitch class of a slope in degrees, by its rise in 12 (rise = 12 × tan θ), at the
 * class bounds of roof-inputs.ts: up to 4/12 low, 5-7/12 medium, 8-10/12 steep, steeper
 * very steep; a rise between two classes goes to the nearer whole number's class.
 */
export function pitchOfDegrees(degrees: number): Pitch {
  const rise = Math.round(12 * Math.tan((degrees * Math.PI) / 180));
  if (rise <= 4) return "low";
  if (rise <= 7) return "medium";
  if (rise <= 10) return "steep";
  return "very-steep";
}

/**
 * The shape class from the number of faces: a plain gable has 2, a hip roof 4 and a gable
 * with a few valleys 3 to 6; more faces mean dormers, turrets or levels.
 */
export const shapeOfFaces = (faces: number): Shape =>
  faces <= 2 ? "simple" : faces <= 6 ? "moderate" : "complex";

/**
 * The estimator's footprint, pitch and shape from the measured faces: the footprint is the
 * ground under the roof less the overhang the estimate adds back; the pitch is the faces'
 * average weighted by area. Undefined when the faces make no house the estimator takes.
 */
export function roofFromSegments(
  segments: readonly RoofSegment[],
  overhang: number,
): { footprint: number; pitch: Pitch; shape: Shape } | undefined {
  const ground = segments.reduce((sum, segment) => sum + segment.groundAreaMeters2, 0);
  if (!(ground > 0)) return undefined;
  const footprint = Math.round((ground * SQUARE_FEET_PER_SQUARE_METER) / (1 + overhang));
  if (footprint < areaLimits.min || footprint > areaLimits.max) return undefined;
  const degrees =
    segments.reduce((sum, segment) => sum + segment.pitchDegrees * segment.groundAreaMeters2, 0) /
    ground;
  return { footprint, pitch: pitchOfDegrees(degrees), shape: shapeOfFaces(segments.length) };
}
