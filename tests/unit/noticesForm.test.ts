import { describe, expect, it } from "vitest";
import { PROPOSAL_ADMIN_TEXT } from "../../src/config/text/proposalAdmin.ts";
import { checkNotices, defaultNotice, noticesDraft } from "../../src/lib/admin/noticesForm.ts";
import { EDITABLE_NOTICES } from "../../src/lib/proposal/law.ts";
import { NOTICE_WORDS_ES } from "../../src/lib/proposal/lawSpanish.ts";
import { NO_EDITED_NOTICES } from "../../src/schemas/proposal.ts";

const T = PROPOSAL_ADMIN_TEXT.notices;
const english = (en: Record<string, string>) => ({ en, es: {} });

describe("the contract notices form", () => {
  it("shows every notice in each language: the owner's words where stored, the default elsewhere", () => {
    const draft = noticesDraft({
      en: { "md-commission": "Our lawyer's words." },
      es: { "va-delays": "Sus palabras." },
    });
    expect(Object.keys(draft.en)).toEqual(EDITABLE_NOTICES.map((notice) => notice.id));
    expect(Object.keys(draft.es)).toEqual(EDITABLE_NOTICES.map((notice) => notice.id));
    expect(draft.en["md-commission"]).toBe("Our lawyer's words.");
    expect(draft.en["va-delays"]).toBe(defaultNotice("va-delays"));
    expect(draft.es["va-delays"]).toBe("Sus palabras.");
    // The Spanish default is our translation of the English default.
    expect(draft.es["md-commission"]).toBe(NOTICE_WORDS_ES["md-commission"].text);
    expect(defaultNotice("md-commission", "es")).toBe(NOTICE_WORDS_ES["md-commission"].text);
  });

  it("stores only the words that differ from their language's default, trimmed", () => {
    const draft = noticesDraft(NO_EDITED_NOTICES);
    draft.en["dc-license"] = "  New words.  ";
    draft.es["dc-cancellation"] = " Puede cancelar. ";
    expect(checkNotices(draft, NO_EDITED_NOTICES)).toEqual({
      kind: "save",
      value: { en: { "dc-license": "New words." }, es: { "dc-cancellation": "Puede cancelar." } },
    });
  });

  it("a notice put back to its default is no longer stored, in either language", () => {
    const draft = noticesDraft(NO_EDITED_NOTICES);
    expect(checkNotices(draft, { en: { "dc-license": "Old words." }, es: {} })).toEqual({
      kind: "save",
      value: NO_EDITED_NOTICES,
    });
    expect(checkNotices(draft, { en: {}, es: { "dc-license": "Viejas." } })).toEqual({
      kind: "save",
      value: NO_EDITED_NOTICES,
    });
  });

  it("nothing changed says so", () => {
    const stored = { en: { "dc-license": "Same." }, es: { permits: "Igual." } };
    expect(checkNotices(noticesDraft(stored), stored)).toEqual({ kind: "unchanged" });
  });

  it("an emptied or overlong notice is refused beside it, in its language", () => {
    const draft = noticesDraft(english({}));
    draft.en["md-guaranty-fund"] = "  ";
    draft.en.permits = "x".repeat(4001);
    draft.es["md-deposit"] = "";
    expect(checkNotices(draft, NO_EDITED_NOTICES)).toEqual({
      kind: "invalid",
      errors: { "en:md-guaranty-fund": T.empty, "en:permits": T.tooLong(4000), "es:md-deposit": T.empty },
    });
  });
});
