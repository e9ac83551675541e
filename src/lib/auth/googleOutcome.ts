import { authErrorCode } from "../firebase/authErrors.ts";
import { AUTH_WORDS, authFailureText, type AuthWords } from "./authWords.ts";

export type AuthPageMode = "login" | "signup";

/**
 * The toast after a Google sign-in (spec section 8). On /signup, a Google account that
 * already had a profile was not "created": it is welcomed as a login instead.
 */
export function googleSuccessMessage(
  mode: AuthPageMode,
  createdProfile: boolean,
  words: AuthWords = AUTH_WORDS.en,
): string {
  const { toasts } = words.text;
  return mode === "signup" && createdProfile ? toasts.googleSignupSuccess : toasts.googleLoginSuccess;
}

export function googleFailureMessage(mode: AuthPageMode, error: unknown, words: AuthWords = AUTH_WORDS.en): string {
  const { toasts } = words.text;
  if (authErrorCode(error) === "auth/popup-blocked") return toasts.googlePopupBlocked;
  if (mode === "signup") return toasts.googleSignupFailure;
  return authFailureText(error, words, toasts.googleLoginFailure);
}
