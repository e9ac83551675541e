/**
 * reviews and reviewRequests: a published review is anyone's to read (the build
 * reads them over REST), a waiting or hidden one only the owner's; the owner decides with
 * exactly the moderation fields, hides only for a reason of the stated policy, and the first
 * publish's time sticks. No browser creates a review or touches a review request: the
 * private link works only through POST /api/reviews, so it cannot be used to read anything.
 */
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from "firebase/firestore";
import { REVIEW_HIDE_REASONS, REVIEW_LIMITS, REVIEW_STATUSES, reviewRequestId } from "../../src/schemas/review.ts";
import { ruleList, ruleTextBounds } from "./support/rules-text.ts";
import { CASE_NAME, REVIEW, useRulesEnv, type RuleCase } from "./support/rules-env.ts";
import { MESSAGE_LEADS, REVIEW_REQUESTS, REVIEWS } from "../../src/schemas/collections.ts";

const check = useRulesEnv();

const waiting = (db: Parameters<RuleCase["run"]>[0]) => doc(db, REVIEWS, "waiting");
const published = (db: Parameters<RuleCase["run"]>[0]) => doc(db, REVIEWS, "out");
const publishedOnly = (db: Parameters<RuleCase["run"]>[0]) =>
  getDocs(query(collection(db, REVIEWS), where("status", "==", "published")));

/** The owner's decision as /admin writes it: the moderation fields and the server's time. */
const decide = (fields: Record<string, unknown>) => ({
  status: "published",
  reply: "",
  hiddenReason: null,
  service: null,
  area: null,
  moderatedAt: serverTimestamp(),
  publishedAt: serverTimestamp(),
  ...fields,
});

