/**
 * Every user-facing message of the spec's error catalogue (section 8), word for word.
 * Components and tests import these; no message is typed twice.
 */
export const MESSAGES = {
  chatUnavailable: "Chat service is temporarily unavailable. Please contact us directly.",
  chatFailure: "Unable to generate response. Please try again later.",
  chatTyping: "Assistant is typing...",

  estimatorUnavailable: "Our AI estimator is currently unavailable. Please contact us directly for a quote.",
  estimatorFailure: "Unable to generate estimate. Please try again later or contact us directly.",
  estimatorEmpty: "Unable to generate estimate. Please try again.",
  estimatorGenerating: "Generating Estimate...",

  contactSuccess: "Message sent successfully! We will contact you soon.",
  contactFailure: "Failed to send message. Please try again.",

  loginSuccess: "Logged in successfully!",
  loginFailure: "Failed to log in",
  googleLoginSuccess: "Logged in successfully with Google!",
  googlePopupBlocked: "Please allow popups for Google login to work",
  googleLoginFailure: "Failed to log in with Google",
  googleConnecting: "Connecting to Google...",

  signupSuccess: "Account created successfully!",
  signupFailure: "Failed to create account. Please try again.",
  googleSignupSuccess: "Account created successfully with Google!",
  googleSignupFailure: "Failed to create account with Google.",

  logoutSuccess: "Logged out successfully",
  logoutFailure: "Failed to log out",

  projectsLoadFailure: "Failed to load projects",
  likeSuccess: "Thanks for your support!",
  likeFailure: "Failed to update likes",
  projectUpdateSuccess: "Project updated successfully",
  projectUpdateFailure: "Failed to update project",
  projectDeleteConfirm: "Are you sure you want to delete this project?",
  projectDeleteSuccess: "Project deleted successfully",
  projectDeleteFailure: "Failed to delete project",

  passwordsDiffer: "Passwords do not match",
  estimatorLoginRequired: "Please log in to access the AI Estimator",
  unexpectedErrorTitle: "Unexpected Application Error!",
} as const;

/** Fallbacks used when the auth layer rethrows an error without a provider message (spec section 8). */
export const AUTH_ERROR_FALLBACKS = {
  signup: "Failed to create account",
  googleLogin: "Failed to login with Google",
  login: "Failed to login",
  logout: "Failed to logout",
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** Interface texts that the spec describes but does not quote. */
export const UI_TEXT = {
  loading: "Loading...",
} as const;

/** Field-level hints for the forms, shown beside the field that needs attention. */
export const FIELD_ERRORS = {
  name: "Please enter your name.",
  fullName: "Please enter your full name.",
  password: "Please choose a password.",
  email: "Please enter a valid email address.",
  phone: "Please enter a phone number we can call (at least 7 digits).",
  message: "Please tell us a little about your project.",
  tooLong: (max: number) => `Please keep this under ${max} characters.`,
} as const;

/** Shown while a form is being sent. */
export const BUSY_LABELS = {
  contact: "Sending...",
  login: "Logging in...",
  signup: "Creating account...",
} as const;
