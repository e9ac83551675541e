import { CONTACT_LIMITS } from "../../src/schemas/bounds.ts";
import { ruleTextBounds } from "./support/rules-text.ts";

// These fail the moment firestore.rules and the TypeScript constants stop agreeing.
describe("firestore.rules agrees with the TypeScript constants", () => {
  // Contact forms have no rule text to compare: clients may not create them, and
  // POST /api/contact checks them with contactSchema itself (contactForms.rules.test.ts).

  // Signup validates with the contact limits (src/lib/auth/signupForm.ts); a Google
  // profile may have an empty phone, so the profile's minimums are looser.
  test.each([
    ["fullName", { min: 1, max: CONTACT_LIMITS.name.max }],
    ["email", { min: 0, max: CONTACT_LIMITS.email.max }],
    ["phone", { min: 0, max: CONTACT_LIMITS.phone.max }],
  ] as const)("profile %s accepts what signup accepts: %j", (field, bounds) => {
    expect(ruleTextBounds("isValidProfile", `data.${field}`)).toEqual([bounds]);
  });
});
