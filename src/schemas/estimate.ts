/**
 * The estimator (spec: projectType, squareFootage (number), roomType, scope and timeline,
 * all required). estimateRequestSchema is what POST /api/estimate takes and what the
 * estimator form checks before sending; firestore.rules applies the same bounds to the
 * stored estimate.
 */
import * as z from "zod/mini";
import { PROJECT_TYPES, ROOM_TYPES, TIMELINES } from "../config/site.ts";
import { ESTIMATOR_TEXT } from "../config/text.ts";
import { AI_LIMITS } from "./api.ts";
import { oneOf, trimmedText } from "./fields.ts";

/**
 * Square footage is a whole number: nobody measures a room to the decimal, and it keeps
 * the summary tidy. Scope is counted after trimming.
 */
export const ESTIMATE_LIMITS = {
  squareFootage: { min: 1, max: AI_LIMITS.maxSquareFootage },
  scope: { min: 1, max: AI_LIMITS.maxScopeChars },
} as const;

const { fieldErrors } = ESTIMATOR_TEXT;
const squareFootageError = fieldErrors.squareFootage(ESTIMATE_LIMITS.squareFootage.max);

/** In the form's reading order, so the first problem named is the first one on screen. */
export const estimateRequestSchema = z.object(
  {
    projectType: oneOf(PROJECT_TYPES, fieldErrors.projectType),
    squareFootage: z
      .int(squareFootageError)
      .check(
        z.minimum(ESTIMATE_LIMITS.squareFootage.min, squareFootageError),
        z.maximum(ESTIMATE_LIMITS.squareFootage.max, squareFootageError),
      ),
    roomType: oneOf(ROOM_TYPES, fieldErrors.roomType),
    scope: trimmedText(ESTIMATE_LIMITS.scope, fieldErrors.scope),
    timeline: oneOf(TIMELINES, fieldErrors.timeline),
  },
  "The body must be a JSON object.",
);

/** POST /api/estimate (with `Authorization: Bearer <Firebase ID token>`): the estimator's inputs. */
export type EstimateRequest = z.output<typeof estimateRequestSchema>;
export type EstimateField = keyof EstimateRequest;

/** The pricing guide's range for a project, in whole US dollars. */
export interface Ballpark {
  low: number;
  high: number;
}

/**
 * An estimates document without its server timestamp: exactly the keys firestore.rules
 * accepts (the form fields, the ballpark shown, the AI text, who asked).
 */
export interface EstimateRecord extends EstimateRequest {
  ballparkLow: number;
  ballparkHigh: number;
  result: string;
  userId: string;
  email: string;
}

/** firestore.rules caps the stored AI text; a 500-token reply is far below it. */
export const RESULT_MAX_CHARS = 20_000;

export function estimateRecord(
  input: EstimateRequest,
  ballpark: Ballpark,
  result: string,
  user: { uid: string; email: string | null },
): EstimateRecord {
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
