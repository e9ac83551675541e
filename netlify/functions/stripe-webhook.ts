/**
 * POST /api/stripe-webhook: Stripe's news of the deposits (checkout.session.completed,
 * checkout.session.async_payment_succeeded, charge.refunded). The raw body is checked
 * against its Stripe-Signature with STRIPE_WEBHOOK_SECRET before anything is believed;
 * then what Stripe's API says of the payment is recorded on its proposal, once per event
 * (src/server/proposals/deposit.ts).
 *
 * Answers 200 { received: true, outcome } for every verified event, recorded or not (so
 * Stripe stops sending it); 400 webhook_signature for one that does not verify; 404 when
 * card payments are not configured; 503 when Stripe or Firestore failed (Stripe retries).
 */
import type { Config } from "@netlify/functions";
import { PROPOSAL_TEXT } from "../../src/config/text/proposal.ts";
import { deliverAfterAnswer } from "../../src/server/afterAnswer.ts";
import { bodyReadTimeoutMs, guarded, METHOD_NOT_ALLOWED, readBodyBytes, rejecter } from "../../src/server/http.ts";
import type { EdgeContext } from "../../src/server/jsonPost.ts";
import { errorCause, logApiRequest } from "../../src/server/log.ts";
import { stripeClient, stripeWebhookSecret } from "../../src/server/payments/stripe.ts";
import { paymentOfEvent, syncCardDeposit } from "../../src/server/proposals/deposit.ts";

/** Stripe's events are a few kB; a payload past this is not one. */
const MAX_EVENT_BYTES = 256 * 1024;

export default guarded("stripe-webhook", async (req: Request, context?: EdgeContext) => {
  const started = performance.now();
  const reject = rejecter("stripe-webhook", started);
  if (req.method !== "POST") return reject(METHOD_NOT_ALLOWED);
  const stripe = stripeClient();
  const secret = stripeWebhookSecret();
  if (!stripe || !secret) return reject({ code: "not_found", message: PROPOSAL_TEXT.api.cardsOff });
  const read = await readBodyBytes(req, MAX_EVENT_BYTES, bodyReadTimeoutMs());
  if (!read.ok) return reject(read);
  let event;
  try {
    // The bytes as sent: the signature is over them, not over a parsed and re-serialised copy.
    event = stripe.webhooks.constructEvent(Buffer.from(read.bytes), req.headers.get("stripe-signature") ?? "", secret);
  } catch (error) {
    return reject({
      code: "webhook_signature",
      message: "The Stripe-Signature does not verify.",
      cause: errorCause(error),
    });
  }
  const payment = paymentOfEvent(event);
  let outcome = "ignored";
  if (payment) {
    try {
      const synced = await syncCardDeposit(stripe, payment, { id: event.id, type: event.type });
      outcome = synced.outcome;
      deliverAfterAnswer(
        (promise) => context?.waitUntil?.(promise),
        { fn: "stripe-webhook", status: 200 },
        synced.mailIds,
      );
    } catch (error) {
      return reject({ code: "unavailable", message: PROPOSAL_TEXT.api.failed, cause: errorCause(error) });
    }
  }
  logApiRequest({ fn: "stripe-webhook", status: 200, outcome, ms: Math.round(performance.now() - started) });
  return Response.json({ received: true, outcome }, { headers: { "Cache-Control": "no-store" } });
});

// Literal values only: Netlify reads this object from the source without running it.
export const config: Config = { path: "/api/stripe-webhook" };
