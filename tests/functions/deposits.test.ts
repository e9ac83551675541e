/**
 * The deposit by card, end to end through the real `stripe` client: the homeowner's link
 * opens a Checkout Session on the Stripe stand-in (scripts/stripe-stand-in.ts), its hosted
 * page is paid over HTTP as a browser would, and its signed webhooks reach the real
 * /api/stripe-webhook over HTTP. The webhook table: valid, replayed, duplicated, reordered,
 * forged, for another proposal, after a refund; each must leave exactly the right state,
 * and no delivery may be answered with a 5xx.
 */
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import stripeWebhook, { config as webhookConfig } from "../../netlify/functions/stripe-webhook.ts";
import { MAILDEV_SMTP_PORT, waitForMail } from "../../scripts/maildev.ts";
import { startFakeStripe, type FakeStripe } from "../../scripts/stripe-stand-in.ts";
import { SITE } from "../../src/config/site.ts";
import { formatCents } from "../../src/lib/format/money.ts";
import type { ProposalView } from "../../src/lib/proposal/view.ts";
import {
  ACCOUNT_LEADS,
  MESSAGE_LEADS,
  NOTIFICATIONS,
  PROPOSALS,
  STRIPE_EVENTS,
} from "../../src/schemas/collections.ts";
import { adminApp } from "../../src/server/firebaseAdmin.ts";
import { storeLead } from "../../src/server/leads/store.ts";
import { hashToken, newToken } from "../../src/server/privateLink.ts";
import type { StoredProposal } from "../../src/server/proposals/proposalDoc.ts";
import { sampleDraft } from "../support/proposals.ts";
import { errorOf } from "./support/http.ts";
import { TEST_ALERT_TO } from "./support/mail.ts";
import { serveHandler, type ServedHandler } from "./support/serveHandler.ts";
import { linkCall, ownerCall, signedProposal as signedProposalOf } from "./support/signedProposal.ts";
import { createTestUser, type TestUser } from "./support/tokens.ts";

vi.setConfig({ testTimeout: 30_000 });

const WEBHOOK_SECRET = "whsec_deposit_tests";
const SECRET_KEY = "sk_test_deposit_tests";

const db = () => getFirestore(adminApp());
let admin: TestUser;
let fake: FakeStripe;
let webhook: ServedHandler;
let stripe: Stripe;

beforeAll(async () => {
  admin = await createTestUser();
  await getAuth(adminApp()).setCustomUserClaims(admin.uid, { admin: true });
  webhook = await serveHandler(stripeWebhook, webhookConfig.path as string);
  fake = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET, webhookUrl: webhook.url });
  stripe = new Stripe(SECRET_KEY, { host: fake.host, port: fake.port, protocol: "http" });
});

afterAll(async () => {
  await fake?.close();
  await webhook?.close();
});

beforeEach(() => {
  vi.stubEnv("SMTP_URL", `smtp://127.0.0.1:${MAILDEV_SMTP_PORT}`);
  vi.stubEnv("LEAD_ALERT_TO", TEST_ALERT_TO);
  vi.stubEnv("STRIPE_SECRET_KEY", SECRET_KEY);
  vi.stubEnv("STRIPE_WEBHOOK_SECRET", WEBHOOK_SECRET);
  vi.stubEnv("STRIPE_API_BASE", fake.url);
});

const owner = (body: Record<string, unknown>) => ownerCall(admin.idToken)(body);
const link = linkCall;
const signedProposal = () => signedProposalOf(admin.idToken, "deposit");

/** What the homeowner's /account row says of the proposal. */
const accountRow = async (leadId: string) =>
  (await db().collection(ACCOUNT_LEADS).doc(leadId).get()).get("proposal") as Record<string, unknown> | null;

const stored = async (id: string) => (await db().collection(PROPOSALS).doc(id).get()).data() as StoredProposal;

/** The homeowner's "Pay the deposit by card": the Checkout Session's URL. */
async function openCheckout(token: string): Promise<string> {
  const answer = await link({ action: "pay", token });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { url: string }).url;
}

/** The hosted page's "Pay" as a browser posts it; the stand-in sends its webhook before the redirect. */
async function payOnHostedPage(url: string, card = "success"): Promise<Response> {
  return fetch(url, {
    method: "POST",
    body: new URLSearchParams({ card }),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    redirect: "manual",
  });
}

