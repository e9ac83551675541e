/**
 * The follow-up card's form without React: the settings as the fields hold
 * them (three reminder boxes, empty for none) and back, checked with the schema the
 * functions and firestore.rules share. tests/unit/followUpForm.test.ts checks it.
 */
import { checkForm, type FormCheck } from "../../schemas/check.ts";
import { followUpSchema, REMINDER_LIMITS, type FollowUp } from "../../schemas/followUp.ts";

export interface FollowUpDraft {
  instantReply: boolean;
  /** One box per possible reminder; "" leaves it out. */
  minutes: string[];
  alsoTo: string;
}

export type FollowUpField = keyof FollowUp;

export function followUpDraft(settings: FollowUp): FollowUpDraft {
  return {
    instantReply: settings.instantReply,
    minutes: Array.from({ length: REMINDER_LIMITS.count }, (_, index) => {
      const value = settings.reminderMinutes[index];
      return value === undefined ? "" : String(value);
    }),
    alsoTo: settings.reminderAlsoTo,
  };
}

/** The settings to save, or each field's problem; empty boxes are skipped, so "5, , 15" is 5 and 15. */
export function checkFollowUpDraft(draft: FollowUpDraft): FormCheck<FollowUp, FollowUpField> {
  const reminderMinutes = draft.minutes
    .map((value) => value.trim())
    .filter(Boolean)
    .map(Number);
  return checkForm(followUpSchema, {
    instantReply: draft.instantReply,
    reminderMinutes,
    reminderAlsoTo: draft.alsoTo.trim(),
  });
}
