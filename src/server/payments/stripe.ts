/**
 * The Stripe client the functions use, from the environment: STRIPE_SECRET_KEY turns card
 * deposits on (none: cheque or transfer, recorded by the owner), STRIPE_WEBHOOK_SECRET
 * verifies the webhook, and STRIPE_API_BASE points the real `stripe` client at another
 * server speaking Stripe's API (the local stand-in, scripts/stripe-stand-in.ts); unset,
 * it talks to api.stripe.com.
 */
import Stripe from "stripe";
import { envText, type Env } from "../env.ts";

/** One request's patience: a Checkout Session is made while the homeowner waits on the button. */
const STRIPE_TIMEOUT_MS = 15_000;

let cached: { key: string; base: string | undefined; client: Stripe } | undefined;

/** The client, or null when card payments are not configured. */
export function stripeClient(env: Env = process.env): Stripe | null {
  const key = envText(env, "STRIPE_SECRET_KEY");
  if (!key) return null;
  const base = envText(env, "STRIPE_API_BASE");
  if (cached?.key === key && cached.base === base) return cached.client;
  const url = base ? new URL(base) : undefined;
  const client = new Stripe(key, {
    timeout: STRIPE_TIMEOUT_MS,
    // Stripe's own advice: retries are safe because every POST carries an idempotency key.
    maxNetworkRetries: 2,
    ...(url && {
      host: url.hostname,
      port: Number(url.port) || (url.protocol === "https:" ? 443 : 80),
      protocol: url.protocol === "https:" ? "https" : "http",
    }),
  });
  cached = { key, base, client };
  return client;
}

/** The webhook's signing secret (whsec_…), or undefined: then no event is believed. */
export const stripeWebhookSecret = (env: Env = process.env): string | undefined =>
  envText(env, "STRIPE_WEBHOOK_SECRET");

/** Card deposits are offered only when both halves are there: without the webhook no payment would be recorded. */
export const cardDepositsEnabled = (env: Env = process.env): boolean =>
  envText(env, "STRIPE_SECRET_KEY") !== undefined && stripeWebhookSecret(env) !== undefined;