const sessionOf = (url: string) => fake.sessions().find((session) => url.endsWith(session.id))!;
const eventsOf = (type: string, sessionOrIntent: string) =>
  fake
    .events()
    .filter((sent) => sent.type === type && JSON.stringify(sent.event.data.object).includes(sessionOrIntent));

async function noticesOf(id: string) {
  const found = await db().collection(NOTIFICATIONS).where("lead", "==", `${PROPOSALS}/${id}`).get();
  return found.docs.map((doc) => doc.data()).filter((data) => String(data.event).startsWith("deposit-"));
}

describe("paying the deposit by card", () => {
  test("a signed proposal's link opens Stripe's page for the deposit, to the cent, and no token reaches Stripe", async () => {
    const { id, token, view, depositCents, email } = await signedProposal();
    expect(view.payByCard).toBe(true);
    const [first, second] = await Promise.all([openCheckout(token), openCheckout(token)]);
    // Two clicks at once: one payment page, not two.
    expect(second).toBe(first);
    const session = sessionOf(first);
    expect(session).toMatchObject({
      amount_total: depositCents,
      currency: "usd",
      client_reference_id: id,
      customer_email: email,
      success_url: `${SITE.url}/proposal?deposit=paid`,
      cancel_url: `${SITE.url}/proposal?deposit=cancelled`,
    });
    expect(JSON.stringify(session)).not.toContain(token);
    // Maryland: at most a third of the signed price.
    expect(depositCents * 3).toBeLessThanOrEqual(view.signed!.document.totalCents);
    expect(await openCheckout(token)).toBe(first);
  });

  test("no payment page before the signature, and none without Stripe configured", async () => {
    const email = `unsigned-${crypto.randomUUID().slice(0, 8)}@example.org`;
    const { leadId } = await storeLead({
      collection: MESSAGE_LEADS,
      data: { name: "Lee Park", email, phone: "", message: "Deck." },
      source: "contact",
    });
    const saved = await owner({
      action: "save",
      lead: { collection: MESSAGE_LEADS, leadId },
      draft: sampleDraft("VA", { name: "Lee Park", email }),
    });
    const { id } = (await saved.json()) as { id: string };
    await owner({ action: "send", id, signer: "Pat Owner", initials: "" });
    const token = newToken();
    await db()
      .collection(PROPOSALS)
      .doc(id)
      .update({ tokenHash: hashToken(token) });
    expect(await errorOf(await link({ action: "pay", token }))).toMatchObject({ status: 409, code: "deposit_refused" });

    const signed = await signedProposal();
    vi.stubEnv("STRIPE_SECRET_KEY", "");
    const view = ((await (await link({ action: "view", token: signed.token })).json()) as { proposal: ProposalView })
      .proposal;
    expect(view.payByCard).toBe(false);
    expect(await errorOf(await link({ action: "pay", token: signed.token }))).toMatchObject({
      status: 409,
      code: "deposit_refused",
    });
    expect(fake.sessions().some((session) => session.client_reference_id === signed.id)).toBe(false);
  });
});

