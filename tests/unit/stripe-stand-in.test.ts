/**
 * The Stripe stand-in (scripts/stripe-stand-in.ts), driven only as the product drives
 * Stripe: the real `stripe` client for the API, plain HTTP for the hosted page (what a
 * browser does), and a webhook receiver that verifies with `stripe.webhooks.constructEvent`.
 * In the unit project: it needs no emulator, only local sockets.
 */
import { createServer, type Server } from "node:http";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startFakeStripe, type FakeStripe } from "../../scripts/stripe-stand-in.ts";

const SECRET = "whsec_test_local_secret";

interface Received {
  payload: string;
  signature: string;
  /** The verified event, or why constructEvent refused it. */
  event?: Stripe.Event;
  refused?: string;
}

let fake: FakeStripe;
let stripe: Stripe;
let receiver: Server;
const received: Received[] = [];

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const payload = Buffer.concat(chunks).toString("utf8");
      const signature = String(req.headers["stripe-signature"]);
      try {
        received.push({ payload, signature, event: stripe.webhooks.constructEvent(payload, signature, SECRET) });
        res.writeHead(200).end();
      } catch (error) {
        received.push({ payload, signature, refused: (error as Error).message });
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const address = receiver.address();
  const receiverPort = typeof address === "object" && address ? address.port : 0;
  fake = await startFakeStripe({ webhookSecret: SECRET, webhookUrl: `http://127.0.0.1:${receiverPort}/webhook` });
  stripe = new Stripe("sk_test_local", { host: fake.host, port: fake.port, protocol: "http" });
});

afterAll(async () => {
  await fake?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

const SUCCESS_URL = "http://localhost:4321/proposal/abc/paid?session={CHECKOUT_SESSION_ID}";
const CANCEL_URL = "http://localhost:4321/proposal/abc";

function sessionParams(overrides: Partial<Stripe.Checkout.SessionCreateParams> = {}) {
  return {
    mode: "payment",
    line_items: [
      {
        price_data: { currency: "usd", unit_amount: 500, product_data: { name: "Site visit" } },
        quantity: 2,
      },
      {
        price_data: { currency: "usd", unit_amount: 1250, product_data: { name: "Deposit <kitchen>" } },
        quantity: 1,
      },
    ],
    success_url: SUCCESS_URL,
    cancel_url: CANCEL_URL,
    client_reference_id: "proposal-abc",
    customer_email: "jane@example.com",
    metadata: { proposal: "abc" },
    payment_intent_data: { metadata: { proposal: "abc", kind: "deposit" } },
    ...overrides,
  } satisfies Stripe.Checkout.SessionCreateParams;
}

const payPage = (id: string) => `${fake.url}/c/pay/${id}`;
const pay = (id: string, card = "success") =>
  fetch(payPage(id), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ card }),
    redirect: "manual",
  });

/** A session paid through the hosted page; the webhook has arrived when this returns. */
async function paidSession() {
  const session = await stripe.checkout.sessions.create(sessionParams());
  expect((await pay(session.id)).status).toBe(303);
  const paid = await stripe.checkout.sessions.retrieve(session.id);
  return { session: paid, intentId: paid.payment_intent as string };
}

/** Rejections of the real client, as the product would see them. */
async function stripeError(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) return error;
    throw error;
  }
  throw new Error("expected a Stripe error");
}

