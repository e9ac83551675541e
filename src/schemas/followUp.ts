/**
 * How the site follows up a new lead: the visitor's instant reply and the
 * owner's reminders while a lead stays "new". One document the /admin card writes and the
 * functions read (firebase-admin); firestore.rules draws the same lines (tests/rules
 * compare them). Missing, it reads as DEFAULT_FOLLOW_UP: a new site replies and reminds.
 */
import * as z from "zod/mini";
import { ADMIN_TEXT } from "../config/text.ts";
import { CONTACT_LIMITS, EMAIL_PATTERN } from "./bounds.ts";

/** Minutes after a lead arrives, in office time; at most three reminders, none later than a working day. */
export const REMINDER_LIMITS = { count: 3, min: 1, max: 600 } as const;

export interface FollowUp {
  /** The visitor's confirmation, within a minute of the lead. */
  instantReply: boolean;
  /** When the owner is reminded of a lead still "new", ascending; empty: no reminders. */
  reminderMinutes: number[];
  /** A second address for the reminders (an office manager); "" for none. */
  reminderAlsoTo: string;
}

/** The defaults: reply at once, remind at 5 and 15 minutes. */
export const DEFAULT_FOLLOW_UP: FollowUp = { instantReply: true, reminderMinutes: [5, 15], reminderAlsoTo: "" };

const text = ADMIN_TEXT.followUp;

export const followUpSchema = z.object({
  instantReply: z.boolean(),
  reminderMinutes: z
    .array(
      z
        .number({ error: text.minutesInvalid })
        .check(
          z.int(text.minutesInvalid),
          z.gte(REMINDER_LIMITS.min, text.minutesInvalid),
          z.lte(REMINDER_LIMITS.max, text.minutesInvalid),
        ),
    )
    .check(
      z.maxLength(REMINDER_LIMITS.count, text.tooManyReminders(REMINDER_LIMITS.count)),
      z.refine((minutes) => minutes.every((value, index) => index === 0 || value > minutes[index - 1]), {
        message: text.remindersOrder,
      }),
    ),
  reminderAlsoTo: z.string().check(
    z.maxLength(CONTACT_LIMITS.email.max, text.alsoToInvalid),
    z.refine((value) => value === "" || EMAIL_PATTERN.test(value), { message: text.alsoToInvalid }),
  ),
});

/** A stored document as settings, anything unreadable falling back to the default: a lead is never held up by it. */
export function followUpOf(data: unknown): FollowUp {
  const checked = followUpSchema.safeParse(data);
  return checked.success ? checked.data : DEFAULT_FOLLOW_UP;
}
