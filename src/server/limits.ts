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
/**
 * Site visits booked (POST /api/bookings) per IP per window, like the contact form's: a
 * person books one visit; five a minute leaves room for a typo and a shared office.
 */
export const BOOKING_RATE_LIMIT = { windowLimit: 5, windowSizeSeconds: 60 } as const;
/**
 * Visits booked per client address (IPv6 by its /64) and New York day, kept in Firestore
 * (src/server/booking/bookingLimits.ts): a household books one visit, perhaps a second for
 * another property or a relative; a third from one router in a day is a script, which the
 * per-minute window above alone let fill the calendar in a quarter of an hour. Past it the
 * visitor is asked to call. BOOKINGS_PER_ADDRESS_PER_DAY raises it for tests that share one address.
 */
export const BOOKINGS_PER_ADDRESS_PER_DAY = 2;
/** The open times (GET /api/slots) per IP per window: a visitor paging days asks a few dozen times at most. */
export const SLOTS_RATE_LIMIT = { windowLimit: 120, windowSizeSeconds: 60 } as const;
/**
 * Likes (POST /api/likes) per IP per window: a visitor likes a few projects while browsing;
 * each network counts once per project anyway (src/server/projects/like.ts), this only
 * bounds the writes a script can make trying.
 */
export const LIKE_RATE_LIMIT = { windowLimit: 30, windowSizeSeconds: 60 } as const;
/** A visit's page (POST /api/visit) per IP per window: guessing tokens is what it stops. */
export const VISIT_RATE_LIMIT = { windowLimit: 20, windowSizeSeconds: 60 } as const;
/** POST /api/reviews per address: a client sends one review; a few more tries are typing mistakes. */
export const REVIEW_RATE_LIMIT = { windowLimit: 10, windowSizeSeconds: 60 } as const;
/** A proposal's page (POST /api/proposal) per address: reading, ticking and signing are a few calls; guessing is many. */
export const PROPOSAL_RATE_LIMIT = { windowLimit: 30, windowSizeSeconds: 60 } as const;
/**
 * Instant replies (settings/followUp) per recipient address per New York day, one slot
 * document each in rateLimits (src/server/leads/ackQuota.ts): the promise of "at most one per
 * address a day", so a script cannot use the form to mail one inbox over and over. Leads
 * past it are stored and alerted as usual; only their reply is left out.
 */
export const ACKS_PER_ADDRESS_PER_DAY = 1;
/**
 * E-mails from the company to one visitor's mailbox per New York day, every kind together
 * (src/server/mail/recipientQuota.ts). An honest day is at most: an instant reply, a
 * visit's confirmation, a move or two and its reminder, a review request. Past it the
 * e-mail is not sent (lastError "recipient_daily_cap"); the owner's e-mails never count.
 */
export const VISITOR_MAILS_PER_ADDRESS_PER_DAY = 6;
/**
 * Leads an hour that alert the owner one by one (src/server/leads/alertCeiling.ts): from
 * one client address (IPv6 by its /64), and from everyone. A homeowner sends one message,
 * perhaps a correction and a chat call-back; a busy contractor's site gets a few leads an
 * hour at its best. Past either, leads are stored and listed as always and the owner gets
 * the hour's one digest instead of an alert, a phone post and reminders each.
 * ALERTS_PER_ADDRESS_PER_HOUR and ALERTS_PER_HOUR raise them for tests on one address.
 */
export const ALERTS_PER_ADDRESS_PER_HOUR = 3;
export const ALERTS_PER_HOUR = 30;
/**
 * Photos served (GET /photos/...): requests per IP per window (Netlify config and in-code
 * limiter). A page shows a few dozen photos at most and the CDN answers repeats, so a person
 * browsing stays far below 600 a minute; a script guessing photo ids, each one a store read,
 * does not.
 */
export const PHOTOS_RATE_LIMIT = { windowLimit: 600, windowSizeSeconds: 60 } as const;
/** Estimates per user per UTC day, one slot document each in Firestore rateLimits/{uid}_{yyyy-mm-dd}_{n}. */
export const ESTIMATES_PER_DAY = 10;
/**
 * The same cap for an account whose e-mail is not verified (password sign-ups until they
 * click the link): a throwaway address costs nothing, so a script making new accounts
 * gets three estimates per account instead of ten. docs/decisions/ai-server.md.
 */
export const ESTIMATES_PER_DAY_UNVERIFIED = 3;
/**
 * Tokens (prompt plus reply, as the provider counts them) that chat and estimator together
 * may use per business day (America/New_York) before both answer 503. About 250 chat
 * turns on gpt-4; docs/decisions/ai-server.md.
 */
export const AI_DAILY_TOKEN_BUDGET = 500_000;
/**
 * The part of that budget only the estimator may use: chat, open to anonymous visitors,
 * stops at the rest (60 %), so a chat flood leaves signed-in homeowners their estimates.
 */
const AI_ESTIMATE_RESERVE_PERCENT = 40;
/**
 * Chat tokens one client address may use per business day: a long conversation of 15-30
 * turns, a tenth of chat's share by default, so one script cannot pause chat for everyone.
 */
