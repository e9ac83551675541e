/**
 * The owner asks a won lead's client for a review, the client writes it from the
 * private link, once. The real functions against the Firestore emulator and MailDev: every
 * request e-mail makes an SMTP round trip and is read back.
 */
import { getAuth } from "firebase-admin/auth";
import { getFirestore, Timestamp } from "firebase-admin/firestore";
import { beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import reviewRequests, { config as askConfig } from "../../netlify/functions/review-requests.ts";
import reviews, { config as reviewConfig } from "../../netlify/functions/reviews.ts";
import { MAILDEV_SMTP_PORT, waitForMail, type ReceivedMail } from "../../scripts/maildev.ts";
import { localizedPath, ROUTES } from "../../src/config/routes.ts";
import { LISTINGS, SITE } from "../../src/config/site.ts";
import * as es from "../../src/config/text/es/index.ts";
import { businessDay } from "../../src/lib/format/businessDay.ts";
import { dayInWords } from "../../src/lib/format/dayInWords.ts";
import { REVIEW_TEXT } from "../../src/config/text.ts";
import { reviewRequestId } from "../../src/schemas/review.ts";
import { adminApp } from "../../src/server/firebaseAdmin.ts";
import { deliverNow } from "../../src/server/noticeRegistry.ts";
import { storeLead } from "../../src/server/leads/store.ts";
import { askForReview } from "../../src/server/reviews/reviews.ts";
import { call, errorOf } from "./support/http.ts";
import { TEST_ALERT_TO } from "./support/mail.ts";
import { createTestUser, type TestUser } from "./support/tokens.ts";
import {
  MESSAGE_LEADS,
  NOTIFICATIONS,
  REVIEW_REQUESTS,
  REVIEWS,
  type LeadCollection,
} from "../../src/schemas/collections.ts";

vi.setConfig({ testTimeout: 30_000 });

const db = () => getFirestore(adminApp());
const unique = () => crypto.randomUUID().slice(0, 8);

let admin: TestUser;
let homeowner: TestUser;
beforeAll(async () => {
  admin = await createTestUser();
  await getAuth(adminApp()).setCustomUserClaims(admin.uid, { admin: true });
  homeowner = await createTestUser();
});

beforeEach(() => {
  vi.stubEnv("SMTP_URL", `smtp://127.0.0.1:${MAILDEV_SMTP_PORT}`);
  vi.stubEnv("LEAD_ALERT_TO", TEST_ALERT_TO);
});

/** A contact lead the owner has marked `status`; its e-mail is unique to the test. */
async function lead(status: string, fields: Record<string, unknown> = {}) {
  const email = `client-${unique()}@example.org`;
  const { leadId } = await storeLead({
    collection: MESSAGE_LEADS,
    data: { name: "Dana Whitfield", email, phone: "(703) 555-0100", message: "A new deck, please.", ...fields },
    source: "contact",
  });
  await db().collection(MESSAGE_LEADS).doc(leadId).update({ status });
  return { leadId, email };
}

const ask = (leadId: string, token: string | null = admin.idToken, collection: LeadCollection = MESSAGE_LEADS) =>
  call(reviewRequests, askConfig.path as string, {
    body: { collection, leadId },
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });

const REVIEW = {
  rating: 5,
  text: "They rebuilt our deck in a week and cleaned up every day. Would hire again.",
  name: "Dana",
  town: "Falls Church",
  project: "Deck rebuild",
};

const send = (token: string, review: Record<string, unknown> = REVIEW) =>
  call(reviews, reviewConfig.path as string, { body: { token, ...review } });

const linkIn = (mail: ReceivedMail): string => {
  const match = new RegExp(`${ROUTES.review}#([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match) throw new Error("no review link in the e-mail");
  return match[1];
};

/** Asks, and reads the link from the client's e-mail in MailDev (one other than `older`, when given). */
async function askAndReadLink(leadId: string, email: string, older?: string): Promise<string> {
  const answer = await ask(leadId);
  expect(answer.status).toBe(201);
  const [mail] = await waitForMail(
    (item) => item.to.some((to) => to.address === email) && linkIn(item) !== older,
    10_000,
  );
  return linkIn(mail);
}

describe("POST /api/review-requests", () => {
  test("a won lead's client gets the e-mail: the private link, the Google review link, the expiry; only the link's hash is kept", async () => {
    const { leadId, email } = await lead("won");
    const answer = await ask(leadId);
    expect(answer.status).toBe(201);
    expect(await answer.json()).toMatchObject({ email });
    const [mail] = await waitForMail((item) => item.to.some((to) => to.address === email), 10_000);
    expect(mail.subject).toBe(REVIEW_TEXT.mail.subject);
    expect(mail.text).toContain("Hello Dana,");
    expect(mail.text).toContain(LISTINGS.googleReview.value);
    const token = linkIn(mail);
    const request = (await db().collection(REVIEW_REQUESTS).doc(reviewRequestId(MESSAGE_LEADS, leadId)).get()).data();
    expect(request?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(request)).not.toContain(token);
    const days = ((request?.expiresAt as Timestamp).toMillis() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    // The lead says it was asked; the outbox no longer holds the link once the e-mail went.
    const stored = (await db().collection(MESSAGE_LEADS).doc(leadId).get()).data();
    expect((stored?.review as { askedAt: Timestamp }).askedAt).toBeInstanceOf(Timestamp);
    // Marked sent just after the SMTP server took it: waited for, not raced.
    const outboxEntry = async () => {
      const notices = await db().collection(NOTIFICATIONS).where("lead", "==", `${MESSAGE_LEADS}/${leadId}`).get();
      const entry = notices.docs.find((doc) => doc.get("kind") === "review");
      return { sent: Boolean(entry?.get("sentAt")), token: entry?.get("token") as unknown };
    };
    await expect.poll(outboxEntry, { timeout: 10_000 }).toEqual({ sent: true, token: undefined });
  });

  test("a lead sent from a Spanish page gets the e-mail in Spanish, its link to /es/dejar-resena, which takes the review", async () => {
    const { leadId, email } = await lead("won", { language: "es" });
    expect((await ask(leadId)).status).toBe(201);
    const [mail] = await waitForMail((item) => item.to.some((to) => to.address === email), 10_000);
    const V = es.REVIEW_FORM_TEXT.mail;
    expect(mail.subject).toBe(V.subject);
    expect(mail.text).toContain("Hola, Dana:");
    expect(mail.text).toContain(V.intro);
    const expires = (
      (await db().collection(REVIEW_REQUESTS).doc(reviewRequestId(MESSAGE_LEADS, leadId)).get()).get(
        "expiresAt",
      ) as Timestamp
    ).toMillis();
    expect(mail.text).toContain(V.expires(dayInWords(businessDay(expires), "es")));
    const match = new RegExp(`${SITE.url}${localizedPath(ROUTES.review, "es")}#([A-Za-z0-9_-]+)`).exec(mail.text);
    expect(match).not.toBeNull();
    expect((await send(match![1])).status).toBe(201);
  });

  test.each([
    ["a lead not won", async () => (await lead("quoted")).leadId, 409, "not_won"],
    ["a lead without an e-mail", async () => (await lead("won", { email: "" })).leadId, 422, "no_email"],
    ["a lead that is gone", async () => "NoSuchLead123", 404, "lead_not_found"],
  ])("%s is refused", async (_, leadId, status, code) => {
    const answer = await ask(await leadId());
    expect(await errorOf(answer)).toMatchObject({ status, code });
  });

  test("only an admin may ask", async () => {
    const { leadId } = await lead("won");
    expect((await errorOf(await ask(leadId, null))).status).toBe(401);
    expect(await errorOf(await ask(leadId, homeowner.idToken))).toMatchObject({ status: 403, code: "forbidden" });
  });
});

