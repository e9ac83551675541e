/**
 * The HTTP contract of /api/* (chat, estimate, contact, rebuild, photos), shared by the
 * Netlify functions and the browser (chat widget, estimator, contact form, /admin). Pure
 * and tiny: the browser bundles it.
 *
 * Success: chat and estimate 200, `text/plain; charset=utf-8`, the reply streamed as
 * plain text chunks; contact 201 `{ "id": "<lead id>" }`; rebuild 202; photos 201.
 * Failure: a JSON `ApiErrorBody` with one of the statuses below.
 */

/** Every error code the endpoints answer with, and the HTTP status that goes with it. */
export const API_ERROR_CODES = {
  /** 400: a field is missing, of the wrong type, out of range or not allowed; `field` names it. */
  invalidRequest: "invalid_request",
  /** 401: /api/estimate without a valid, unexpired Firebase ID token. */
  unauthorized: "unauthorized",
  /** 403: a request from another site's page (a foreign Origin or `Sec-Fetch-Site: cross-site`), every function. */
  forbiddenOrigin: "forbidden_origin",
  /** 404: no function at this path. */
  notFound: "not_found",
  /** 405: anything but POST. */
  methodNotAllowed: "method_not_allowed",
  /** 408: the body did not arrive in time (a client trickling bytes). */
  requestTimeout: "request_timeout",
  /**
   * 413: a JSON body larger than MAX_BODY_BYTES; /api/photos: a picture over its bytes, its
   * megapixels, or too tall for its width to be kept (PHOTO_SIZE_LIMITS).
   */
  payloadTooLarge: "payload_too_large",
  /** 415: a POST whose body is not declared `application/json`, every function. */
  unsupportedMediaType: "unsupported_media_type",
  /** 422: /api/contact that looks automated (honeypot filled, sent too fast); nothing is stored. */
  spamSuspected: "spam_suspected",
  /** 429: too many requests; the Retry-After header says when to try again. */
  rateLimited: "rate_limited",
  /** 500: a failure our code did not foresee; the cause is only logged. */
  internal: "internal",
  /** 502: the provider failed or timed out before its first token. */
  aiFailed: "ai_failed",
  /** 502: the provider answered with no content. */
  aiEmpty: "ai_empty",
  /** 503: no AI provider is configured (or the estimator's server-side dependencies are not). */
  aiUnavailable: "ai_unavailable",
  /** 503: /api/contact could not store the message (database unreachable or too slow). */
  unavailable: "unavailable",
  /** 403: a signed-in account without the admin claim calling an admin-only function. */
  forbidden: "forbidden",
  /** 503: /api/rebuild with no build hook configured (NETLIFY_BUILD_HOOK_URL), as on a developer's machine. */
  notConfigured: "not_configured",
  /** 502: /api/rebuild's build hook refused the request or did not answer. */
  upstreamFailed: "upstream_failed",
  /** 409: /api/bookings or a move to a time no longer open; the body also lists the next open times. */
  slotTaken: "slot_taken",
  /**
   * 403: /api/bookings without a booking ticket from GET /api/slots for this network, or
   * with one too old or too new (BOOKING_TICKET); the form fetches a new one and sends again.
   */
  ticketInvalid: "ticket_invalid",
  /** 403: /api/bookings for an e-mail or phone that already has its share of future visits. */
  visitLimit: "visit_limit",
  /** 429: /api/bookings from a network that booked its share of visits today. */
  bookingLimit: "booking_limit",
  /** 404: /api/likes for a project that is not there (deleted). */
  projectNotFound: "project_not_found",
  /** 404: /api/visit with a link (or an id) that matches no visit. */
  visitNotFound: "visit_not_found",
  /** 410: /api/visit with the link of a visit that has passed. */
  linkExpired: "link_expired",
  /** 409: /api/visit moving or cancelling a visit already cancelled, or changed at the same moment. */
  visitCancelled: "visit_cancelled",
  /** 404: /api/reviews with a link that matches no review request (or one replaced by a newer e-mail's). */
  linkInvalid: "link_invalid",
  /** 409: /api/reviews with a link whose review is in already: a link works once. */
  linkUsed: "link_used",
  /** 404: /api/review-requests for a lead that is not there (deleted). */
  leadNotFound: "lead_not_found",
  /** 409: /api/review-requests for a lead not marked won. */
  notWon: "not_won",
  /** 422: /api/review-requests for a lead without an e-mail address. */
  noEmail: "no_email",
  /** 409: /api/review-requests for a job whose client has written their review. */
  alreadyReviewed: "already_reviewed",
  /** 404: /api/proposals for a proposal that is not there. */
  proposalNotFound: "proposal_not_found",
  /** 409: /api/proposals changing or sending a signed proposal: only a change order changes it. */
  proposalSigned: "proposal_signed",
  /** 422: /api/proposals sending a proposal that breaks a rule of its jurisdiction; the body lists each (`breaches`). */
  proposalBreaksLaw: "proposal_breaks_law",
  /** 409: /api/proposal answering a proposal already signed or declined. */
  proposalClosed: "proposal_closed",
  /** 409: /api/proposal signing a revision the owner has replaced since the page loaded. */
  proposalRevised: "proposal_revised",
  /** 429: /api/proposal asking for changes more often than a link may. */
  changeLimit: "change_limit",
  /** 409: /api/proposals recording or refunding a deposit, /api/proposal paying one, when the state does not allow it. */
  depositRefused: "deposit_refused",
  /** 409: /api/proposal paying a deposit that is paid already (a second tab, a double tap). */
  depositPaid: "deposit_paid",
  /** 409: /api/change-orders for a proposal not signed: only a contract has change orders. */
  proposalNotSigned: "proposal_not_signed",
  /** 422: /api/change-orders whose credits would take the contract price below zero. */
  creditTooLarge: "credit_too_large",
  /** 400: /api/stripe-webhook with an event whose Stripe-Signature does not verify. */
  webhookSignature: "webhook_signature",
} as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES];

