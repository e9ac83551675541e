import type { ReviewAsk } from "../../schemas/review.ts";

/**
 * The owner's "Ask for a review" from the browser: the admin's ID token to
 * POST /api/review-requests; loaded on first use (admins only).
 */
export async function askReviewFromBrowser(ask: ReviewAsk): Promise<{ email: string }> {
  const [{ askForReview }, { idToken }] = await Promise.all([
    import("../api-client/reviewAsk.ts"),
    import("../firebase/auth.ts"),
  ]);
  return askForReview(ask, () => idToken(false));
}
