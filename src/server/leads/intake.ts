/**
 * The contact form's way in (POST /api/contact): check the request with the form's own
 * schema, refuse what looks automated, store the lead through the outbox and hand back
 * its alert to send after the answer. netlify/functions/contact.ts only wires HTTP to it.
 */
import { CONTACT_TEXT } from "../../config/text.ts";
import { checkRequest } from "../../schemas/check.ts";
import { contactRequestSchema, isSuspectedSpam, type ContactInput } from "../../schemas/contact.ts";
import type { Rejection } from "../http.ts";
import { errorCause } from "../log.ts";
import { withTimeout } from "../../utils/withTimeout.ts";
import { storeLead } from "./outbox.ts";

/** A Firestore that neither answers nor fails gets this long; the visitor then sees the failure text and keeps the text. */
const CONTACT_STORE_TIMEOUT_MS = 8000;

export type ContactCheck = { ok: true; lead: ContactInput } | ({ ok: false } & Rejection);

/** The four contact fields as the schema rebuilt them (trimmed, nothing else kept), or why not. */
export function checkContactRequest(body: unknown): ContactCheck {
  const request = checkRequest(contactRequestSchema, body);
  if (!request.ok) return { ok: false, code: "invalid_request", message: request.message, field: request.field };
  if (isSuspectedSpam(request.value)) {
    return {
      ok: false,
      code: "spam_suspected",
      message: "The message was not accepted.",
      // Logged only: which trap caught it, never what it said.
      cause: request.value.website.trim() !== "" ? "honeypot" : "too_fast",
    };
  }
  const { name, email, phone, message } = request.value;
  return { ok: true, lead: { name, email, phone, message } };
}

export function contactRateLimited(retryAfterSeconds: number): Rejection {
  return {
    code: "rate_limited",
    message: CONTACT_TEXT.rateLimited(retryAfterSeconds),
    headers: { "Retry-After": String(retryAfterSeconds) },
  };
}

export type StoreResult = { ok: true; leadId: string; notificationId: string } | ({ ok: false } & Rejection);

export async function storeContactLead(
  lead: ContactInput,
  timeoutMs: number = CONTACT_STORE_TIMEOUT_MS,
): Promise<StoreResult> {
  try {
    // withTimeout races the store, so a late failure of it is handled, not unhandled.
    const stored = await withTimeout(
      storeLead({ collection: "contactForms", data: lead, source: "contact" }),
      timeoutMs,
      "Storing the lead",
    );
    return { ok: true, ...stored };
  } catch (error) {
    return {
      ok: false,
      code: "unavailable",
      message: "The message could not be stored. Please try again.",
      cause: errorCause(error),
    };
  }
}
