/**
 * The clients' reviews in Firestore: the published ones for the pages a build
 * writes, read over REST like the projects (no SDK, no sign-in: firestore.rules lets anyone
 * read a published review, and this query asks for exactly those), and the owner's list
 * and decisions in /admin through the SDK.
 */
import { firebaseWebConfig } from "../../config/firebase.ts";
import type { PublicReview, ReviewModeration, StoredReview } from "../../schemas/review.ts";
import { firestore } from "./app.ts";
import { BUILD_TIMEOUT_MS, readForBuild } from "./buildRead.ts";
import { toPublicReview, toStoredReview } from "./decode.ts";
import { firestoreOrigin } from "./projects.ts";
import { decodeRunQuery, runQueryUrl } from "./restQuery.ts";
import { REVIEWS } from "../../schemas/collections.ts";

/** POST body of "every published review" (the order is the pages' own: newest first by date). */
function publishedQuery(): string {
  return JSON.stringify({
    structuredQuery: {
      from: [{ collectionId: REVIEWS }],
      where: { fieldFilter: { field: { fieldPath: "status" }, op: "EQUAL", value: { stringValue: "published" } } },
    },
  });
}

async function listPublishedReviews(): Promise<PublicReview[]> {
  const { projectId, apiKey } = firebaseWebConfig();
  const response = await fetch(runQueryUrl({ origin: firestoreOrigin(), projectId, apiKey }), {
    method: "POST",
    headers: { "Content-Type": "text/plain" },
    body: publishedQuery(),
    signal: AbortSignal.timeout(BUILD_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`Firestore answered ${response.status}`);
  return decodeRunQuery(await response.json()).map(({ id, data }) => toPublicReview(id, data));
}

/** The published reviews for the pages a build writes (/reviews, the home, service and area pages). */
export const listPublishedReviewsForBuild = readForBuild("reviews", listPublishedReviews);

/** Reviews /admin lists at once: years of a small contractor's clients. */
const ADMIN_LIST_LIMIT = 200;

/** Every review, newest first, for the owner (admins only, by firestore.rules). */
async function listReviews(): Promise<StoredReview[]> {
  const [db, { collection, getDocs, limit, orderBy, query }] = await firestore();
  const snapshot = await getDocs(
    query(collection(db, REVIEWS), orderBy("submittedAt", "desc"), limit(ADMIN_LIST_LIMIT)),
  );
  return snapshot.docs.map((doc) => toStoredReview(doc.id, doc.data()));
}

/** The owner's decision; the first publish stamps publishedAt with the server's time, later ones keep it. */
async function moderateReview(review: StoredReview, decision: ReviewModeration): Promise<void> {
  const [db, { doc, serverTimestamp, updateDoc }] = await firestore();
  const firstPublish = review.publishedAt === null && decision.status === "published";
  await updateDoc(doc(db, REVIEWS, review.id), {
    ...decision,
    moderatedAt: serverTimestamp(),
    ...(firstPublish ? { publishedAt: serverTimestamp() } : {}),
  });
}

/** What /admin's reviews panel needs; tests hand it a stand-in. */
export interface ReviewsApi {
  list: () => Promise<StoredReview[]>;
  moderate: (review: StoredReview, decision: ReviewModeration) => Promise<void>;
}

export const reviewsApi: ReviewsApi = { list: listReviews, moderate: moderateReview };
