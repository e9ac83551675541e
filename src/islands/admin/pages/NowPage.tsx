import { useEffect, useState } from "react";
import type { AdminDataApi } from "../../../lib/firebase/adminData.ts";
import { proposalsApi } from "../../../lib/firebase/proposals.ts";
import { reviewsApi } from "../../../lib/firebase/reviews.ts";
import type { StoredReview } from "../../../schemas/review.ts";
import RequireAuth from "../../auth/RequireAuth.tsx";
import NowPanel from "../NowPanel.tsx";
import { useProposalRows } from "../hooks/useProposalRows.ts";
import { adminLeadsApi } from "./adminApi.ts";

type NowApi = Pick<AdminDataApi, "contactForms" | "estimates" | "proposals" | "reviews">;
const NOW_API: NowApi = { ...adminLeadsApi, proposals: proposalsApi, reviews: reviewsApi };

interface Props {
  /** Injected by tests; the page reads Firestore. */
  api?: NowApi;
}

/** What "Now" needs beside the leads and visits it reads itself: the proposals and reviews, read once. */
export function Now({ api }: { api: NowApi }) {
  const proposals = useProposalRows(api.proposals);
  const [reviews, setReviews] = useState<readonly StoredReview[] | null>(null);
  useEffect(() => {
    // Spec: an admin data load error is only logged; "Now" then says there is nothing waiting.
    api.reviews.list().then(setReviews, (error: unknown) => {
      console.error("Loading the reviews failed", error);
      setReviews([]);
    });
  }, [api]);
  return <NowPanel api={api} proposals={proposals} reviews={reviews} />;
}

/** /admin: what needs an answer now; only for accounts with the admin claim, everyone else goes to /login. */
export default function NowPage({ api = NOW_API }: Props) {
  return <RequireAuth requireAdmin>{() => <Now api={api} />}</RequireAuth>;
}
