import { FIELD_ERRORS, ESTIMATOR_TEXT } from "../../config/text.ts";
import { PROJECT_TYPES, ROOM_TYPES, TIMELINES, type ProjectType, type RoomType, type Timeline } from "../../config/site.ts";
import { AI_LIMITS, type EstimateRequest } from "../../schemas/api.ts";

/** The estimator's inputs (spec section 3), exactly as the /api/estimate contract takes them. */
export type EstimateInput = EstimateRequest;

export const ESTIMATE_FIELDS = ["projectType", "squareFootage", "roomType", "timeline", "scope"] as const;
export type EstimateField = (typeof ESTIMATE_FIELDS)[number];

/** What the form holds while the visitor types: every field is text until it is checked. */
export type EstimateValues = Record<EstimateField, string>;
export type EstimateErrors = Partial<Record<EstimateField, string>>;

/**
 * The /api/estimate bounds (firestore.rules has the same). Square footage is asked as a
 * whole number: nobody measures a room to the decimal, and it keeps the summary tidy.
 */
export const ESTIMATE_LIMITS = {
  squareFootage: { min: 1, max: AI_LIMITS.maxSquareFootage },
  scope: { min: 1, max: AI_LIMITS.maxScopeChars },
} as const;

export const EMPTY_ESTIMATE: EstimateValues = { projectType: "", squareFootage: "", roomType: "", timeline: "", scope: "" };

const oneOf = <T extends string>(options: readonly { value: T }[], value: string): value is T => options.some((option) => option.value === value);

export function validateEstimate(values: EstimateValues): { ok: true; value: EstimateInput } | { ok: false; errors: EstimateErrors } {
  const errors: EstimateErrors = {};
  const { fieldErrors } = ESTIMATOR_TEXT;
  if (!oneOf(PROJECT_TYPES, values.projectType)) errors.projectType = fieldErrors.projectType;
  if (!oneOf(ROOM_TYPES, values.roomType)) errors.roomType = fieldErrors.roomType;
  if (!oneOf(TIMELINES, values.timeline)) errors.timeline = fieldErrors.timeline;

  const { min, max } = ESTIMATE_LIMITS.squareFootage;
  const area = values.squareFootage.trim() === "" ? Number.NaN : Number(values.squareFootage);
  if (!Number.isInteger(area) || area < min || area > max) errors.squareFootage = fieldErrors.squareFootage(max);

  const scope = values.scope.trim();
  if (scope.length > ESTIMATE_LIMITS.scope.max) errors.scope = FIELD_ERRORS.tooLong(ESTIMATE_LIMITS.scope.max);
  else if (scope.length < ESTIMATE_LIMITS.scope.min) errors.scope = fieldErrors.scope;

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      projectType: values.projectType as ProjectType,
      squareFootage: area,
      roomType: values.roomType as RoomType,
      timeline: values.timeline as Timeline,
      scope,
    },
  };
}
