import { splitReceipt, type Ballpark } from "../../schemas/estimate.ts";
import { leadOriginForSend } from "../leadOrigin/send.ts";
import { API_ROUTES } from "../../config/routes.ts";
import { BALLPARK_HEADERS } from "../../schemas/api.ts";
import { isApiRequestError, postForStreamedText, type ApiFailure, type StreamedReply } from "../api-client/request.ts";
import type { EstimateInput } from "./estimateForm.ts";
import { estimatorErrorMessage } from "./estimatorErrors.ts";
import type { EstimatorText } from "./estimatorWords.ts";

export type EstimateAnswer =
  /** saved: the server stored the estimate (its receipt ends the body); false when it said so or sent none. */
  | { ok: true; text: string; ballpark: Ballpark | null; saved: boolean }
  | { ok: false; error: string; failure: ApiFailure };

/** The pricing guide's range the server gave the model, from the X-Ballpark-* headers. */
export function ballparkFromHeaders(headers: Headers): Ballpark | null {
  const low = Number(headers.get(BALLPARK_HEADERS.low) ?? Number.NaN);
  const high = Number(headers.get(BALLPARK_HEADERS.high) ?? Number.NaN);
  return Number.isSafeInteger(low) && Number.isSafeInteger(high) && low >= 0 && high >= low ? { low, high } : null;
}

/**
 * POSTs the estimator fields (and the page's language) with the user's Firebase ID token and streams the AI text
 * through onText. Never rejects: a failure comes back as the banner text. A 401 gets
 * one retry with a freshly minted token (an hour-old token expires mid-visit).
 */
export async function requestEstimate(
  input: EstimateInput,
  options: {
    getIdToken: (forceRefresh: boolean) => Promise<string>;
    onText?: (textSoFar: string) => void;
    fetchImpl?: typeof fetch;
    /** The banner texts, in the page's language (whose code `input.language` names). */
    toasts?: EstimatorText["toasts"];
  },
): Promise<EstimateAnswer> {
  const send = async (forceRefresh: boolean): Promise<StreamedReply> => {
    let token: string;
    try {
      token = await options.getIdToken(forceRefresh);
    } catch {
      throw new Error("No ID token");
    }
    return postForStreamedText(
      API_ROUTES.estimate,
      { ...input, origin: leadOriginForSend() },
      {
        headers: { authorization: `Bearer ${token}` },
        // The visitor sees the estimate's text, never the receipt behind it.
        onText: options.onText && ((textSoFar) => options.onText?.(splitReceipt(textSoFar).text)),
        fetchImpl: options.fetchImpl,
      },
    );
  };
  try {
    let reply: StreamedReply;
    try {
      reply = await send(false);
    } catch (error) {
      if (!(isApiRequestError(error) && error.failure.kind === "http" && error.failure.status === 401)) throw error;
      reply = await send(true);
    }
    const { text, receipt } = splitReceipt(reply.text);
    return { ok: true, text, ballpark: ballparkFromHeaders(reply.headers), saved: receipt?.saved === true };
  } catch (error) {
    const failure: ApiFailure = isApiRequestError(error) ? error.failure : { kind: "network" };
    return { ok: false, error: estimatorErrorMessage(failure, options.toasts), failure };
  }
}
