/**
 * Every Firestore collection and fixed document the product uses, named once: the
 * functions, the browser code, the seed, the benches and the rules tests import them from
 * here. firestore.rules spells the same names (it cannot import); the rules tests keep the
 * two in step. Who may read or write each is said in firestore.rules.
 */

// Leads: what the owner's inbox lists, one collection per kind of request.

/** Messages: the contact form, the chat's call-back and a booked visit's lead. */
export const MESSAGE_LEADS = "contactForms";
/** The estimator's answers, each a lead of its asker. */
export const ESTIMATE_LEADS = "estimates";
export const LEAD_COLLECTIONS = [MESSAGE_LEADS, ESTIMATE_LEADS] as const;
export type LeadCollection = (typeof LEAD_COLLECTIONS)[number];
/**
 * A booked visit's lead is a message lead under the visit's own id, so the inbox, its
 * search, the CSV and /account list it with the others (docs/decisions/code-structure.md).
 * @alias of MESSAGE_LEADS, named for the code that books.
 */
export const BOOKING_LEADS = MESSAGE_LEADS;

/** The index entries of a lead collection (src/schemas/leadSearch.ts); an entry's id is its lead's id. */
export const leadSearchCollection = (collection: LeadCollection) => `leadSearch/${collection}/entries`;
/** The homeowner's own view of each lead, without what the owner adds (/account). */
export const ACCOUNT_LEADS = "accountLeads";
/** The response figures' arrival counters, in day shards (src/schemas/leadStats.ts). */
export const LEAD_STATS = "leadStats";
/** One record per hour whose leads went into a digest instead of alerting one by one. */
export const LEAD_DIGESTS = "leadDigests";

// The outbox and the counters that keep it honest.

/** Every e-mail and phone post, queued before it is sent (src/server/outbox/). */
export const NOTIFICATIONS = "notifications";
/** Slot documents of every per-address, per-day or per-hour limit; functions only. */
export const RATE_LIMITS = "rateLimits";
/** The AI's daily spend, one document a day, and the chat's share under it. */
export const AI_BUDGET = "aiBudget";
/** `aiBudget/{day}/chatAddresses/{hash}`: one client address's chat tokens that day. */
export const CHAT_ADDRESSES = "chatAddresses";
/** Documents only the functions read and write, such as the booking ticket's key. */
export const SERVER_SECRETS = "serverSecrets";

// Site visits: a visit, and the documents that hold its time and its visitor's share.

/** A booked or cancelled visit (src/server/booking/visit.ts); the same id as its lead. */
export const VISITS = "visits";
/** One per quarter hour a visit holds, travel buffer included: the clash check. */
export const VISIT_HOLDS = "visitHolds";
/** One per visit of a day, up to the daily cap: `{day}-{n}`. */
export const VISIT_SEATS = "visitSeats";
/** One per future visit of an e-mail or a phone, up to the per-person cap. */
export const VISIT_PEOPLE = "visitPeople";
/** One per chat conversation that booked or is booking a visit (src/server/ai/chatBooking.ts); functions only. */
export const CHAT_BOOKINGS = "chatBookings";
/** One record per day the owner's calendar could not be read and the owner was told. */
export const CALENDAR_ALERTS = "calendarAlerts";

// Content the owner publishes, and the visitors' accounts.

export const PROJECTS = "projects";
/** One per visitor and project liked, through POST /api/likes. */
export const PROJECT_LIKES = "projectLikes";
export const REVIEWS = "reviews";
/** One per job asked for a review: `{collection}_{leadId}`. */
export const REVIEW_REQUESTS = "reviewRequests";
/** The owner's price per square foot, one document per project type (the pricing guide). */
export const PRICING_RATES = "pricingGuide";
export const PRICING_HISTORY = "pricingGuideHistory";
/** Written proposals and the contracts they become (src/server/proposals/). */
export const PROPOSALS = "proposals";
/** A signed contract's PDF, one per proposal, made once at signing. */
export const PROPOSAL_FILES = "proposalFiles";
/** Changes to signed contracts (src/server/proposals/changeOrders.ts), and each signed one's PDF, made once. */
export const CHANGE_ORDERS = "changeOrders";
export const CHANGE_ORDER_FILES = "changeOrderFiles";
/** Each Stripe webhook event processed, by its id: a replay or a duplicate is recognised and does nothing. */
export const STRIPE_EVENTS = "stripeEvents";
/** Visitors' profiles: `users/{uid}`. */
export const USERS = "users";

// Fixed documents: the owner's settings and the calendar's secrets.

/** The owner's hours, calendars and visit rules: admins write it, the functions read it. */
export const AVAILABILITY_DOC = "settings/availability";
export const FOLLOW_UP_DOC = "settings/followUp";
/** The owner's words for the contract notices, where they differ from the defaults (src/lib/proposal/law.ts). */
export const PROPOSAL_NOTICES_DOC = "settings/proposalNotices";
/** The publish hook's state: pending changes, the last call, its failure. */
export const PUBLISH_DOC = "settings/publish";
/** The summary the dashboard reads: one document, whatever the number of leads. */
export const LEAD_STATS_SUMMARY_DOC = "settings/leadStats";
/** The owner's secret iCal address: admins write it, nobody reads it back, the functions read it. */
export const CALENDAR_SECRETS_DOC = "calendarSecrets/owner";
/** The key of the owner's subscription to the booked visits (GET /api/visits.ics?key=...); admins only. */
export const VISITS_FEED_DOC = "settings/visitsFeed";
