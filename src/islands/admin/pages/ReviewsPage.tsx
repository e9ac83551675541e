import type { AdminDataApi } from "../../../lib/firebase/adminData.ts";
import RequireAuth from "../../auth/RequireAuth.tsx";
import ReviewsPanel from "../reviews/ReviewsPanel.tsx";
import { adminDataApi } from "./adminApi.ts";

/** /admin/reviews: the clients' reviews to publish or hide. */
export default function ReviewsPage({ api = adminDataApi }: { api?: AdminDataApi }) {
  return <RequireAuth requireAdmin>{() => <ReviewsPanel api={api.reviews} />}</RequireAuth>;
}