describe("POST /api/reviews", () => {
  test("the link stores the review once, waiting for the owner, tells the owner, and refuses a second use", async () => {
    const { leadId, email } = await lead("won");
    const token = await askAndReadLink(leadId, email);
    const sent = await send(token);
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()) as { id: string };
    const review = (await db().collection(REVIEWS).doc(id).get()).data();
    expect(review).toMatchObject({ ...REVIEW, status: "submitted", reply: "", hiddenReason: null, publishedAt: null });
    expect(review?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Nothing of the lead is in the review: it may be published as it is.
    expect(JSON.stringify(review)).not.toContain(email);
    await waitForMail(
      (mail) => mail.subject === REVIEW_TEXT.mail.ownerSubject("Dana", 5) && mail.text.includes(REVIEW.text),
      10_000,
    );
    const stored = (await db().collection(MESSAGE_LEADS).doc(leadId).get()).data();
    expect((stored?.review as { receivedAt: unknown }).receivedAt).toBeInstanceOf(Timestamp);

    const again = await send(token, {
      ...REVIEW,
      text: "A second review from the same link, which must not be stored.",
    });
    expect(await errorOf(again)).toMatchObject({ status: 409, code: "link_used", message: REVIEW_TEXT.api.linkUsed });
    expect((await db().collection(REVIEWS).doc(id).get()).get("text")).toBe(REVIEW.text);
    // And the job is never asked again.
    expect(await errorOf(await ask(leadId))).toMatchObject({ status: 409, code: "already_reviewed" });
  });

  test("two sends of the form at once store one review", async () => {
    const { leadId, email } = await lead("won");
    const token = await askAndReadLink(leadId, email);
    const statuses = (await Promise.all([send(token), send(token)])).map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 409]);
  });

  test("an expired link is refused and stores nothing", async () => {
    const { leadId, email } = await lead("won");
    const token = await askAndReadLink(leadId, email);
    const requestId = reviewRequestId(MESSAGE_LEADS, leadId);
    await db()
      .collection(REVIEW_REQUESTS)
      .doc(requestId)
      .update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    expect(await errorOf(await send(token))).toMatchObject({ status: 410, code: "link_expired" });
    const request = (await db().collection(REVIEW_REQUESTS).doc(requestId).get()).data();
    expect([request?.usedAt, request?.reviewId]).toEqual([null, null]);
  });

  test("asking again replaces the link: the older e-mail's link no longer works, the new one does", async () => {
    const { leadId, email } = await lead("won");
    const first = await askAndReadLink(leadId, email);
    const second = await askAndReadLink(leadId, email, first);
    expect(second).not.toBe(first);
    expect(await errorOf(await send(first))).toMatchObject({ status: 404, code: "link_invalid" });
    expect((await send(second)).status).toBe(201);
  });

  test("an older request still waiting in the outbox when the owner asks again is not sent: its link is dead", async () => {
    const { leadId, email } = await lead("won");
    // The first ask, queued and not sent yet (as when the mail server was down).
    const first = await askForReview({ collection: MESSAGE_LEADS, leadId });
    if (!first.ok) throw new Error(first.reason);
    const current = await askAndReadLink(leadId, email);
    await deliverNow([first.notificationId]);
    const old = (await db().collection(NOTIFICATIONS).doc(first.notificationId).get()).data();
    expect([old?.lastError, old?.token]).toEqual(["link_replaced", undefined]);
    const mails = await waitForMail((mail) => mail.to.some((to) => to.address === email), 10_000);
    expect(mails.map(linkIn)).toEqual([current]);
  });

  test("a made-up link, and a review that breaks the form's rules, are refused with what to fix", async () => {
    expect(await errorOf(await send("x".repeat(43)))).toMatchObject({ status: 404, code: "link_invalid" });
    const { leadId, email } = await lead("won");
    const token = await askAndReadLink(leadId, email);
    expect(await errorOf(await send(token, { ...REVIEW, rating: 6 }))).toMatchObject({ status: 400, field: "rating" });
    expect(await errorOf(await send(token, { ...REVIEW, text: "Great." }))).toMatchObject({
      status: 400,
      field: "text",
    });
    // The refusals used nothing up.
    expect((await send(token)).status).toBe(201);
  });
});
