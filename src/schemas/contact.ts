/**
 * A contact message (spec: name, email, phone and message, all required). The contact
 * form checks it in the browser (contactSchema) and POST /api/contact checks the same
 * fields plus the form's anti-spam fields (contactRequestSchema) before it stores them.
 */
import * as z from "zod/mini";
import { CHAT_TEXT } from "../config/text/en/chat.ts";
import { FIELD_ERRORS } from "../config/text/en/fields.ts";
import type { Translation } from "../config/text/translation.ts";
import { CONTACT_ANTI_SPAM } from "./api.ts";
import { checkForm, type FormCheck } from "./check.ts";
import { pageLanguage, trimmedText } from "./fields.ts";
import {
  CONTACT_LIMITS,
  EMAIL_PATTERN,
  HANDOFF_LIMITS,
  PHONE_MIN_DIGITS,
  type ContactField,
  type HandoffField,
} from "./bounds.ts";

/** What the fields say when they refuse a value: the English catalogue's, or the page's language's. */
export type FieldErrorText = Translation<typeof FIELD_ERRORS>;

export const emailAddressIn = (errors: FieldErrorText) =>
  trimmedText(CONTACT_LIMITS.email, errors.email, errors.tooLong).check(z.regex(EMAIL_PATTERN, errors.email));

export const phoneNumberIn = (errors: FieldErrorText) =>
  trimmedText(CONTACT_LIMITS.phone, errors.phone, errors.tooLong).check(
    z.refine((value: string) => value.replace(/\D/g, "").length >= PHONE_MIN_DIGITS, errors.phone),
  );

export const emailAddress = emailAddressIn(FIELD_ERRORS);
export const phoneNumber = phoneNumberIn(FIELD_ERRORS);

/** The contact form's fields, refused in the words of `errors`. */
const contactSchemaIn = (errors: FieldErrorText) =>
  z.object({
    name: trimmedText(CONTACT_LIMITS.name, errors.name, errors.tooLong),
    email: emailAddressIn(errors),
    phone: phoneNumberIn(errors),
    message: trimmedText(CONTACT_LIMITS.message, errors.message, errors.tooLong),
  });

export const contactSchema = contactSchemaIn(FIELD_ERRORS);

export type ContactInput = z.output<typeof contactSchema>;

/** A field a visitor may leave empty: trimmed, then "" or a value the schema accepts. */
function blankOr<S extends z.ZodMiniType<string, string>>(schema: S) {
  return z.pipe(z.string().check(z.trim()), z.union([z.literal(""), schema]));
}

/**
 * The chat's call-back form: a name and a way to reach the visitor (a phone number or
 * an e-mail address, one is enough), and an optional note. The same bounds as the
 * contact form's fields.
 */
const handoffShapeIn = (errors: FieldErrorText) => ({
  name: trimmedText(CONTACT_LIMITS.name, errors.name, errors.tooLong),
  phone: blankOr(phoneNumberIn(errors)),
  email: blankOr(emailAddressIn(errors)),
  note: z
    .string("note must be a string.")
    .check(z.trim(), z.maxLength(HANDOFF_LIMITS.noteMaxChars, errors.tooLong(HANDOFF_LIMITS.noteMaxChars))),
});

/** Shown beside the phone field, the first of the two. */
const reachableIn = (reachRequired: string) =>
  z.refine<{ phone: string; email: string }>((value) => value.phone !== "" || value.email !== "", {
    error: reachRequired,
    path: ["phone"],
  });

const handoffShape = handoffShapeIn(FIELD_ERRORS);
const reachable = reachableIn(CHAT_TEXT.handoff.reachRequired);
const handoffSchema = z.object(handoffShape).check(reachable);

export type HandoffInput = z.output<typeof handoffSchema>;

export const EMPTY_HANDOFF: HandoffInput = { name: "", phone: "", email: "", note: "" };

/** The chat's call-back form, refused in the page's language (`errors`, `reachRequired`); English by default. */
export function validateHandoff(
  input: HandoffInput,
  errors: FieldErrorText = FIELD_ERRORS,
  reachRequired: string = CHAT_TEXT.handoff.reachRequired,
): FormCheck<HandoffInput, HandoffField> {
  const english = errors === FIELD_ERRORS && reachRequired === CHAT_TEXT.handoff.reachRequired;
  const schema = english ? handoffSchema : z.object(handoffShapeIn(errors)).check(reachableIn(reachRequired));
  return checkForm(schema, input);
}

/** The anti-spam fields, sent beside the fields of either form (and the booking form's). */
export const antiSpamShape = {
  website: z
    .string("website must be a string (empty).")
    .check(z.maxLength(CONTACT_ANTI_SPAM.maxHoneypotChars, "website is too long.")),
  elapsedMs: z
    .number("elapsedMs must be a number of milliseconds.")
    .check(z.minimum(0, "elapsedMs must not be negative.")),
};

/**
 * POST /api/contact: the contact fields plus the anti-spam fields. Their shape is
 * checked here (400 naming the field); whether they look automated is judged apart
 * (isSuspectedSpam, 422), so a malformed request and a bot get different answers.
 */
export const contactRequestSchema = z.object(
  { ...contactSchema.shape, ...antiSpamShape, language: pageLanguage },
  "The body must be a JSON object.",
);

/** One turn of the conversation the hand-off carries: what the visitor and the assistant said. */
const transcriptTurnSchema = z.object({
  role: z.enum(["user", "assistant"], "role must be user or assistant."),
  content: z
    .string("content must be a string.")
    .check(
      z.trim(),
      z.minLength(1, "content must not be empty."),
      z.maxLength(HANDOFF_LIMITS.turnChars, `content may be at most ${HANDOFF_LIMITS.turnChars} characters.`),
    ),
});

export type TranscriptTurn = z.output<typeof transcriptTurnSchema>;

/**
 * POST /api/contact from the chat's call-back form: `source: "chat"`, the hand-off
 * fields, the conversation's last turns and the same anti-spam fields.
 */
export const handoffRequestSchema = z
  .object(
    {
      source: z.literal("chat", 'source must be "chat".'),
      ...handoffShape,
      language: pageLanguage,
      transcript: z
        .array(transcriptTurnSchema, "transcript must be an array of turns.")
        .check(
          z.maxLength(
            HANDOFF_LIMITS.transcriptTurns,
            `transcript may hold at most ${HANDOFF_LIMITS.transcriptTurns} turns.`,
          ),
        ),
      ...antiSpamShape,
    },
    "The body must be a JSON object.",
  )
  .check(reachable);

/** The anti-spam fields as the forms send them beside their own fields. */
export type ContactAntiSpam = { website: string; elapsedMs: number };

/** A filled honeypot or a submit faster than a person can fill the form. */
export function isSuspectedSpam({ website, elapsedMs }: ContactAntiSpam): boolean {
  return website.trim() !== "" || elapsedMs < CONTACT_ANTI_SPAM.minElapsedMs;
}

export const EMPTY_CONTACT: ContactInput = { name: "", email: "", phone: "", message: "" };

/** The contact form's check, in the words of the page's language (`errors`); English by default. */
export function validateContact(
  input: ContactInput,
  errors: FieldErrorText = FIELD_ERRORS,
): FormCheck<ContactInput, ContactField> {
  return checkForm(errors === FIELD_ERRORS ? contactSchema : contactSchemaIn(errors), input);
}

/** A stored contact form as the owner's table reads it (spec section 3: ContactForm). */
export interface ContactFormRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  /** Milliseconds since the epoch; null if the document has no usable time. */
  timestamp: number | null;
}
