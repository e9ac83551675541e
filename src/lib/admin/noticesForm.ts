/**
 * The owner's contract notices as a form, without a DOM: each notice's words as typed,
 * the default where the owner kept it; saving keeps only the words that differ from the
 * defaults (settings/proposalNotices), so a default improved in a later release reaches
 * every notice the owner never changed.
 */
import { PROPOSAL_ADMIN_TEXT } from "../../config/text/proposalAdmin.ts";
import { EDITABLE_NOTICES } from "../proposal/law.ts";
import { PROPOSAL_LIMITS } from "../../schemas/proposalRules.ts";
import type { SaveStep } from "./saveForm.ts";

const T = PROPOSAL_ADMIN_TEXT.notices;

/** Notice id → its words. */
export type NoticeTexts = Record<string, string>;

/** The form's fields: every notice, the owner's words where stored, else the default. */
export function noticesDraft(edited: NoticeTexts): NoticeTexts {
  return Object.fromEntries(EDITABLE_NOTICES.map((notice) => [notice.id, edited[notice.id] ?? notice.text]));
}

/** The words a notice returns to with "Restore the default". */
export function defaultNotice(id: string): string {
  return EDITABLE_NOTICES.find((notice) => notice.id === id)?.text ?? "";
}

/** Each notice's problem, or what to store: only the notices whose words differ from the defaults. */
export function checkNotices(draft: NoticeTexts, stored: NoticeTexts): SaveStep<NoticeTexts, NoticeTexts> {
  const errors: NoticeTexts = {};
  const edits: NoticeTexts = {};
  for (const notice of EDITABLE_NOTICES) {
    const text = (draft[notice.id] ?? notice.text).trim();
    if (!text) errors[notice.id] = T.empty;
    else if (text.length > PROPOSAL_LIMITS.noticeMaxChars)
      errors[notice.id] = T.tooLong(PROPOSAL_LIMITS.noticeMaxChars);
    else if (text !== notice.text) edits[notice.id] = text;
  }
  if (Object.keys(errors).length > 0) return { kind: "invalid", errors };
  const same =
    Object.keys(edits).length === Object.keys(stored).length &&
    Object.entries(edits).every(([id, text]) => stored[id] === text);
  return same ? { kind: "unchanged" } : { kind: "save", value: edits };
}