describe("the webhook table", () => {
  test("valid: the deposit is recorded as paid by card, a receipt goes to the homeowner", async () => {
    const { id, token, email, depositCents, leadId } = await signedProposal();
    expect(await accountRow(leadId)).toMatchObject({ state: "signed", depositCents, depositPaidAt: null });
    const url = await openCheckout(token);
    const paid = await payOnHostedPage(url);
    expect([paid.status, paid.headers.get("location")]).toEqual([303, `${SITE.url}/proposal?deposit=paid`]);
    const proposal = await stored(id);
    expect(proposal.state).toBe("paid");
    expect(proposal.deposit).toMatchObject({ cents: depositCents, method: "card", refundedCents: 0 });
    expect(await accountRow(leadId)).toMatchObject({
      state: "paid",
      title: "Kitchen remodel",
      depositCents,
      depositPaidAt: proposal.deposit?.paidAt.toMillis(),
      depositRefundedCents: 0,
    });
    const [event] = eventsOf("checkout.session.completed", sessionOf(url).id);
    expect(event.status).toBe(200);
    expect((await db().collection(STRIPE_EVENTS).doc(event.id).get()).get("outcome")).toBe("recorded");
    const [receipt] = await waitForMail(
      (mail) => mail.to.some((to) => to.address === email) && /Receipt/.test(mail.subject),
    );
    expect(receipt.text).toContain(`deposit of ${formatCents(depositCents)}`);
    const view = ((await (await link({ action: "view", token })).json()) as { proposal: ProposalView }).proposal;
    expect([view.state, view.deposit?.method, view.payByCard]).toEqual(["paid", "card", false]);
    expect(await errorOf(await link({ action: "pay", token }))).toMatchObject({ status: 409, code: "deposit_paid" });
  });

  test("replayed and duplicated: the same event again, and twice at once, records nothing more", async () => {
    const { id, token } = await signedProposal();
    const url = await openCheckout(token);
    await payOnHostedPage(url);
    const before = await stored(id);
    const [event] = eventsOf("checkout.session.completed", sessionOf(url).id);
    const replays = await Promise.all([fake.resend(event.id), fake.resend(event.id), fake.resend(event.id)]);
    expect(replays.map((delivery) => delivery.status)).toEqual([200, 200, 200]);
    const after = await stored(id);
    expect(after.deposit).toEqual(before.deposit);
    expect(after.updatedAt).toEqual(before.updatedAt);
    // One receipt to each, however often the news came.
    expect((await noticesOf(id)).map((notice) => `${notice.event}:${notice.audience}`).sort()).toEqual([
      "deposit-paid:client",
      "deposit-paid:owner",
    ]);
  });

  test("reordered: the refund's news before the payment's still ends paid and refunded", async () => {
    const { id, token, depositCents } = await signedProposal();
    const url = await openCheckout(token);
    fake.setWebhookUrl(undefined);
    try {
      await payOnHostedPage(url);
      const intent = sessionOf(url).payment_intent!;
      await stripe.refunds.create({ payment_intent: intent });
      await fake.settled();
    } finally {
      fake.setWebhookUrl(webhook.url);
    }
    const intent = sessionOf(url).payment_intent!;
    const [refundedEvent] = eventsOf("charge.refunded", intent);
    const [completedEvent] = eventsOf("checkout.session.completed", sessionOf(url).id);
    expect((await fake.resend(refundedEvent.id)).status).toBe(200);
    expect((await fake.resend(completedEvent.id)).status).toBe(200);
    const proposal = await stored(id);
    expect(proposal.deposit).toMatchObject({ cents: depositCents, method: "card", refundedCents: depositCents });
    // Paid back in full: the contract stays signed, no deposit held.
    expect(proposal.state).toBe("signed");
    expect((await noticesOf(id)).map((notice) => `${notice.event}:${notice.audience}`).sort()).toEqual([
      "deposit-paid:client",
      "deposit-paid:owner",
      "deposit-refunded:client",
      "deposit-refunded:owner",
    ]);
  });

  test("forged: an event signed with another secret is refused and records nothing", async () => {
    const { id, token } = await signedProposal();
    const url = await openCheckout(token);
    fake.setWebhookUrl(undefined);
    try {
      await payOnHostedPage(url);
      await fake.settled();
    } finally {
      fake.setWebhookUrl(webhook.url);
    }
    const session = { ...sessionOf(url) };
    const forged = await fake.sendForged("checkout.session.completed", session);
    expect(forged.status).toBe(400);
    expect((await db().collection(STRIPE_EVENTS).doc(forged.id).get()).exists).toBe(false);
    expect((await stored(id)).deposit).toBeNull();
    // Unsigned, or a body changed after signing: refused too.
    const [completed] = eventsOf("checkout.session.completed", session.id);
    const tampered = await fetch(webhook.url, {
      method: "POST",
      headers: { "Stripe-Signature": completed.deliveries[0].signature, "Content-Type": "application/json" },
      body: completed.payload.replace('"paid"', '"unpaid"'),
    });
    expect(tampered.status).toBe(400);
    expect((await stored(id)).deposit).toBeNull();
  });

  test("for another proposal: an event naming B about A's payment pays only A; a payment not matching B's contract pays nothing", async () => {
    const a = await signedProposal();
    const b = await signedProposal();
    const url = await openCheckout(a.token);
    await payOnHostedPage(url);
    const session = sessionOf(url);
    const renamed = await fake.send("checkout.session.completed", {
      ...session,
      client_reference_id: b.id,
      metadata: { ...session.metadata, proposalId: b.id },
    });
    expect(renamed.status).toBe(200);
    expect((await stored(a.id)).state).toBe("paid");
    expect((await stored(b.id)).deposit).toBeNull();

    // A session made outside the site, naming B but not B's signed document: never B's deposit.
    const stray = await stripe.checkout.sessions.create({
      mode: "payment",
      line_items: [
        { quantity: 1, price_data: { currency: "usd", unit_amount: b.depositCents, product_data: { name: "x" } } },
      ],
      success_url: `${SITE.url}/`,
      payment_intent_data: { metadata: { proposalId: b.id, documentHash: "0".repeat(64) } },
    });
    await payOnHostedPage(stray.url!);
    const [strayEvent] = eventsOf("checkout.session.completed", stray.id);
    expect(strayEvent.status).toBe(200);
    expect((await db().collection(STRIPE_EVENTS).doc(strayEvent.id).get()).get("outcome")).toBe("mismatch");
    expect((await stored(b.id)).deposit).toBeNull();

    // A payment Stripe does not know: nothing of ours, answered 200 so Stripe stops.
    const unknown = await fake.send("checkout.session.completed", { ...session, payment_intent: "pi_unknown" });
    expect(unknown.status).toBe(200);
  });

  test("after a refund: the owner refunds from /admin once; later news of the payment does not make it paid again", async () => {
    const { id, token, email, depositCents, leadId } = await signedProposal();
    const url = await openCheckout(token);
    await payOnHostedPage(url);
    expect((await owner({ action: "refund", id })).status).toBe(200);
    // Recorded when Stripe's news of it has arrived (the stand-in sends it once the refund is answered).
    await fake.settled();
    expect(await accountRow(leadId)).toMatchObject({ state: "signed", depositRefundedCents: depositCents });
    let proposal = await stored(id);
    expect([proposal.state, proposal.deposit?.refundedCents]).toEqual(["signed", depositCents]);
    const intent = sessionOf(url).payment_intent!;
    expect(
      (await stripe.charges.retrieve((await stripe.paymentIntents.retrieve(intent)).latest_charge as string))
        .amount_refunded,
    ).toBe(depositCents);
    await fake.settled();
    expect(eventsOf("charge.refunded", intent).map((sent) => sent.status)).toEqual([200]);
    // The same payment's news again, as a new event: still refunded, still signed.
    const late = await fake.send("checkout.session.completed", sessionOf(url));
    expect(late.status).toBe(200);
    proposal = await stored(id);
    expect([proposal.state, proposal.deposit?.refundedCents]).toEqual(["signed", depositCents]);
    expect(await errorOf(await owner({ action: "refund", id }))).toMatchObject({
      status: 409,
      code: "deposit_refused",
    });
    await waitForMail((mail) => mail.to.some((to) => to.address === email) && /^Refund/.test(mail.subject));
    expect((await noticesOf(id)).filter((notice) => notice.event === "deposit-refunded")).toHaveLength(2);
  });

  test("a second payment for a deposit already received is refunded, and the first stands", async () => {
    const { id, token } = await signedProposal();
    const url = await openCheckout(token);
    expect((await owner({ action: "deposit-received", id })).status).toBe(200);
    await payOnHostedPage(url);
    await fake.settled();
    const proposal = await stored(id);
    expect([proposal.state, proposal.deposit?.method]).toEqual(["paid", "manual"]);
    const intent = await stripe.paymentIntents.retrieve(sessionOf(url).payment_intent!);
    const charge = await stripe.charges.retrieve(intent.latest_charge as string);
    expect(charge.refunded).toBe(true);
  });

  test("no delivery of any test above was answered with a 5xx", async () => {
    await fake.settled();
    // Deliveries held back on purpose (no URL) are not answers.
    const statuses = fake
      .events()
      .flatMap((sent) => sent.deliveries.filter((delivery) => delivery.url).map((delivery) => delivery.status));
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status === null || status >= 500)).toEqual([]);
  });
});
