import { FIELD_ERRORS } from "../config/text.ts";

export const CONTACT_FIELDS = ["name", "email", "phone", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactInput = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

/**
 * Length bounds; firestore.rules enforces the same numbers on the server
 * (tests/rules check that the two agree).
 */
export const CONTACT_LIMITS: Record<ContactField, { min: number; max: number }> = {
  name: { min: 1, max: 100 },
  email: { min: 3, max: 254 },
  phone: { min: 7, max: 30 },
  message: { min: 1, max: 5000 },
};

/** Same pattern as firestore.rules: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  const { min, max } = CONTACT_LIMITS.email;
  return value.length >= min && value.length <= max && EMAIL_PATTERN.test(value);
}

/** A number we can call: within the length bounds and with at least 7 digits. */
export function isValidPhone(value: string): boolean {
  const { min, max } = CONTACT_LIMITS.phone;
  return value.length >= min && value.length <= max && value.replace(/\D/g, "").length >= 7;
}

export const EMPTY_CONTACT: ContactInput = { name: "", email: "", phone: "", message: "" };

export function normalizeContact(input: ContactInput): ContactInput {
  return {
    name: input.name.trim(),
    email: input.email.trim(),
    phone: input.phone.trim(),
    message: input.message.trim(),
  };
}

export function validateContact(input: ContactInput): { ok: true; value: ContactInput } | { ok: false; errors: ContactErrors } {
  const value = normalizeContact(input);
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const { min, max } = CONTACT_LIMITS[field];
    if (value[field].length > max) errors[field] = FIELD_ERRORS.tooLong(max);
    else if (value[field].length < min) errors[field] = FIELD_ERRORS[field];
  }
  if (!errors.email && !isValidEmail(value.email)) errors.email = FIELD_ERRORS.email;
  if (!errors.phone && !isValidPhone(value.phone)) errors.phone = FIELD_ERRORS.phone;
  return Object.keys(errors).length === 0 ? { ok: true, value } : { ok: false, errors };
}

/**
 * Reads a prefill from the page's query string (e.g. the estimator's "Request a
 * consultation" link) so that a visitor arrives with their project already described.
 */
export function contactPrefill(search: string): Partial<ContactInput> {
  const params = new URLSearchParams(search);
  const prefill: Partial<ContactInput> = {};
  for (const field of CONTACT_FIELDS) {
    const value = params.get(field);
    if (value) prefill[field] = value.slice(0, CONTACT_LIMITS[field].max);
  }
  return prefill;
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
