/**
 * The way in of the contact form and of the chat's call-back form (POST /api/contact,
 * `source: "chat"`): check the request with the form's own schema, refuse what looks
 * automated, store the lead through the outbox and hand back its alert to send after
 * the answer. netlify/functions/contact.ts only wires HTTP to it.
 */
import {
  contactRequestSchema,
  handoffRequestSchema,
  isSuspectedSpam,
  type ContactAntiSpam,
  type ContactInput,
  type TranscriptTurn,
} from "../../schemas/contact.ts";
import type { Locale } from "../../config/i18n.ts";
import type { Rejection } from "../http.ts";
import { checkBody, type Checked } from "../jsonPost.ts";
import { errorCause } from "../log.ts";
import { withTimeout } from "../withTimeout.ts";
import type { LeadSource } from "../../schemas/lead.ts";
import { storeLead } from "./store.ts";
import { MESSAGE_LEADS } from "../../schemas/collections.ts";
import type { LeadOrigin } from "../../schemas/leadOrigin.ts";

/** A Firestore that neither answers nor fails gets this long; the visitor then sees the failure text and keeps the text. */
const CONTACT_STORE_TIMEOUT_MS = 8000;

/**
 * A lead as it is stored: the spec's four contact fields (a chat hand-off leaves the
 * phone or the e-mail empty, and its note is the message) and, from the chat, the
 * conversation's last turns.
 */
export interface IncomingLead extends ContactInput {
  source: Extract<LeadSource, "contact" | "chat">;
  transcript?: TranscriptTurn[];
  /** Where the visitor came from (src/server/leads/origin.ts); null when the browser kept none. */
  origin?: LeadOrigin | null;
  /** The language of the page it was sent from: its instant reply's, and said in the owner's alert. */
  language: Locale;
}

/** A filled honeypot or a too-quick submit (the contact form's and the booking form's traps). */
export function spamRejection(antiSpam: ContactAntiSpam): Rejection | null {
  if (!isSuspectedSpam(antiSpam)) return null;
  return {
    code: "spam_suspected",
    message: "The message was not accepted.",
    // Logged only: which trap caught it, never what it said.
    cause: antiSpam.website.trim() !== "" ? "honeypot" : "too_fast",
  };
}

const isHandoff = (body: unknown) =>
  typeof body === "object" && body !== null && (body as { source?: unknown }).source === "chat";

/** The lead's fields as the schema rebuilt them (trimmed, nothing else kept), or why not. */
export function checkContactRequest(body: unknown): Checked<IncomingLead> {
  if (isHandoff(body)) {
    const request = checkBody(handoffRequestSchema, body);
    if (!request.ok) return request;
    const spam = spamRejection(request.value);
    if (spam) return { ok: false, ...spam };
    const { name, email, phone, note, transcript, language = "en" } = request.value;
    return { ok: true, value: { source: "chat", name, email, phone, message: note, transcript, language } };
  }
  const request = checkBody(contactRequestSchema, body);
  if (!request.ok) return request;
  const spam = spamRejection(request.value);
  if (spam) return { ok: false, ...spam };
  const { name, email, phone, message, language = "en" } = request.value;
  return { ok: true, value: { source: "contact", name, email, phone, message, language } };
}

export type StoreResult = { ok: true; leadId: string; notificationId: string } | ({ ok: false } & Rejection);

/** `address`: the client's, counted against the hour's alerts (src/server/leads/alertCeiling.ts). */
export async function storeContactLead(
  { source, origin, ...data }: IncomingLead,
  address?: string,
  timeoutMs: number = CONTACT_STORE_TIMEOUT_MS,
): Promise<StoreResult> {
  try {
    // withTimeout races the store, so a late failure of it is handled, not unhandled.
    const stored = await withTimeout(
      storeLead({ collection: MESSAGE_LEADS, data, source, origin, address }),
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
