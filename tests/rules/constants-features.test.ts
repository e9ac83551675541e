import { PROJECT_LIMITS } from "../../src/schemas/bounds.ts";
import { PROJECT_TYPES, ROOM_TYPES } from "../../src/config/site.ts";
import { AI_LIMITS } from "../../src/schemas/api.ts";
import { ballparkFor } from "../../src/lib/pricing/pricingGuide.ts";
import { estimateRecord, RESULT_MAX_CHARS } from "../../src/schemas/estimate.ts";
import { ruleExactKeys, ruleNumber, ruleTextBounds } from "./support/rules-text.ts";

// The estimator's and the projects' limits live in their feature modules; the rules
// must accept what those modules let through, and the numbers must not drift apart.
describe("firestore.rules agrees with the estimator and projects modules", () => {
  test.each(["title", "description", "location"] as const)(
    "project %s has the length bounds of PROJECT_LIMITS",
    (field) => {
      expect(ruleTextBounds("isValidProject", `data.${field}`)).toEqual([PROJECT_LIMITS[field]]);
    },
  );

  test("a project image has the length bounds of PROJECT_LIMITS", () => {
    expect(ruleTextBounds("isImageUrl", "value")).toEqual([PROJECT_LIMITS.image]);
  });

  test("estimate squareFootage and scope have the bounds of AI_LIMITS, result of RESULT_MAX_CHARS", () => {
    expect(ruleNumber("isValidEstimate", "data.squareFootage", "<=")).toBe(AI_LIMITS.maxSquareFootage);
    expect(ruleTextBounds("isValidEstimate", "data.scope")).toEqual([{ min: 1, max: AI_LIMITS.maxScopeChars }]);
    expect(ruleTextBounds("isValidEstimate", "data.result")).toEqual([{ min: 1, max: RESULT_MAX_CHARS }]);
  });

  test("the largest ballpark the pricing guide can give stays under the rules' cap", () => {
    const cap = ruleNumber("isValidEstimate", "data.ballparkHigh", "<=");
    const highs = PROJECT_TYPES.flatMap(({ value: projectType }) =>
      ROOM_TYPES.map(
        ({ value: roomType }) => ballparkFor({ projectType, roomType, squareFootage: AI_LIMITS.maxSquareFootage }).high,
      ),
    );
    expect(Math.max(...highs)).toBeLessThanOrEqual(cap);
  });

  test("an estimate's keys are what estimateRecord() builds plus the server timestamp", () => {
    const record = estimateRecord(
      { projectType: "remodel", squareFootage: 200, roomType: "kitchen", timeline: "asap", scope: "Cabinets" },
      { low: 1, high: 2 },
      "text",
      { uid: "u", email: "u@example.com" },
    );
    expect(ruleExactKeys("isValidEstimate").sort()).toEqual([...Object.keys(record), "timestamp"].sort());
  });
});
