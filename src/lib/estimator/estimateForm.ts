import {
  estimateRequestSchemaIn,
  type EstimateField,
  type EstimateFieldErrors,
  type EstimateRequest,
} from "../../schemas/estimate.ts";
import { ESTIMATOR_TEXT } from "../../config/text/en/estimator.ts";
import { checkForm, type FormCheck } from "../../schemas/check.ts";

/** The estimator's inputs (spec section 3), exactly as the /api/estimate contract takes them. */
export type EstimateInput = EstimateRequest;

/** What the form holds while the visitor types: every field is text until it is checked. */
export type EstimateValues = Record<EstimateField, string>;

export const EMPTY_ESTIMATE: EstimateValues = {
  projectType: "",
  squareFootage: "",
  roomType: "",
  timeline: "",
  scope: "",
};

/**
 * The form's text as the request, refused in the page's language: the square footage
 * becomes a number (blank is no number), the rest as typed.
 */
export function validateEstimate(
  values: EstimateValues,
  fieldErrors: EstimateFieldErrors = ESTIMATOR_TEXT.fieldErrors,
): FormCheck<EstimateInput, EstimateField> {
  const squareFootage = values.squareFootage.trim() === "" ? Number.NaN : Number(values.squareFootage);
  return checkForm(estimateRequestSchemaIn(fieldErrors), { ...values, squareFootage });
}