export const AI_CHAT_DAILY_TOKENS_PER_IP = 30_000;

interface WindowLimit {
  windowLimit: number;
  windowMs: number;
}

/** A limit's in-code numbers: its variable raises the count (tests, the benchmark); the window stays. */
function windowLimit(
  env: Env,
  variable: string,
  { windowLimit: count, windowSizeSeconds }: { windowLimit: number; windowSizeSeconds: number },
): WindowLimit {
  return { windowLimit: envPositiveInt(env, variable, count), windowMs: windowSizeSeconds * 1000 };
}

export const chatRateLimit = (env: Env = process.env): WindowLimit =>
  windowLimit(env, "AI_CHAT_RATE_LIMIT", CHAT_RATE_LIMIT);

export const contactRateLimit = (env: Env = process.env): WindowLimit =>
  windowLimit(env, "CONTACT_RATE_LIMIT", CONTACT_RATE_LIMIT);

export const bookingRateLimit = (env: Env = process.env): WindowLimit =>
  windowLimit(env, "BOOKING_RATE_LIMIT", BOOKING_RATE_LIMIT);

export const bookingsPerAddressPerDay = (env: Env = process.env): number =>
  envPositiveInt(env, "BOOKINGS_PER_ADDRESS_PER_DAY", BOOKINGS_PER_ADDRESS_PER_DAY);

export const visitorMailsPerAddressPerDay = (env: Env = process.env): number =>
  envPositiveInt(env, "VISITOR_MAILS_PER_ADDRESS_PER_DAY", VISITOR_MAILS_PER_ADDRESS_PER_DAY);

export const alertsPerAddressPerHour = (env: Env = process.env): number =>
  envPositiveInt(env, "ALERTS_PER_ADDRESS_PER_HOUR", ALERTS_PER_ADDRESS_PER_HOUR);

export const alertsPerHour = (env: Env = process.env): number =>
  envPositiveInt(env, "ALERTS_PER_HOUR", ALERTS_PER_HOUR);

export const likeRateLimit = (env: Env = process.env): WindowLimit =>
  windowLimit(env, "LIKE_RATE_LIMIT", LIKE_RATE_LIMIT);

export const slotsRateLimit = (env: Env = process.env): WindowLimit =>
  windowLimit(env, "SLOTS_RATE_LIMIT", SLOTS_RATE_LIMIT);

export const visitRateLimit = (env: Env = process.env): WindowLimit =>
  windowLimit(env, "VISIT_RATE_LIMIT", VISIT_RATE_LIMIT);

export const reviewRateLimit = (env: Env = process.env): WindowLimit =>
  windowLimit(env, "REVIEW_RATE_LIMIT", REVIEW_RATE_LIMIT);

export const proposalRateLimit = (env: Env = process.env): WindowLimit =>
  windowLimit(env, "PROPOSAL_RATE_LIMIT", PROPOSAL_RATE_LIMIT);

export const photosRateLimit = (env: Env = process.env): WindowLimit =>
  windowLimit(env, "PHOTOS_RATE_LIMIT", PHOTOS_RATE_LIMIT);

export function estimatesPerDay(env: Env = process.env): number {
  return envPositiveInt(env, "AI_ESTIMATES_PER_DAY", ESTIMATES_PER_DAY);
}

/** The daily cap of one account: the smaller one until its e-mail is verified, never above the verified one. */
export function estimatesPerDayFor(emailVerified: boolean, env: Env = process.env): number {
  const verified = estimatesPerDay(env);
  if (emailVerified) return verified;
  return Math.min(verified, envPositiveInt(env, "AI_ESTIMATES_PER_DAY_UNVERIFIED", ESTIMATES_PER_DAY_UNVERIFIED));
}

/** AI_DAILY_TOKEN_BUDGET: the owner's cost ceiling; the benchmark raises it. */
export function aiDailyTokenBudget(env: Env = process.env): number {
  return envPositiveInt(env, "AI_DAILY_TOKEN_BUDGET", AI_DAILY_TOKEN_BUDGET);
}

/**
 * The day's budget and the part of it chat may use (AI_ESTIMATE_RESERVE_PERCENT, 1-99,
 * is kept for the estimator). The estimator may use all of it that is left.
 */
export function aiBudgetShares(env: Env = process.env): { total: number; chat: number } {
  const total = aiDailyTokenBudget(env);
  const reserved = Math.min(99, envPositiveInt(env, "AI_ESTIMATE_RESERVE_PERCENT", AI_ESTIMATE_RESERVE_PERCENT));
  return { total, chat: Math.floor((total * (100 - reserved)) / 100) };
}

/** AI_CHAT_DAILY_TOKENS_PER_IP: one address's chat tokens a day; tests and the benchmark raise it. */
export function aiChatTokensPerAddress(env: Env = process.env): number {
  return envPositiveInt(env, "AI_CHAT_DAILY_TOKENS_PER_IP", AI_CHAT_DAILY_TOKENS_PER_IP);
}