describe("checkout", () => {
  test("create, hosted page, pay: the signed webhook arrives before the redirect, and the session is paid", async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    expect(session).toMatchObject({
      object: "checkout.session",
      amount_total: 2250,
      currency: "usd",
      status: "open",
      payment_status: "unpaid",
      client_reference_id: "proposal-abc",
      customer_email: "jane@example.com",
      metadata: { proposal: "abc" },
      payment_intent: null,
      success_url: SUCCESS_URL,
      cancel_url: CANCEL_URL,
      livemode: false,
    });
    expect(session.id).toMatch(/^cs_test_\w+$/);
    expect(session.url).toBe(payPage(session.id));
    expect(session.created).toBeGreaterThan(1_700_000_000);
    expect(session.created).toBeLessThan(Date.now() / 1000 + 1);
    expect(session.expires_at - session.created).toBe(24 * 3600);

    const page = await fetch(session.url!);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<main>[\s\S]*<h1>Pay \$22\.50<\/h1>[\s\S]*<\/main>/);
    expect(html).toContain("Site visit × 2: $10.00");
    expect(html).toContain("Deposit &#60;kitchen&#62;: $12.50");
    expect(html).toContain(`<form method="post" action="/c/pay/${session.id}">`);
    expect(html).toContain('<button type="submit">Pay</button>');
    expect(html).toContain(`<a href="${CANCEL_URL}">Cancel</a>`);
    expect(html).not.toMatch(/<script/i);

    const before = received.length;
    const redirect = await pay(session.id);
    // The receiver had already answered when the redirect came back.
    expect(received.length).toBe(before + 1);
    expect(redirect.status).toBe(303);
    expect(redirect.headers.get("location")).toBe(SUCCESS_URL.replace("{CHECKOUT_SESSION_ID}", session.id));

    const paid = await stripe.checkout.sessions.retrieve(session.id);
    expect(paid).toMatchObject({ status: "complete", payment_status: "paid", url: null });
    expect(paid.payment_intent).toMatch(/^pi_test_\w+$/);

    const { event, signature } = received[before];
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(event).toMatchObject({
      object: "event",
      type: "checkout.session.completed",
      livemode: false,
      pending_webhooks: 1,
      data: { object: { id: session.id, payment_intent: paid.payment_intent, status: "complete" } },
    });
    expect(event!.id).toMatch(/^evt_test_\w+$/);
    expect(fake.events().at(-1)).toMatchObject({ id: event!.id, status: 200, forged: false });

    const intent = await stripe.paymentIntents.retrieve(paid.payment_intent as string);
    expect(intent).toMatchObject({
      object: "payment_intent",
      amount: 2250,
      currency: "usd",
      status: "succeeded",
      metadata: { proposal: "abc", kind: "deposit" },
    });

    const expanded = await stripe.checkout.sessions.retrieve(session.id, { expand: ["payment_intent"] });
    expect((expanded.payment_intent as Stripe.PaymentIntent).id).toBe(intent.id);
  });

  test("paying twice: a 409 page and no second event", async () => {
    const { session } = await paidSession();
    const before = fake.events().length;
    const again = await pay(session.id);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("This checkout session has already been paid.");
    expect(fake.events().length).toBe(before);
  });

  test("a declined card: the page says so, no payment intent, no event; paying afterwards works", async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    const before = fake.events().length;
    const declined = await pay(session.id, "decline");
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('<p role="alert">Your card was declined.</p>');
    expect(fake.events().length).toBe(before);
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({
      status: "open",
      payment_status: "unpaid",
      payment_intent: null,
    });
    expect((await pay(session.id)).status).toBe(303);
  });

  test("expire: the session closes, checkout.session.expired is sent, and the page refuses payment", async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    const expired = await stripe.checkout.sessions.expire(session.id);
    expect(expired).toMatchObject({ status: "expired", url: null });
    await fake.settled();
    expect(received.at(-1)?.event).toMatchObject({
      type: "checkout.session.expired",
      data: { object: { id: session.id, status: "expired" } },
    });
    const before = fake.events().length;
    const late = await pay(session.id);
    expect(late.status).toBe(409);
    expect(await late.text()).toContain("This checkout session has expired.");
    expect(fake.events().length).toBe(before);
    const again = await stripeError(stripe.checkout.sessions.expire(session.id));
    expect(again.statusCode).toBe(400);
  });

  test.each([
    [
      "a zero unit_amount",
      { line_items: [{ price_data: { currency: "usd", unit_amount: 0, product_data: { name: "x" } }, quantity: 1 }] },
      "line_items[0][price_data][unit_amount]",
    ],
    [
      "no currency",
      { line_items: [{ price_data: { unit_amount: 500, product_data: { name: "x" } }, quantity: 1 }] },
      "line_items[0][price_data][currency]",
    ],
    ["no success_url", { success_url: undefined }, "success_url"],
    ["an unknown parameter", { metadat: { x: "y" } }, "metadat"],
  ] as [string, Record<string, unknown>, string][])("refuses %s with Stripe's error", async (_, overrides, param) => {
    const error = await stripeError(stripe.checkout.sessions.create(sessionParams(overrides)));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 400, type: "StripeInvalidRequestError", param });
  });

  test("an unknown session is a 404 resource_missing; a live key is refused", async () => {
    const missing = await stripeError(stripe.checkout.sessions.retrieve("cs_test_nope"));
    expect(missing).toMatchObject({ statusCode: 404, code: "resource_missing" });
    const live = new Stripe("sk_live_oops", { host: fake.host, port: fake.port, protocol: "http" });
    const refused = await stripeError(live.checkout.sessions.retrieve("cs_test_nope"));
    expect(refused).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });
});

