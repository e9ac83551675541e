/**
 * The owner's contract notices as a form, without a DOM: each notice's words in English and
 * in Spanish as typed, the default where the owner kept it; saving keeps only the words that
 * differ from the defaults (settings/proposalNotices), so a default improved in a later
 * release reaches every notice the owner never changed.
 */
import type { Locale } from "../../config/i18n.ts";
import { PROPOSAL_ADMIN_TEXT } from "../../config/text/proposalAdmin.ts";
import { EDITABLE_NOTICES } from "../proposal/law.ts";
import { NOTICE_WORDS_ES } from "../proposal/lawSpanish.ts";
import type { EditedNotices } from "../../schemas/proposal.ts";
import { PROPOSAL_LIMITS } from "../../schemas/proposalRules.ts";
import type { SaveStep } from "./saveForm.ts";

const T = PROPOSAL_ADMIN_TEXT.notices;

/** Notice id → its words. */
type NoticeTexts = Record<string, string>;

/** The form's fields: every notice in each language. */
export type NoticesDraft = Record<Locale, NoticeTexts>;

/** A field's key in the errors: the language and the notice ("es:md-commission"). */
export const noticeField = (language: Locale, id: string) => `${language}:${id}`;

/** The words a notice returns to with "Restore the default", in the language asked for. */
export function defaultNotice(id: string, language: Locale = "en"): string {
  if (language === "es" && NOTICE_WORDS_ES[id]) return NOTICE_WORDS_ES[id].text;
  return EDITABLE_NOTICES.find((notice) => notice.id === id)?.text ?? "";
}

/** The form's fields: every notice, the owner's words where stored, else the default. */
export function noticesDraft(edited: EditedNotices): NoticesDraft {
  const fields = (language: Locale) =>
    Object.fromEntries(
      EDITABLE_NOTICES.map((notice) => [notice.id, edited[language][notice.id] ?? defaultNotice(notice.id, language)]),
    );
  return { en: fields("en"), es: fields("es") };
}

const sameTexts = (a: Readonly<NoticeTexts>, b: Readonly<NoticeTexts>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([id, text]) => b[id] === text);

/** Each notice's problem, or what to store: only the notices whose words differ from their language's default. */
export function checkNotices(draft: NoticesDraft, stored: EditedNotices): SaveStep<EditedNotices, NoticeTexts> {
  const errors: NoticeTexts = {};
  const edits: Record<Locale, NoticeTexts> = { en: {}, es: {} };
  for (const language of ["en", "es"] as const)
    for (const notice of EDITABLE_NOTICES) {
      const fallback = defaultNotice(notice.id, language);
      const text = (draft[language][notice.id] ?? fallback).trim();
      const field = noticeField(language, notice.id);
      if (!text) errors[field] = T.empty;
      else if (text.length > PROPOSAL_LIMITS.noticeMaxChars) errors[field] = T.tooLong(PROPOSAL_LIMITS.noticeMaxChars);
      else if (text !== fallback) edits[language][notice.id] = text;
    }
  if (Object.keys(errors).length > 0) return { kind: "invalid", errors };
  const same = sameTexts(edits.en, stored.en) && sameTexts(edits.es, stored.es);
  return same ? { kind: "unchanged" } : { kind: "save", value: edits };
}
