/**
 * A contact message (spec: name, email, phone and message, all required). The contact
 * form checks it in the browser (contactSchema) and POST /api/contact checks the same
 * fields plus the form's anti-spam fields (contactRequestSchema) before it stores them.
 */
import * as z from "zod/mini";
import { FIELD_ERRORS } from "../config/text.ts";
import { CONTACT_ANTI_SPAM } from "./api.ts";
import { checkForm, type FormCheck } from "./check.ts";
import { trimmedText } from "./fields.ts";
import { CONTACT_LIMITS, EMAIL_PATTERN, PHONE_MIN_DIGITS, type ContactField } from "./bounds.ts";

export const emailAddress = trimmedText(CONTACT_LIMITS.email, FIELD_ERRORS.email).check(
  z.regex(EMAIL_PATTERN, FIELD_ERRORS.email),
);

export const phoneNumber = trimmedText(CONTACT_LIMITS.phone, FIELD_ERRORS.phone).check(
  z.refine((value: string) => value.replace(/\D/g, "").length >= PHONE_MIN_DIGITS, FIELD_ERRORS.phone),
);

export const contactSchema = z.object({
  name: trimmedText(CONTACT_LIMITS.name, FIELD_ERRORS.name),
  email: emailAddress,
  phone: phoneNumber,
  message: trimmedText(CONTACT_LIMITS.message, FIELD_ERRORS.message),
});

export type ContactInput = z.output<typeof contactSchema>;

/**
 * POST /api/contact: the contact fields plus the anti-spam fields. Their shape is
 * checked here (400 naming the field); whether they look automated is judged apart
 * (isSuspectedSpam, 422), so a malformed request and a bot get different answers.
 */
export const contactRequestSchema = z.object(
  {
    ...contactSchema.shape,
    website: z
      .string("website must be a string (empty).")
      .check(z.maxLength(CONTACT_ANTI_SPAM.maxHoneypotChars, "website is too long.")),
    elapsedMs: z
      .number("elapsedMs must be a number of milliseconds.")
      .check(z.minimum(0, "elapsedMs must not be negative.")),
  },
  "The body must be a JSON object.",
);

type ContactRequest = z.output<typeof contactRequestSchema>;

/** The anti-spam fields as the form sends them beside the contact fields. */
export type ContactAntiSpam = Pick<ContactRequest, "website" | "elapsedMs">;

/** A filled honeypot or a submit faster than a person can fill the form. */
export function isSuspectedSpam({ website, elapsedMs }: ContactAntiSpam): boolean {
  return website.trim() !== "" || elapsedMs < CONTACT_ANTI_SPAM.minElapsedMs;
}

export const EMPTY_CONTACT: ContactInput = { name: "", email: "", phone: "", message: "" };

export function validateContact(input: ContactInput): FormCheck<ContactInput, ContactField> {
  return checkForm(contactSchema, input);
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