describe("refunds", () => {
  test("half, then the rest; more than what is left is refused; each sends charge.refunded", async () => {
    const { intentId } = await paidSession();
    const half = await stripe.refunds.create({ payment_intent: intentId, amount: 1125, metadata: { why: "scope" } });
    expect(half).toMatchObject({
      object: "refund",
      amount: 1125,
      currency: "usd",
      payment_intent: intentId,
      status: "succeeded",
      metadata: { why: "scope" },
    });
    expect(half.id).toMatch(/^re_test_\w+$/);
    await fake.settled();
    expect(received.at(-1)?.event).toMatchObject({
      type: "charge.refunded",
      data: {
        object: {
          object: "charge",
          payment_intent: intentId,
          amount: 2250,
          amount_refunded: 1125,
          refunded: false,
          metadata: { proposal: "abc", kind: "deposit" },
        },
      },
    });
    expect((received.at(-1)?.event?.data.object as Stripe.Charge).id).toMatch(/^ch_test_\w+$/);

    const tooMuch = await stripeError(stripe.refunds.create({ payment_intent: intentId, amount: 1126 }));
    expect(tooMuch).toMatchObject({ statusCode: 400, param: "amount" });
    expect(tooMuch.message).toBe("Refund amount ($11.26) is greater than unrefunded amount on charge ($11.25)");

    const rest = await stripe.refunds.create({ payment_intent: intentId });
    expect(rest.amount).toBe(1125);
    await fake.settled();
    expect(received.at(-1)?.event?.data.object).toMatchObject({ amount_refunded: 2250, refunded: true });

    const none = await stripeError(stripe.refunds.create({ payment_intent: intentId }));
    expect(none).toMatchObject({ statusCode: 400, code: "charge_already_refunded" });
  });
});

describe("idempotency keys", () => {
  test("the same key and body replay the stored answer; another body is an idempotency_error", async () => {
    const count = fake.sessions().length;
    const first = await stripe.checkout.sessions.create(sessionParams(), { idempotencyKey: "proposal-abc-v1" });
    const second = await stripe.checkout.sessions.create(sessionParams(), { idempotencyKey: "proposal-abc-v1" });
    expect(second).toEqual(first);
    expect(second.lastResponse.headers["idempotent-replayed"]).toBe("true");
    expect(fake.sessions().length).toBe(count + 1);

    const other = await stripeError(
      stripe.checkout.sessions.create(sessionParams({ client_reference_id: "proposal-xyz" }), {
        idempotencyKey: "proposal-abc-v1",
      }),
    );
    expect(other).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(other.statusCode).toBe(400);
  });

  test("a refund retried with its key refunds once and sends one event", async () => {
    const { intentId } = await paidSession();
    const events = fake.events().length;
    const once = await stripe.refunds.create({ payment_intent: intentId, amount: 100 }, { idempotencyKey: "refund-1" });
    const twice = await stripe.refunds.create(
      { payment_intent: intentId, amount: 100 },
      { idempotencyKey: "refund-1" },
    );
    await fake.settled();
    expect(twice.id).toBe(once.id);
    expect(fake.events().length).toBe(events + 1);
    const charge = await stripe.charges.retrieve(
      (await stripe.paymentIntents.retrieve(intentId)).latest_charge as string,
    );
    expect(charge.amount_refunded).toBe(100);
  });
});

describe("webhooks", () => {
  test("resend posts the identical payload (same event id) with a valid signature", async () => {
    const { session } = await paidSession();
    const original = fake.events().findLast((event) => event.type === "checkout.session.completed")!;
    expect(original.event.data.object).toMatchObject({ id: session.id });
    const before = received.length;
    const delivery = await fake.resend(original.id);
    expect(delivery.status).toBe(200);
    const replayed = received[before];
    expect(replayed.payload).toBe(original.payload);
    expect(replayed.event?.id).toBe(original.id);
    expect(replayed.signature).toBe(delivery.signature);
    expect(fake.events().find((event) => event.id === original.id)?.deliveries).toHaveLength(2);
  });

  test("send crafts a signed event; sendForged is refused by constructEvent", async () => {
    const sent = await fake.send("payment_intent.payment_failed", { id: "pi_test_x", object: "payment_intent" });
    expect(sent.status).toBe(200);
    expect(received.at(-1)?.event).toMatchObject({ id: sent.id, type: "payment_intent.payment_failed" });

    const forged = await fake.sendForged("checkout.session.completed", { id: "cs_test_forged" });
    expect(forged).toMatchObject({ forged: true, status: 400 });
    expect(received.at(-1)?.event).toBeUndefined();
    expect(received.at(-1)?.refused).toMatch(/No signatures found matching the expected signature/);
    expect(() => stripe.webhooks.constructEvent(forged.payload, forged.deliveries[0].signature, SECRET)).toThrow();
  });
});
