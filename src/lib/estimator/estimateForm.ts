import { estimateRequestSchema, type EstimateField, type EstimateRequest } from "../../schemas/estimate.ts";
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

/** The form's text as the request: the square footage becomes a number (blank is no number), the rest as typed. */
export function validateEstimate(values: EstimateValues): FormCheck<EstimateInput, EstimateField> {
  const squareFootage = values.squareFootage.trim() === "" ? Number.NaN : Number(values.squareFootage);
  return checkForm(estimateRequestSchema, { ...values, squareFootage });
}
