import { API_ERROR_CODES } from "../../schemas/api.ts";
import { isApiRequestError, type ApiFailure } from "./request.ts";

/** A server message is shown as-is only for a rate limit (the server words it for people), and never at any length. */
const SERVER_MESSAGE_MAX = 300;

/** No AI provider configured (503 ai_unavailable): the spec's "unavailable" texts apply. */
export function isUnavailable(failure: ApiFailure): boolean {
  return failure.kind === "http" && (failure.status === 503 || failure.code === API_ERROR_CODES.aiUnavailable);
}

/** The provider answered with nothing (502 ai_empty), or the stream ended without any text. */
export function isEmptyReply(failure: ApiFailure): boolean {
  return failure.kind === "empty" || (failure.kind === "http" && failure.code === API_ERROR_CODES.aiEmpty);
}

/** The server's own wording of a rate limit ("try again tomorrow"), if it sent one. */
export function rateLimitMessage(failure: ApiFailure): string | undefined {
  if (failure.kind !== "http" || (failure.status !== 429 && failure.code !== API_ERROR_CODES.rateLimited))
    return undefined;
  const message = failure.message?.trim();
  return message && message.length <= SERVER_MESSAGE_MAX ? message : undefined;
}

/**
 * A rate limit said in the page's own words: its sentence with the answer's Retry-After, or
 * the server's own sentence (English) when it sent no wait and `serverWords` allows it.
 * Undefined when the failure is not a rate limit, or when nothing can be said in the page's language.
 */
export function rateLimitText(
  failure: ApiFailure,
  sentence: (seconds: number) => string,
  serverWords: boolean,
): string | undefined {
  const limited = rateLimitMessage(failure);
  if (!limited) return undefined;
  if (failure.kind === "http" && failure.retryAfterSeconds) return sentence(failure.retryAfterSeconds);
  return serverWords ? limited : undefined;
}

/**
 * A private link's refusal in the page's words: its sentence by the server's code (`keys`
 * names the sentence in `words`), or the server's own (English) message for a code the page
 * does not word.
 */
export function refusalIn<Words>(
  refusal: { code: string; message: string },
  keys: Readonly<Record<string, keyof Words>>,
  words: Words,
): string {
  const key = keys[refusal.code];
  return key === undefined ? refusal.message : String(words[key]);
}

/**
 * A link page's call that failed for another reason (the network, a limit, the server): a
 * limit in the page's words, else its "failed" sentence. The server words a limit without a
 * wait in English only, so only an English page may show it as sent.
 */
export function linkFailureText(
  error: unknown,
  words: { failed: string; rateLimited: (seconds: number) => string },
  english: boolean,
): string {
  return (isApiRequestError(error) && rateLimitText(error.failure, words.rateLimited, english)) || words.failed;
}
