/**
 * Email signup (spec: email, password, confirmPassword, fullName and phone, all required;
 * different passwords show 'Passwords do not match' and nothing is submitted). The name,
 * e-mail and phone follow the contact form's rules, which firestore.rules applies to the profile.
 */
import { CONTACT_LIMITS } from "./bounds.ts";
import * as z from "zod/mini";
import { FIELD_ERRORS } from "../config/text/en/fields.ts";
import { AUTH_TEXT } from "../config/text/en/auth.ts";
import { checkForm, type FieldErrors } from "./check.ts";
import { emailAddressIn, phoneNumberIn, type FieldErrorText } from "./contact.ts";
import { trimmedText } from "./fields.ts";

export const SIGNUP_FIELDS = ["fullName", "email", "phone", "password", "confirmPassword"] as const;
export type SignupField = (typeof SIGNUP_FIELDS)[number];
export type SignupInput = Record<SignupField, string>;

export const EMPTY_SIGNUP: SignupInput = { fullName: "", email: "", phone: "", password: "", confirmPassword: "" };

/** What the form says when it refuses a value, in the page's language. */
export interface SignupErrorText {
  fields: FieldErrorText;
  passwordsDiffer: string;
}

const ENGLISH: SignupErrorText = { fields: FIELD_ERRORS, passwordsDiffer: AUTH_TEXT.toasts.passwordsDiffer };

const signupSchemaIn = ({ fields, passwordsDiffer }: SignupErrorText) =>
  z
    .object({
      fullName: trimmedText(CONTACT_LIMITS.name, fields.fullName, fields.tooLong),
      email: emailAddressIn(fields),
      phone: phoneNumberIn(fields),
      // The password is the authentication service's to judge (its own message is shown); never trimmed.
      password: z.string(fields.password).check(z.minLength(1, fields.password)),
      confirmPassword: z.string(),
    })
    .check(
      z.refine((input) => input.password === input.confirmPassword, {
        message: passwordsDiffer,
        path: ["confirmPassword"],
        // Said together with the other fields' problems, not only once they are fixed.
        when: ({ value }) => typeof (value as Partial<SignupInput>)?.confirmPassword === "string",
      }),
    );

/** The profile the signup stores (spec section 3), without the ISO createdAt added at write time. */
export interface SignupProfile {
  fullName: string;
  email: string;
  phone: string;
}

export function validateSignup(
  input: SignupInput,
  errors: SignupErrorText = ENGLISH,
): { ok: true; profile: SignupProfile; password: string } | { ok: false; errors: FieldErrors<SignupField> } {
  const result = checkForm(signupSchemaIn(errors), input);
  if (!result.ok) return result;
  const { fullName, email, phone, password } = result.value;
  return { ok: true, profile: { fullName, email, phone }, password };
}
