import type { Ballpark } from "../lib/pricing/pricingGuide.ts";
import type { EstimateInput } from "../lib/estimator/estimateForm.ts";

/**
 * An estimates document without its server timestamp: exactly the keys firestore.rules
 * accepts (the form fields, the ballpark shown, the AI text, who asked).
 */
export interface EstimateRecord extends EstimateInput {
  ballparkLow: number;
  ballparkHigh: number;
  result: string;
  userId: string;
  email: string;
}

/** firestore.rules caps the stored AI text; a 500-token reply is far below it. */
export const RESULT_MAX_CHARS = 20_000;

export function estimateRecord(input: EstimateInput, ballpark: Ballpark, result: string, user: { uid: string; email: string | null }): EstimateRecord {
  // The rules compare email with the ID token's; an account without one cannot save.
  if (!user.email) throw new Error("The signed-in account has no email address");
  return {
    projectType: input.projectType,
    squareFootage: input.squareFootage,
    roomType: input.roomType,
    timeline: input.timeline,
    scope: input.scope,
    ballparkLow: ballpark.low,
    ballparkHigh: ballpark.high,
    result: result.trim().slice(0, RESULT_MAX_CHARS),
    userId: user.uid,
    email: user.email,
  };
}

/** A stored estimate as the owner's table reads it (spec section 3: Estimate). */
export interface EstimateRow {
  id: string;
  projectType: string;
  squareFootage: number | null;
  roomType: string;
  timeline: string;
  scope: string;
  ballparkLow: number | null;
  ballparkHigh: number | null;
  /** The AI's estimate text. */
  result: string;
  userId: string;
  email: string;
  timestamp: number | null;
}
