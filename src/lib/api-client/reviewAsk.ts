/**
 * The owner's "Ask for a review" from /admin (POST /api/review-requests), apart from the
 * client's form (reviews.ts): it needs the owner's words, which the /review page does not load.
 */
import { API_ROUTES } from "../../config/routes.ts";
import { REVIEW_TEXT } from "../../config/text/review.ts";
import { API_ERROR_CODES } from "../../schemas/api.ts";
import type { ReviewAsk } from "../../schemas/review.ts";
import { REVIEW_TIMEOUT_MS } from "./reviews.ts";
import { ApiRequestError, httpFailure, isApiRequestError, postJsonWithin } from "./request.ts";

/** The owner's request: resolves with where it went, or rejects with the server's refusal. */
export async function askForReview(
  ask: ReviewAsk,
  getIdToken: () => Promise<string>,
  fetchImpl: typeof fetch = fetch,
): Promise<{ email: string }> {
  const response = await postJsonWithin(API_ROUTES.reviewRequests, ask, REVIEW_TIMEOUT_MS, fetchImpl, {
    authorization: `Bearer ${await getIdToken()}`,
  });
  if (!response.ok) throw new ApiRequestError(await httpFailure(response), API_ROUTES.reviewRequests);
  const answer = (await response.json().catch(() => null)) as { email?: unknown } | null;
  if (typeof answer?.email !== "string") throw new ApiRequestError({ kind: "empty" }, API_ROUTES.reviewRequests);
  return { email: answer.email };
}

/** The owner's toast for a refused request: the server's sentence for its own refusals. */
export function askFailureText(error: unknown): string {
  const known = [
    API_ERROR_CODES.notWon,
    API_ERROR_CODES.noEmail,
    API_ERROR_CODES.alreadyReviewed,
    API_ERROR_CODES.leadNotFound,
  ] as string[];
  if (isApiRequestError(error) && error.failure.kind === "http" && known.includes(error.failure.code ?? ""))
    return error.failure.message ?? REVIEW_TEXT.admin.askFailed;
  return REVIEW_TEXT.admin.askFailed;
}
