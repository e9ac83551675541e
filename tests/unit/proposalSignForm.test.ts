import { describe, expect, it } from "vitest";
import { PROPOSAL_TEXT } from "../../src/config/text/proposal.ts";
import { signProblems, type SignFields } from "../../src/lib/proposal/signForm.ts";

const complete: SignFields = {
  consent: true,
  name: "Dana Whitfield",
  initials: "",
  signature: "data:image/png;base64,AA",
};

describe("the signature form", () => {
  it("may be sent once consent, name and signature are there", () => {
    expect(signProblems(complete, false)).toEqual({});
  });

  it.each([
    ["consent", { consent: false }, PROPOSAL_TEXT.errors.consent],
    ["name", { name: "  D " }, PROPOSAL_TEXT.errors.signerName],
    ["name", { name: "x".repeat(101) }, PROPOSAL_TEXT.errors.signerName],
    ["signature", { signature: "" }, PROPOSAL_TEXT.errors.signature],
  ] as [keyof SignFields, Partial<SignFields>, string][])("says what is missing: %s", (field, change, message) => {
    expect(signProblems({ ...complete, ...change }, false)).toEqual({ [field]: message });
  });

  it("asks Maryland's arbitration initials only where the clause is", () => {
    expect(signProblems(complete, true)).toEqual({ initials: PROPOSAL_TEXT.api.initials });
    expect(signProblems({ ...complete, initials: "DW" }, true)).toEqual({});
  });
});
