import { describe, expect, it } from "vitest";
import { PROPOSAL_ADMIN_TEXT } from "../../src/config/text/proposalAdmin.ts";
import { checkNotices, defaultNotice, noticesDraft } from "../../src/lib/admin/noticesForm.ts";
import { EDITABLE_NOTICES } from "../../src/lib/proposal/law.ts";

const T = PROPOSAL_ADMIN_TEXT.notices;

describe("the contract notices form", () => {
  it("shows every notice: the owner's words where stored, the default elsewhere", () => {
    const draft = noticesDraft({ "md-commission": "Our lawyer's words." });
    expect(Object.keys(draft)).toEqual(EDITABLE_NOTICES.map((notice) => notice.id));
    expect(draft["md-commission"]).toBe("Our lawyer's words.");
    expect(draft["va-delays"]).toBe(defaultNotice("va-delays"));
  });

  it("stores only the words that differ from the defaults, trimmed", () => {
    const draft = { ...noticesDraft({}), "dc-license": "  New words.  " };
    expect(checkNotices(draft, {})).toEqual({ kind: "save", value: { "dc-license": "New words." } });
  });

  it("a notice put back to its default is no longer stored", () => {
    const draft = noticesDraft({});
    expect(checkNotices(draft, { "dc-license": "Old words." })).toEqual({ kind: "save", value: {} });
  });

  it("nothing changed says so", () => {
    expect(checkNotices(noticesDraft({ "dc-license": "Same." }), { "dc-license": "Same." })).toEqual({
      kind: "unchanged",
    });
  });

  it("an emptied or overlong notice is refused beside it", () => {
    const draft = { ...noticesDraft({}), "md-guaranty-fund": "  ", permits: "x".repeat(4001) };
    expect(checkNotices(draft, {})).toEqual({
      kind: "invalid",
      errors: { "md-guaranty-fund": T.empty, permits: T.tooLong(4000) },
    });
  });
});
