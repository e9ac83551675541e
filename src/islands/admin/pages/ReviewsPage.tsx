import type { AdminDataApi } from "../../../lib/firebase/adminData.ts";
import { reviewsApi } from "../../../lib/firebase/reviews.ts";
import RequireAuth from "../../auth/RequireAuth.tsx";
import ReviewsPanel from "../reviews/ReviewsPanel.tsx";

/** /admin/reviews: the clients' reviews to publish or hide. */
export default function ReviewsPage({ api = { reviews: reviewsApi } }: { api?: Pick<AdminDataApi, "reviews"> }) {
  return <RequireAuth requireAdmin>{() => <ReviewsPanel api={api.reviews} />}</RequireAuth>;
}
