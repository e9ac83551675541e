import { estimateRequestSchema, type EstimateField } from "../../src/schemas/estimate.ts";
import { FIELD_ERRORS, ESTIMATOR_TEXT } from "../../src/config/text.ts";
import { describe, expect, test } from "vitest";
import { PROJECT_TYPES, ROOM_TYPES, TIMELINES } from "../../src/config/site.ts";
import { AI_LIMITS } from "../../src/schemas/api.ts";
import { checkRequest } from "../../src/schemas/check.ts";
import { EMPTY_ESTIMATE, validateEstimate, type EstimateValues } from "../../src/lib/estimator/estimateForm.ts";
import { optionLabel } from "../../src/lib/format/optionLabel.ts";

const VALID: EstimateValues = {
  projectType: "remodel",
  squareFootage: "200",
  roomType: "kitchen",
  timeline: "1-3months",
  scope: "  New cabinets and quartz counters  ",
};
const { fieldErrors } = ESTIMATOR_TEXT;

describe("validateEstimate", () => {
  test("a complete form becomes the request the server accepts", () => {
    const result = validateEstimate(VALID);
    expect(result).toEqual({
      ok: true,
      value: {
        projectType: "remodel",
        squareFootage: 200,
        roomType: "kitchen",
        timeline: "1-3months",
        scope: "New cabinets and quartz counters",
      },
    });
    if (result.ok) expect(checkRequest(estimateRequestSchema, result.value).ok).toBe(true);
  });

  test("an empty form names every field", () => {
    expect(validateEstimate(EMPTY_ESTIMATE)).toEqual({
      ok: false,
      errors: {
        projectType: fieldErrors.projectType,
        squareFootage: fieldErrors.squareFootage(AI_LIMITS.maxSquareFootage),
        roomType: fieldErrors.roomType,
        timeline: fieldErrors.timeline,
        scope: fieldErrors.scope,
      },
    });
  });

  test.each<{ field: EstimateField; value: string; error: string | undefined }>([
    { field: "projectType", value: "demolition", error: fieldErrors.projectType },
    { field: "projectType", value: "constructor", error: fieldErrors.projectType },
    { field: "roomType", value: "garage", error: fieldErrors.roomType },
    { field: "timeline", value: "someday", error: fieldErrors.timeline },
    { field: "squareFootage", value: "0", error: fieldErrors.squareFootage(AI_LIMITS.maxSquareFootage) },
    { field: "squareFootage", value: "-5", error: fieldErrors.squareFootage(AI_LIMITS.maxSquareFootage) },
    { field: "squareFootage", value: "12.5", error: fieldErrors.squareFootage(AI_LIMITS.maxSquareFootage) },
    { field: "squareFootage", value: "abc", error: fieldErrors.squareFootage(AI_LIMITS.maxSquareFootage) },
    { field: "squareFootage", value: "  ", error: fieldErrors.squareFootage(AI_LIMITS.maxSquareFootage) },
    {
      field: "squareFootage",
      value: String(AI_LIMITS.maxSquareFootage + 1),
      error: fieldErrors.squareFootage(AI_LIMITS.maxSquareFootage),
    },
    { field: "squareFootage", value: "1", error: undefined },
    { field: "squareFootage", value: String(AI_LIMITS.maxSquareFootage), error: undefined },
    { field: "scope", value: "   ", error: fieldErrors.scope },
    { field: "scope", value: "x".repeat(AI_LIMITS.maxScopeChars), error: undefined },
    {
      field: "scope",
      value: "x".repeat(AI_LIMITS.maxScopeChars + 1),
      error: FIELD_ERRORS.tooLong(AI_LIMITS.maxScopeChars),
    },
  ])("$field = '$value'", ({ field, value, error }) => {
    const result = validateEstimate({ ...VALID, [field]: value });
    if (error === undefined) expect(result.ok).toBe(true);
    else expect(result).toEqual({ ok: false, errors: { [field]: error } });
  });

  test.each([
    ...PROJECT_TYPES.map((option) => ({ field: "projectType" as const, value: option.value })),
    ...ROOM_TYPES.map((option) => ({ field: "roomType" as const, value: option.value })),
    ...TIMELINES.map((option) => ({ field: "timeline" as const, value: option.value })),
  ])("every option of the spec is accepted: $field $value", ({ field, value }) => {
    expect(validateEstimate({ ...VALID, [field]: value }).ok).toBe(true);
  });
});

describe("optionLabel", () => {
  test.each([
    { options: ROOM_TYPES, value: "livingRoom", label: "Living Room" },
    { options: TIMELINES, value: "1-3months", label: "1–3 months" },
    { options: PROJECT_TYPES, value: "addition", label: "Addition" },
    { options: PROJECT_TYPES, value: "unknown", label: "unknown" },
  ])("$value -> $label", ({ options, value, label }) => {
    expect(optionLabel(options, value)).toBe(label);
  });
});