const cases: RuleCase[] = [
  // Reading.
  { who: "anonymous", does: "list the published reviews (the build)", outcome: "allow", run: publishedOnly },
  { who: "alice", does: "get a published review", outcome: "allow", run: (db) => getDoc(published(db)) },
  { who: "anonymous", does: "get a review still waiting", outcome: "deny", run: (db) => getDoc(waiting(db)) },
  {
    who: "anonymous",
    does: "list every review, waiting ones too",
    outcome: "deny",
    run: (db) => getDocs(collection(db, REVIEWS)),
  },
  {
    who: "admin",
    does: "list every review, waiting ones too",
    outcome: "allow",
    run: (db) => getDocs(collection(db, REVIEWS)),
  },
  // The link reads nothing: no request is readable or writable by anyone's browser.
  {
    who: "anonymous",
    does: "get a review request (its link's hash)",
    outcome: "deny",
    run: (db) => getDoc(doc(db, REVIEW_REQUESTS, reviewRequestId(MESSAGE_LEADS, "sent"))),
  },
  {
    who: "anonymous",
    does: "look a review request up by a link's hash",
    outcome: "deny",
    run: (db) => getDocs(query(collection(db, REVIEW_REQUESTS), where("tokenHash", "==", "0".repeat(64)))),
  },
  {
    who: "admin",
    does: "get a review request",
    outcome: "deny",
    run: (db) => getDoc(doc(db, REVIEW_REQUESTS, reviewRequestId(MESSAGE_LEADS, "sent"))),
  },
  {
    who: "anonymous",
    does: "mark a review request unused",
    outcome: "deny",
    run: (db) => updateDoc(doc(db, REVIEW_REQUESTS, reviewRequestId(MESSAGE_LEADS, "sent")), { usedAt: null }),
  },
  // Writing a review: only the function.
  {
    who: "anonymous",
    does: "create a review",
    outcome: "deny",
    run: (db) => setDoc(doc(db, REVIEWS, "mine"), { ...REVIEW, submittedAt: Timestamp.now() }),
  },
  {
    who: "admin",
    does: "create a review of their own",
    outcome: "deny",
    run: (db) => setDoc(doc(db, REVIEWS, "mine"), { ...REVIEW, submittedAt: Timestamp.now() }),
  },
  { who: "admin", does: "delete a review", outcome: "deny", run: (db) => deleteDoc(waiting(db)) },
  // The owner's decisions.
  {
    who: "admin",
    does: "publish a waiting review on a service and an area page, with a reply",
    outcome: "allow",
    run: (db) =>
      updateDoc(waiting(db), decide({ service: "construction", area: "fairfax-va", reply: "Thank you, Dana!" })),
  },
  {
    who: "alice",
    does: "publish a waiting review",
    outcome: "deny",
    run: (db) => updateDoc(waiting(db), decide({})),
  },
  {
    who: "admin",
    does: "change what the client wrote",
    outcome: "deny",
    run: (db) => updateDoc(waiting(db), decide({ text: "The best contractor in Virginia, five stars." })),
  },
  {
    who: "admin",
    does: "change the client's rating",
    outcome: "deny",
    run: (db) => updateDoc(waiting(db), decide({ rating: 5 - 1 })),
  },
  {
    who: "admin",
    does: "hide a review for a reason of the policy",
    outcome: "allow",
    run: (db) => updateDoc(waiting(db), decide({ status: "hidden", hiddenReason: "profanity", publishedAt: null })),
  },
  {
    who: "admin",
    does: "hide a review without a reason",
    outcome: "deny",
    run: (db) => updateDoc(waiting(db), decide({ status: "hidden", publishedAt: null })),
  },
  {
    who: "admin",
    does: "hide a review because it is unflattering",
    outcome: "deny",
    run: (db) => updateDoc(waiting(db), decide({ status: "hidden", hiddenReason: "negative", publishedAt: null })),
  },
  {
    who: "admin",
    does: "publish a review with a hiding reason left on it",
    outcome: "deny",
    run: (db) => updateDoc(waiting(db), decide({ hiddenReason: "profanity" })),
  },
  {
    who: "admin",
    does: "put a review on a page that does not exist",
    outcome: "deny",
    run: (db) => updateDoc(waiting(db), decide({ service: "roofing" })),
  },
  {
    who: "admin",
    does: "reply at more than 1,000 characters",
    outcome: "deny",
    run: (db) => updateDoc(waiting(db), decide({ reply: "x".repeat(1001) })),
  },
  {
    who: "admin",
    does: "backdate the first publish",
    outcome: "deny",
    run: (db) => updateDoc(waiting(db), decide({ publishedAt: Timestamp.fromMillis(Date.UTC(2020, 0, 1)) })),
  },
  {
    who: "admin",
    does: "reply to a published review, keeping its first publish's time",
    outcome: "allow",
    run: (db) => {
      const { publishedAt: _kept, ...fields } = decide({ reply: "Thanks!" });
      return updateDoc(published(db), fields);
    },
  },
  {
    who: "admin",
    does: "take a published review back to waiting (off the site with no reason)",
    outcome: "deny",
    run: (db) => {
      const { publishedAt: _kept, ...fields } = decide({ status: "submitted" });
      return updateDoc(published(db), fields);
    },
  },
  {
    who: "admin",
    does: "publish without stamping the first publish's time",
    outcome: "deny",
    run: (db) => updateDoc(waiting(db), decide({ publishedAt: null })),
  },
  {
    who: "admin",
    does: "move a published review's first publish to now",
    outcome: "deny",
    run: (db) => updateDoc(published(db), decide({ reply: "Thanks!" })),
  },
];

describe("reviews and reviewRequests", () => {
  test.each(cases)(CASE_NAME, check);
});

// /admin checks a decision with reviewModerationSchema before it writes; the rules must agree.
describe("firestore.rules agrees with src/schemas/review.ts", () => {
  test("the statuses and the policy's reasons are REVIEW_STATUSES and REVIEW_HIDE_REASONS", () => {
    expect(ruleList("reviewStatuses")).toEqual([...REVIEW_STATUSES]);
    expect(ruleList("reviewHideReasons")).toEqual([...REVIEW_HIDE_REASONS]);
  });

  test("a reply has the bounds of REVIEW_LIMITS.replyMaxChars", () => {
    expect(ruleTextBounds("isReviewModeration", "after.reply")).toEqual([{ min: 0, max: REVIEW_LIMITS.replyMaxChars }]);
  });
});
