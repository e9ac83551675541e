/**
 * Asking a client for a review and taking it in. One request per job
 * (`reviewRequests/{collection}_{leadId}`): asking again before it is used replaces the
 * link (the older e-mail's link stops working), once used it is never asked again. The
 * link is used in the same transaction that stores the review: two sends of one form
 * store one review (the second transaction sees the link used).
 */
import { FieldValue, getFirestore, Timestamp, type DocumentReference, type Firestore } from "firebase-admin/firestore";
import { adminApp } from "../firebaseAdmin.ts";
import { hashToken, newToken } from "../privateLink.ts";
import { leadLanguage, visitorEmail } from "../mail/leadAlert.ts";
import type { ReviewReceivedNotice, ReviewRequestNotice } from "../mail/reviewMail.ts";
import { businessDay } from "../../lib/format/businessDay.ts";
import { leadStatusOf, type LeadSource } from "../../schemas/lead.ts";
import {
  REVIEW_LINK_DAYS,
  reviewRequestId,
  UNDECIDED_REVIEW,
  type ReviewAsk,
  type ReviewForm,
} from "../../schemas/review.ts";
import { REVIEW_REQUESTS, REVIEWS, USERS } from "../../schemas/collections.ts";
import { notification, notificationRef } from "../outbox/queue.ts";

const DAY_MS = 24 * 60 * 60_000;
const db = (): Firestore => getFirestore(adminApp());

export type AskOutcome =
  | { ok: true; email: string; expiresAt: number; notificationId: string }
  | { ok: false; reason: "lead_missing" | "not_won" | "no_email" | "reviewed" };

/** The client's first name for the greeting: a contact lead's own, an estimate's asker's profile. */
async function firstNameOf(lead: Record<string, unknown>): Promise<string> {
  let name = typeof lead.name === "string" ? lead.name : "";
  if (!name && typeof lead.userId === "string" && lead.userId) {
    const profile = await db().collection(USERS).doc(lead.userId).get();
    name = String(profile.get("fullName") ?? "");
  }
  return name.trim().split(/\s+/)[0] ?? "";
}

/**
 * The owner's "Ask for a review" on a won lead: a new private link, its hash kept with the
 * request, the link itself only in the e-mail the outbox sends (and removes once sent).
 */
export async function askForReview({ collection, leadId }: ReviewAsk, now = Date.now()): Promise<AskOutcome> {
  const firestore = db();
  const leadRef = firestore.collection(collection).doc(leadId);
  const requestRef = firestore.collection(REVIEW_REQUESTS).doc(reviewRequestId(collection, leadId));
  const lead = await leadRef.get();
  if (!lead.exists) return { ok: false, reason: "lead_missing" };
  const data = lead.data() ?? {};
  if (leadStatusOf(data.status) !== "won") return { ok: false, reason: "not_won" };
  const email = visitorEmail(data);
  if (!email) return { ok: false, reason: "no_email" };
  const firstName = await firstNameOf(data);
  const token = newToken();
  const expiresAt = now + REVIEW_LINK_DAYS * DAY_MS;
  const noticeRef = notificationRef();
  const source = (typeof data.source === "string" ? data.source : "contact") as LeadSource;
  const used = await firestore.runTransaction(async (transaction) => {
    const request = await transaction.get(requestRef);
    if (request.get("usedAt")) return true;
    transaction.set(requestRef, {
      lead: leadRef.path,
      tokenHash: hashToken(token),
      askedAt: Timestamp.fromMillis(now),
      expiresAt: Timestamp.fromMillis(expiresAt),
      usedAt: null,
      reviewId: null,
    });
    transaction.update(leadRef, {
      review: { askedAt: Timestamp.fromMillis(now), expiresAt: Timestamp.fromMillis(expiresAt), receivedAt: null },
    });
    const notice: ReviewRequestNotice = {
      audience: "client",
      email,
      firstName,
      token,
      expiresAt,
      language: leadLanguage(data),
    };
    transaction.create(noticeRef, { ...notification(leadRef.path, source, "review"), ...notice });
    return false;
  });
  if (used) return { ok: false, reason: "reviewed" };
  return { ok: true, email, expiresAt, notificationId: noticeRef.id };
}

export type SubmitOutcome =
  { ok: true; reviewId: string; notificationId: string } | { ok: false; reason: "invalid" | "used" | "expired" };

/** The client's review from the link: stored once, as "submitted", for the owner to read. */
export async function submitReview(token: string, review: ReviewForm, now = Date.now()): Promise<SubmitOutcome> {
  const firestore = db();
  const tokenHash = hashToken(token);
  const found = await firestore.collection(REVIEW_REQUESTS).where("tokenHash", "==", tokenHash).limit(1).get();
  const requestRef = found.docs[0]?.ref;
  if (!requestRef) return { ok: false, reason: "invalid" };
  try {
    return await storeReview(requestRef, tokenHash, review, now);
  } catch (error) {
    // Two sends at once: the emulator (and Firestore under load) may abort the loser's
    // transaction instead of retrying it. If the other send stored the review, say so.
    if ((await requestRef.get()).get("usedAt")) return { ok: false, reason: "used" };
    throw error;
  }
}

async function storeReview(
  requestRef: DocumentReference,
  tokenHash: string,
  review: ReviewForm,
  now: number,
): Promise<SubmitOutcome> {
  const firestore = db();
  // A random id: a published review is anyone's to read, and the request's id names the lead.
  const reviewRef = firestore.collection(REVIEWS).doc();
  const noticeRef = notificationRef();
  return firestore.runTransaction(async (transaction): Promise<SubmitOutcome> => {
    const request = await transaction.get(requestRef);
    // Asked again since this link was sent: only the newest e-mail's link works.
    if (request.get("tokenHash") !== tokenHash) return { ok: false, reason: "invalid" };
    if (request.get("usedAt")) return { ok: false, reason: "used" };
    if ((request.get("expiresAt") as Timestamp).toMillis() < now) return { ok: false, reason: "expired" };
    const leadRef = firestore.doc(String(request.get("lead")));
    const lead = await transaction.get(leadRef);
    transaction.create(reviewRef, {
      ...review,
      ...UNDECIDED_REVIEW,
      date: businessDay(now),
      submittedAt: FieldValue.serverTimestamp(),
      // The lead's language: the review e-mail's and the form's, so the pages can mark the client's words.
      language: leadLanguage(lead.data() ?? {}),
    });
    transaction.update(requestRef, { usedAt: FieldValue.serverTimestamp(), reviewId: reviewRef.id });
    if (lead.exists) transaction.update(leadRef, { "review.receivedAt": FieldValue.serverTimestamp() });
    const { name, town, rating, project, text } = review;
    const notice: ReviewReceivedNotice = { audience: "owner", name, town, rating, project, text };
    const source = (lead.get("source") ?? "contact") as LeadSource;
    transaction.create(noticeRef, { ...notification(reviewRef.path, source, "review"), ...notice });
    return { ok: true, reviewId: reviewRef.id, notificationId: noticeRef.id };
  });
}
