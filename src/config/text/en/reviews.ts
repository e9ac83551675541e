import { SITE } from "../../site.ts";

/** The published reviews: /reviews and the review band on the home, service and area pages. */
export const REVIEW_LIST_TEXT = {
  title: "Client Reviews",
  description: `Reviews from ${SITE.name}'s own clients in Virginia, Maryland and DC: each from a finished job, dated, published as written, with our replies.`,
  heading: "Reviews from our clients",
  intro:
    "We ask every client for a review when their job is done, whatever we think they will say. A review appears here as written, with its date, once we have read it.",
  policyHeading: "What we do not publish",
  policy:
    "We hide a review only when it contains personal data (a phone number, an address, someone else's full name), profanity, or is not about a job we did, and we record which. Everything else is published, good or bad.",
  empty: "No client has written a review here yet.",
  demoNote: "These reviews are demo content, invented for this sample site.",
  count: (count: number) => `${count} review${count === 1 ? "" : "s"}`,
  allReviews: "Read all reviews",
  leaveOnGoogle: "Review us on Google",
  reply: `Reply from ${SITE.name}`,
  rated: (rating: number) => `Rated ${rating} out of 5`,
  /** The band on the home, service and area pages. */
  bandHeading: "What our clients say",
  leaveReview: "Leave us a review",
  readOriginal: "Read the original review",
  demoReview: "Demo review",
};
