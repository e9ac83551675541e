import type { Locale } from "../../config/i18n.ts";
import { CONTACT_TEXT } from "../../config/text/en/contact.ts";
import type { Translation } from "../../config/text/translation.ts";
import { API_ROUTES } from "../../config/routes.ts";
import type { ContactAntiSpam, ContactInput, HandoffInput, TranscriptTurn } from "../../schemas/contact.ts";
import { leadOriginForSend } from "../leadOrigin/send.ts";
import { rateLimitText } from "./failures.ts";
import { ApiRequestError, httpFailure } from "./request.ts";

/** A network that neither answers nor fails gets this long before the send counts as failed. */
const CONTACT_SEND_TIMEOUT_MS = 10_000;

interface SendOptions {
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  /** The page's language: the instant reply is written in it, and the owner's alert says it. */
  language?: Locale;
}

/**
 * POSTs a lead to /api/contact, which stores it and alerts the owner; resolves with the
 * lead's id. Rejects with an ApiRequestError (the server's error, no answer, a timeout),
 * so the form can keep what was typed and say why.
 */
async function postLead(
  body: Record<string, unknown>,
  { timeoutMs = CONTACT_SEND_TIMEOUT_MS, fetchImpl = fetch, language }: SendOptions,
): Promise<string> {
  let response: Response;
  try {
    response = await fetchImpl(API_ROUTES.contact, {
      method: "POST",
      headers: { "content-type": "application/json" },
      // Where the visitor came from, kept since their first page view.
      body: JSON.stringify({ ...body, ...(language ? { language } : {}), origin: leadOriginForSend() }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    throw new ApiRequestError({ kind: "network" }, API_ROUTES.contact);
  }
  if (!response.ok) throw new ApiRequestError(await httpFailure(response), API_ROUTES.contact);
  const answer = (await response.json().catch(() => null)) as { id?: unknown } | null;
  if (typeof answer?.id !== "string") throw new ApiRequestError({ kind: "empty" }, API_ROUTES.contact);
  return answer.id;
}

/** The contact form's message. */
export function sendContactMessage(
  input: ContactInput,
  antiSpam: ContactAntiSpam,
  options: SendOptions = {},
): Promise<string> {
  return postLead({ ...input, ...antiSpam }, options);
}

/** The chat's call-back request, with the conversation's last turns for the owner. */
export function sendChatHandoff(
  input: HandoffInput,
  transcript: TranscriptTurn[],
  antiSpam: ContactAntiSpam,
  options: SendOptions = {},
): Promise<string> {
  return postLead({ source: "chat", ...input, transcript, ...antiSpam }, options);
}

/** The words a failed send is told in: the contact form's, in the page's language. */
export type ContactFailureText = Pick<Translation<typeof CONTACT_TEXT>, "failure" | "rateLimited">;

/**
 * The toast for a failed send: a rate limit with its wait in the page's language (the
 * server's own sentence when it sent no Retry-After), else the spec's failure text.
 */
export function contactFailureText(error: unknown, text: ContactFailureText = CONTACT_TEXT): string {
  if (!(error instanceof ApiRequestError)) return text.failure;
  return rateLimitText(error.failure, text.rateLimited, text === CONTACT_TEXT) ?? text.failure;
}
