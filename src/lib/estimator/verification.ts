import { ESTIMATOR_TEXT } from "../../config/text/en/estimator.ts";
import type { Translation } from "../../config/text/translation.ts";
import type { ApiFailure } from "../api-client/request.ts";
import { rateLimitMessage } from "../api-client/failures.ts";

/**
 * The estimator's offer to verify the account's e-mail (an unverified account gets a
 * smaller daily cap: src/server/limits.ts). "unknown" until Firebase has said, and for
 * verified accounts nothing is shown at all.
 */
export type Verification =
  | { status: "unknown" | "verified" }
  | { status: "unverified"; capReached: boolean; send: "idle" | "sending" | "sent" | "failed" };

export type VerificationAction =
  | { type: "checked"; verified: boolean }
  | { type: "capReached" }
  | { type: "sending" }
  | { type: "sent" }
  | { type: "sendFailed" };

export const UNKNOWN: Verification = { status: "unknown" };

export function verificationReducer(state: Verification, action: VerificationAction): Verification {
  switch (action.type) {
    case "checked":
      if (action.verified) return { status: "verified" };
      return state.status === "unverified" ? state : { status: "unverified", capReached: false, send: "idle" };
    case "capReached":
      return state.status === "unverified" ? { ...state, capReached: true } : state;
    case "sending":
      return state.status === "unverified" ? { ...state, send: "sending" } : state;
    case "sent":
      return state.status === "unverified" ? { ...state, send: "sent" } : state;
    case "sendFailed":
      return state.status === "unverified" ? { ...state, send: "failed" } : state;
  }
}

/** A daily-cap refusal (429 with the server's wording): for an unverified account, the moment to offer the link. */
export const isDailyCap = (failure: ApiFailure): boolean => rateLimitMessage(failure) !== undefined;

export interface VerificationNotice {
  text: string;
  /** The button's label; none once the link is on its way. */
  action?: string;
  /** Whether a press is running (the button is disabled). */
  busy: boolean;
  /** The outcome of the last send, announced politely. */
  status?: string;
}

/** What the page shows for a state, in the page's words (`texts`); null when there is nothing to offer. */
export function verificationNotice(
  state: Verification,
  texts: Translation<typeof ESTIMATOR_TEXT.verification> = ESTIMATOR_TEXT.verification,
): VerificationNotice | null {
  if (state.status !== "unverified") return null;
  const text = state.capReached ? texts.capReached : texts.hint;
  switch (state.send) {
    case "idle":
      return { text, action: texts.send, busy: false };
    case "sending":
      return { text, action: texts.sending, busy: true };
    case "sent":
      return { text, busy: false, status: texts.sent };
    case "failed":
      return { text, action: texts.send, busy: false, status: texts.failed };
  }
}
