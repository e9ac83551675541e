/**
 * The estimator (spec: projectType, squareFootage (number), roomType, scope and timeline,
 * all required). estimateRequestSchema is what POST /api/estimate takes and what the
 * estimator form checks before sending; firestore.rules applies the same bounds to the
 * stored estimate.
 */
import * as z from "zod/mini";
import { PROJECT_TYPES, ROOM_TYPES, TIMELINES } from "../config/site.ts";
import { ESTIMATOR_TEXT } from "../config/text/en/estimator.ts";
import type { Translation } from "../config/text/translation.ts";
import type { Locale } from "../config/i18n.ts";
import { AI_LIMITS, TRAILER_SEPARATOR } from "./api.ts";
import { oneOf, pageLanguage, trimmedText } from "./fields.ts";

/**
 * Square footage is a whole number: nobody measures a room to the decimal, and it keeps
 * the summary tidy. Scope is counted after trimming.
 */
export const ESTIMATE_LIMITS = {
  squareFootage: { min: 1, max: AI_LIMITS.maxSquareFootage },
  scope: { min: 1, max: AI_LIMITS.maxScopeChars },
} as const;

/** What the estimator's fields say when they refuse a value, in the page's language. */
export type EstimateFieldErrors = Translation<typeof ESTIMATOR_TEXT.fieldErrors>;

/**
 * In the form's reading order, so the first problem named is the first one on screen.
 * `language` is the asking page's: the AI writes in it, and the lead keeps it.
 */
export const estimateRequestSchemaIn = (fieldErrors: EstimateFieldErrors) => {
  const squareFootageError = fieldErrors.squareFootage(ESTIMATE_LIMITS.squareFootage.max);
  return z.object(
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
      language: pageLanguage,
    },
    "The body must be a JSON object.",
  );
};

/** POST /api/estimate's check: the API answers in English. */
export const estimateRequestSchema = estimateRequestSchemaIn(ESTIMATOR_TEXT.fieldErrors);

/** POST /api/estimate (with `Authorization: Bearer <Firebase ID token>`): the estimator's inputs. */
export type EstimateRequest = z.output<typeof estimateRequestSchema>;
export type EstimateField = Exclude<keyof EstimateRequest, "language">;

/** The pricing guide's range for a project, in whole US dollars. */
export interface Ballpark {
  low: number;
  high: number;
}

/**
 * An estimates document as /api/estimate stores it once the reply has streamed completely
 * (the outbox adds the server timestamp, status and source): the form fields, the
 * ballpark the model was given, the text the model produced, who asked.
 */
export interface EstimateRecord extends EstimateRequest {
  ballparkLow: number;
  ballparkHigh: number;
  result: string;
  userId: string;
  email: string;
  /** The asking page's language: the AI wrote in it, and the owner's alert says it. */
  language: Locale;
}

/** A cap on the stored AI text; a 500-token reply is far below it. */
export const RESULT_MAX_CHARS = 20_000;

export function estimateRecord(
  input: EstimateRequest,
  ballpark: Ballpark,
  result: string,
  user: { uid: string; email: string | undefined },
): EstimateRecord {
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
    // From the verified ID token; an account without an address (phone sign-in) still gets its estimate saved.
    email: user.email ?? "",
    language: input.language ?? "en",
  };
}

/**
 * The /api/estimate body ends with this separator and a receipt saying whether the
 * estimate was saved. The server removes the character from the model's text, so the
 * first one in the body is always the receipt's.
 */
export const RECEIPT_SEPARATOR = TRAILER_SEPARATOR;

export interface EstimateReceipt {
  saved: boolean;
  /** The estimates document, when saved. */
  id?: string;
}

export function receiptTrailer(receipt: EstimateReceipt): string {
  return RECEIPT_SEPARATOR + JSON.stringify(receipt);
}

/** The text before the receipt, and the receipt once it has arrived (null while streaming or if unreadable). */
export function splitReceipt(body: string): { text: string; receipt: EstimateReceipt | null } {
  const at = body.indexOf(RECEIPT_SEPARATOR);
  if (at < 0) return { text: body, receipt: null };
  try {
    const parsed = JSON.parse(body.slice(at + 1)) as Partial<EstimateReceipt> | null;
    const receipt =
      typeof parsed?.saved === "boolean"
        ? { saved: parsed.saved, ...(typeof parsed.id === "string" ? { id: parsed.id } : {}) }
        : null;
    return { text: body.slice(0, at), receipt };
  } catch {
    // The receipt is still arriving (or broken): the text is complete either way.
    return { text: body.slice(0, at), receipt: null };
  }
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
