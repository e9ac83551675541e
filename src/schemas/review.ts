/**
 * A review from one of the company's own clients. The owner asks from a won lead
 * (POST /api/review-requests, reviewAskSchema); the client writes on /review from the
 * e-mail's private link (POST /api/reviews, reviewSubmitSchema); the owner publishes, replies
 * or hides for a stated reason in /admin (reviewModerationSchema, written as
 * firestore.rules' isReviewModeration() allows). The build publishes the `published` ones.
 *
 *   reviewRequests/{collection}_{leadId}   one per job: the link's hash, its expiry, once used
 *   reviews/{same id}                      the review; readable by anyone once published
 */
import * as z from "zod/mini";
import { AREA_SLUGS, SERVICE_SLUGS } from "../config/site.ts";
// The reviews' own words, not config/text.ts: the /review form's bundle takes this module.
import { REVIEW_TEXT } from "../config/text/review.ts";
import { REVIEW_FORM_TEXT } from "../config/text/en/review.ts";
import type { Translation } from "../config/text/translation.ts";
import type { Locale } from "../config/i18n.ts";
import { trimmedText } from "./fields.ts";
import { LEAD_COLLECTIONS, type LeadCollection } from "./collections.ts";

/** Long enough for a client who is slow with e-mail, short enough that a leaked link dies. */
export const REVIEW_LINK_DAYS = 30;

export const REVIEW_LIMITS = {
  text: { min: 20, max: 2000 },
  name: { min: 1, max: 40 },
  town: { min: 2, max: 60 },
  project: { min: 3, max: 80 },
  replyMaxChars: 1000,
} as const;

/** submitted: waiting for the owner; published: on the site from the next build; hidden: kept, with why. */
export const REVIEW_STATUSES = ["submitted", "published", "hidden"] as const;

/** The stated policy (/reviews): the only reasons a review may be hidden. */
export const REVIEW_HIDE_REASONS = ["personal_data", "profanity", "not_about_a_job"] as const;

/** One request per job: the lead's collection and id, so asking again replaces the link instead of adding one. */
export function reviewRequestId(collection: LeadCollection, leadId: string): string {
  return `${collection}_${leadId}`;
}

export const reviewAskSchema = z.object({
  collection: z.enum(LEAD_COLLECTIONS, "collection is contactForms or estimates."),
  leadId: z.string("leadId must be a string.").check(z.regex(/^[A-Za-z0-9]{1,40}$/, "leadId is a document id.")),
});
export type ReviewAsk = z.output<typeof reviewAskSchema>;

/** What the form says beside a field it refuses, in the page's language. */
export type ReviewFieldErrors = Translation<typeof REVIEW_FORM_TEXT.errors>;

/** What the client writes on /review, refused in the words of `T`; the form checks the same fields before it sends. */
export const reviewFormSchemaIn = (T: ReviewFieldErrors) =>
  z.object({
    rating: z.number(T.rating).check(z.int(T.rating), z.gte(1, T.rating), z.lte(5, T.rating)),
    text: trimmedText(REVIEW_LIMITS.text, T.text(REVIEW_LIMITS.text.min)),
    name: trimmedText(REVIEW_LIMITS.name, T.name),
    town: trimmedText(REVIEW_LIMITS.town, T.town),
    project: trimmedText(REVIEW_LIMITS.project, T.project),
  });

/** The server's check: the API answers in English. */
const reviewFormSchema = reviewFormSchemaIn(REVIEW_FORM_TEXT.errors);
export type ReviewForm = z.output<typeof reviewFormSchema>;
export type ReviewField = keyof ReviewForm;

export const reviewSubmitSchema = z.extend(reviewFormSchema, {
  /** The private link's token (base64url of 32 random bytes). */
  token: z.string("token must be a string.").check(z.minLength(20), z.maxLength(200)),
});

/** What a review holds besides the client's words when it arrives: waiting, nothing decided. */
export const UNDECIDED_REVIEW = {
  status: "submitted",
  reply: "",
  hiddenReason: null,
  service: null,
  area: null,
  publishedAt: null,
  moderatedAt: null,
} as const;

/** The owner's decision on a review, as /admin writes it. */
export const reviewModerationSchema = z
  .object({
    status: z.enum(REVIEW_STATUSES),
    reply: z
      .string()
      .check(
        z.trim(),
        z.maxLength(REVIEW_LIMITS.replyMaxChars, REVIEW_TEXT.admin.replyTooLong(REVIEW_LIMITS.replyMaxChars)),
      ),
    hiddenReason: z.nullable(z.enum(REVIEW_HIDE_REASONS, REVIEW_TEXT.admin.hideReasonRequired)),
    service: z.nullable(z.enum(SERVICE_SLUGS)),
    area: z.nullable(z.enum(AREA_SLUGS)),
  })
  .check(
    z.refine((value) => (value.status === "hidden") === (value.hiddenReason !== null), {
      message: REVIEW_TEXT.admin.hideReasonRequired,
      path: ["hiddenReason"],
    }),
  );
export type ReviewModeration = z.output<typeof reviewModerationSchema>;

/** A review as /admin lists it. */
export interface StoredReview extends ReviewForm, ReviewModeration {
  id: string;
  /** Epoch ms. */
  submittedAt: number;
  publishedAt: number | null;
}

/** What a published review shows on the pages (and what reviews.json's entries give). */
export interface PublicReview {
  id: string;
  name: string;
  /** The client's own words for where; a file entry's area label. */
  town: string;
  project: string;
  text: string;
  rating: number;
  /** YYYY-MM-DD, the day it was written. */
  date: string;
  /** When it was sent, epoch ms: the order of one day's reviews (0 for a file entry). */
  at: number;
  reply: string;
  service: string | null;
  area: string | null;
  /** Where it was first published (Google, Houzz), for an entry of reviews.json. */
  url?: string;
  demo: boolean;
  /**
   * The language the client wrote from (their review e-mail's); absent: English. A page in
   * another language marks the client's words with it (lang), as written, never translated.
   */
  language?: Locale;
}
