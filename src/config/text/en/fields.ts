/** What a form says beside a field it cannot accept (the contact, booking and sign-up forms). */
export const FIELD_ERRORS = {
  name: "Please enter your name.",
  fullName: "Please enter your full name.",
  password: "Please choose a password.",
  email: "Please enter a valid email address.",
  phone: "Please enter a phone number we can call (at least 7 digits).",
  message: "Please tell us a little about your project.",
  tooLong: (max: number) => `Please keep this under ${max} characters.`,
} as const;
