import { FIELD_ERRORS, MESSAGES } from "../config/text.ts";
import { CONTACT_LIMITS, isValidEmail, isValidPhone } from "./contact.ts";

export const SIGNUP_FIELDS = ["fullName", "email", "phone", "password", "confirmPassword"] as const;
export type SignupField = (typeof SIGNUP_FIELDS)[number];
export type SignupInput = Record<SignupField, string>;
export type SignupErrors = Partial<Record<SignupField, string>>;

export const EMPTY_SIGNUP: SignupInput = { fullName: "", email: "", phone: "", password: "", confirmPassword: "" };

/** The profile the signup stores (spec section 3), without the ISO createdAt added at write time. */
export interface SignupProfile {
  fullName: string;
  email: string;
  phone: string;
}

export function validateSignup(input: SignupInput): { ok: true; profile: SignupProfile; password: string } | { ok: false; errors: SignupErrors } {
  const profile = { fullName: input.fullName.trim(), email: input.email.trim(), phone: input.phone.trim() };
  const errors: SignupErrors = {};
  if (profile.fullName.length < 1 || profile.fullName.length > CONTACT_LIMITS.name.max) errors.fullName = FIELD_ERRORS.fullName;
  if (!isValidEmail(profile.email)) errors.email = FIELD_ERRORS.email;
  if (!isValidPhone(profile.phone)) errors.phone = FIELD_ERRORS.phone;
  if (input.password.length === 0) errors.password = FIELD_ERRORS.password;
  // Spec: different passwords show this message and nothing is submitted.
  if (input.password !== input.confirmPassword) errors.confirmPassword = MESSAGES.passwordsDiffer;
  return Object.keys(errors).length === 0 ? { ok: true, profile, password: input.password } : { ok: false, errors };
}
