import { PROJECT_LIMITS } from "../../src/schemas/bounds.ts";
import { ruleTextBounds } from "./support/rules-text.ts";

// The projects' limits live in src/schemas/bounds.ts; the rules must accept what the
// admin's form lets through, and the numbers must not drift apart.
describe("firestore.rules agrees with the projects schema", () => {
  test.each(["title", "description", "location"] as const)(
    "project %s has the length bounds of PROJECT_LIMITS",
    (field) => {
      expect(ruleTextBounds("isValidProject", `data.${field}`)).toEqual([PROJECT_LIMITS[field]]);
    },
  );

  test("a project image has the length bounds of PROJECT_LIMITS", () => {
    expect(ruleTextBounds("isImageUrl", "value")).toEqual([PROJECT_LIMITS.image]);
  });

  // Estimates have no rule text to compare: clients may not create them, and
  // /api/estimate checks the request with estimateRequestSchema itself.
});
