/**
 * A contact message (spec: name, email, phone and message, all required). The contact
 * form checks it in the browser; firestore.rules enforces the same bounds and formats
 * (tests/rules check that the two agree, and run the schema on the rules' boundary cases).
 */
import * as z from "zod/mini";
import { FIELD_ERRORS } from "../config/text.ts";
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
