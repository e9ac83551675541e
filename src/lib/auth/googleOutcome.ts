import { MESSAGES } from "../../config/text.ts";
import { authErrorCode } from "../firebase/authErrors.ts";

export type AuthPageMode = "login" | "signup";

/**
 * The toast after a Google sign-in (spec section 8). On /signup, a Google account that
 * already had a profile was not "created": it is welcomed as a login instead.
 */
export function googleSuccessMessage(mode: AuthPageMode, createdProfile: boolean): string {
  return mode === "signup" && createdProfile ? MESSAGES.googleSignupSuccess : MESSAGES.googleLoginSuccess;
}

export function googleFailureMessage(mode: AuthPageMode, error: unknown): string {
  if (authErrorCode(error) === "auth/popup-blocked") return MESSAGES.googlePopupBlocked;
  if (mode === "signup") return MESSAGES.googleSignupFailure;
  return (error instanceof Error && error.message) || MESSAGES.googleLoginFailure;
}
