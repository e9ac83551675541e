import { isAllowedImage, PROJECT_LIMITS, SITE_IMAGE_PATTERN } from "../../src/schemas/bounds.ts";
import { ruleMatchPatterns, ruleTextBounds } from "./support/rules-text.ts";

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

  // The browser (the admin's form, and the card that refuses to load anything else) and
  // the database must draw the same line for site pictures; projects.rules.test.ts runs
  // hostile paths through both.
  test("a site image path is SITE_IMAGE_PATTERN, character for character", () => {
    expect(ruleMatchPatterns("isImageUrl")).toContain(SITE_IMAGE_PATTERN);
    expect(isAllowedImage("/images/%2e%2e/admin")).toBe(false);
  });

  // Estimates have no rule text to compare: clients may not create them, and
  // /api/estimate checks the request with estimateRequestSchema itself.
});