export const API_ERROR_STATUS: Record<ApiErrorCode, number> = {
  invalid_request: 400,
  unauthorized: 401,
  forbidden_origin: 403,
  not_found: 404,
  method_not_allowed: 405,
  request_timeout: 408,
  payload_too_large: 413,
  unsupported_media_type: 415,
  spam_suspected: 422,
  rate_limited: 429,
  internal: 500,
  ai_failed: 502,
  ai_empty: 502,
  ai_unavailable: 503,
  unavailable: 503,
  forbidden: 403,
  not_configured: 503,
  upstream_failed: 502,
  slot_taken: 409,
  ticket_invalid: 403,
  project_not_found: 404,
  visit_limit: 403,
  booking_limit: 429,
  visit_not_found: 404,
  link_expired: 410,
  visit_cancelled: 409,
  link_invalid: 404,
  link_used: 409,
  lead_not_found: 404,
  not_won: 409,
  no_email: 422,
  already_reviewed: 409,
  proposal_not_found: 404,
  proposal_signed: 409,
  proposal_breaks_law: 422,
  proposal_closed: 409,
  proposal_revised: 409,
  change_limit: 429,
  deposit_refused: 409,
  deposit_paid: 409,
  webhook_signature: 400,
  proposal_not_signed: 409,
  credit_too_large: 422,
};

export interface ApiErrorBody {
  error: {
    code: ApiErrorCode;
    /** For developers and logs; the UI shows the spec's catalogue texts instead. */
    message: string;
    /** With invalid_request: the offending field, e.g. "scope" or "messages[3].role". */
    field?: string;
  };
}

/** Every JSON body (/api/chat, /api/estimate, /api/contact): above this, 413 before it is parsed. */
export const MAX_BODY_BYTES = 32 * 1024;

/**
 * The AI requests' limits. Lengths count UTF-16 code units after trimming, like the
 * browser's `maxLength`. Assistant messages may be longer than user ones because a
 * 500-token reply can exceed 2000 characters and the widget sends it back as history.
 */
export const AI_LIMITS = {
  /** Whole conversation per request, the new user message included. */
  maxMessages: 20,
  maxUserMessageChars: 2000,
  maxAssistantMessageChars: 4000,
  /**
   * Whole conversation per request, in characters (about 3,000 tokens of history): the
   * last five or so exchanges with full-length replies. The widget drops the oldest turns.
   */
  maxConversationChars: 12_000,
  maxSquareFootage: 100_000,
  maxScopeChars: 2000,
} as const;

/**
 * /api/contact's anti-spam fields, sent by the contact form beside the contact fields.
 * `website` is a honeypot input hidden from people (must arrive empty); `elapsedMs` is
 * the time from the form becoming usable to the submit. Filling four fields, the message
 * among them, takes a person well over 1.5 s even with autofill; scripts post at once.
 * A person refused as too fast keeps their text and the retry passes.
 */
export const CONTACT_ANTI_SPAM = {
  minElapsedMs: 1500,
  /** The honeypot is a short text input; anything longer is junk whatever it says. */
  maxHoneypotChars: 500,
} as const;

/**
 * The chat's hand-off: the model ends a reply with this marker, on a line of its own,
 * when the visitor asks for a quote, a visit or a call-back (the prompt says so); the
 * widget removes it and offers the call-back form under that reply. Plain ASCII that
 * no visitor's question needs and that markdown leaves alone.
 */
export const CHAT_HANDOFF_MARKER = "[[callback]]";

/**
 * The widget's id of one conversation (lib/chat/conversationId.ts), random and kept in the
 * tab: the key of the chat's one booking (server/ai/chatBooking.ts).
 */
export const CONVERSATION_ID_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

/**
 * A streamed AI answer ends with this character and the server's own trailer: the estimate's
 * save receipt, the chat's visit card (chatCard.ts). The server removes it from the model's
 * text (completion.ts), so the first one in a body is always the trailer's.
 */
export const TRAILER_SEPARATOR = "\u001e";

/** Response headers of /api/estimate carrying the pricing guide's range (whole US dollars). */
export const BALLPARK_HEADERS = {
  low: "X-Ballpark-Low",
  high: "X-Ballpark-High",
} as const;

/** Type guard for a parsed error response. */
export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  const error = (value as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return typeof error?.code === "string" && typeof error.message === "string" && error.code in API_ERROR_STATUS;
}
