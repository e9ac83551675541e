/**
 * Rate limits of the functions. Netlify enforces the functions' `config.rateLimit`
 * per IP on its platform (not in local servers); these constants are the same numbers
 * for the in-code limits that must also hold locally. The AI_* and CONTACT_* variables
 * raise them for tests and the benchmark; production leaves them unset.
 */
import { envPositiveInt, type Env } from "./env.ts";

/** Chat: requests per IP per window (Netlify config and in-code limiter). */
export const CHAT_RATE_LIMIT = { windowLimit: 20, windowSizeSeconds: 60 } as const;
/** Estimate: requests per IP per window (Netlify config only; the daily cap below is in code). */
export const ESTIMATE_RATE_LIMIT = { windowLimit: 10, windowSizeSeconds: 60 } as const;
/**
 * Contact: messages per IP per window (Netlify config and in-code limiter). A person
 * sends one message, perhaps a correction; five a minute leaves room for a shared
 * office address and stops a script storing more than five leads a minute.
 */
export const CONTACT_RATE_LIMIT = { windowLimit: 5, windowSizeSeconds: 60 } as const;
/** Estimates per user per UTC day, counted in Firestore rateLimits/{uid}_{yyyy-mm-dd}. */
export const ESTIMATES_PER_DAY = 10;

export function chatRateLimit(env: Env = process.env): { windowLimit: number; windowMs: number } {
  return {
    windowLimit: envPositiveInt(env, "AI_CHAT_RATE_LIMIT", CHAT_RATE_LIMIT.windowLimit),
    windowMs: CHAT_RATE_LIMIT.windowSizeSeconds * 1000,
  };
}

export function contactRateLimit(env: Env = process.env): { windowLimit: number; windowMs: number } {
  return {
    windowLimit: envPositiveInt(env, "CONTACT_RATE_LIMIT", CONTACT_RATE_LIMIT.windowLimit),
    windowMs: CONTACT_RATE_LIMIT.windowSizeSeconds * 1000,
  };
}

export function estimatesPerDay(env: Env = process.env): number {
  return envPositiveInt(env, "AI_ESTIMATES_PER_DAY", ESTIMATES_PER_DAY);
}
