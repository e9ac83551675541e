import { useEffect, useState } from "react";
import toast from "react-hot-toast";
import { REVIEW_TEXT } from "../../../config/text.ts";
import { publishAfterSave } from "../../../lib/admin/publish.ts";
import { afterDecision, waitingFirst } from "../../../lib/admin/reviewModeration.ts";
import type { ReviewsApi } from "../../../lib/firebase/reviews.ts";
import type { ReviewModeration, StoredReview } from "../../../schemas/review.ts";
import AdminSection from "../AdminSection.tsx";
import ReviewCard from "./ReviewCard.tsx";

const T = REVIEW_TEXT.admin;

interface Props {
  api: ReviewsApi;
  /** Injected by tests; a publish asks for a build (/api/rebuild). */
  publish?: () => Promise<unknown>;
}

/**
 * /admin's reviews: what clients sent from their links, waiting ones first. A publish
 * (or a change to a published one) asks for a build, as a project's save does: the pages
 * show the reviews the last build read.
 */
export default function ReviewsPanel({ api, publish = publishAfterSave }: Props) {
  const [reviews, setReviews] = useState<StoredReview[] | null>(null);
  useEffect(() => {
    api.list().then(
      (loaded) => setReviews(waitingFirst(loaded)),
      (error: unknown) => {
        // Like the rest of the dashboard's reads: logged, and the panel reads as empty.
        console.error("Loading the reviews failed", error);
        setReviews([]);
      },
    );
  }, [api]);

  const decide = async (review: StoredReview, decision: ReviewModeration): Promise<boolean> => {
    try {
      await api.moderate(review, decision);
    } catch (error) {
      console.error("Saving a review failed", error);
      toast.error(T.saveFailed);
      return false;
    }
    setReviews(
      (loaded) => loaded && loaded.map((item) => (item.id === review.id ? afterDecision(item, decision) : item)),
    );
    const onTheSite = decision.status === "published" || review.status === "published";
    toast.success(decision.status === "hidden" ? T.hidden : decision.status === "published" ? T.published : T.saved);
    if (onTheSite) void publish();
    return true;
  };

  return (
    <AdminSection id="reviews" title={T.heading} hint={T.intro} testId="admin-reviews">
      {reviews === null ? null : reviews.length === 0 ? (
        <p className="text-ink-600">{T.empty}</p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {reviews.map((review) => (
            <ReviewCard key={review.id} review={review} onDecide={(decision) => decide(review, decision)} />
          ))}
        </ul>
      )}
    </AdminSection>
  );
}
