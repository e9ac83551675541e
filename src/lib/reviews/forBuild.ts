/**
 * The reviews every page of one build shows (/reviews, the home, service and area pages),
 * read once: the published ones from Firestore and the file's entries, chosen by
 * reviewsToShow.
 */
import { ALLOW_DEMO_CONTENT } from "../../config/demoContent.ts";
import { readFlag } from "../../config/env.ts";
import { firebaseWebConfig } from "../../config/firebase.ts";
import file from "../../content/reviews.json" with { type: "json" };
import { listPublishedReviewsForBuild } from "../firebase/reviews.ts";
import type { PublicReview } from "../../schemas/review.ts";
import { reviewsToShow } from "./shown.ts";

export async function reviewsForPages(): Promise<PublicReview[]> {
  return reviewsToShow({
    published: await listPublishedReviewsForBuild(),
    file,
    demoAllowed: firebaseWebConfig().projectId.startsWith("demo-") || readFlag(ALLOW_DEMO_CONTENT) === true,
  });
}
