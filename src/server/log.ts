/**
 * One log line per /api request: function, status, error code and timings. Never a
 * message body, a prompt, a token, a name or an e-mail address: those are the visitor's
 * data. API_LOG=off silences it (the benchmark and the tests send thousands of requests);
 * AI_LOG=off, its first name, still does, so an operator's setting keeps working.
 */
export interface ApiLogEntry {
  fn:
    | "chat"
    | "estimate"
    | "contact"
    | "rebuild"
    | "photos"
    | "slots"
    | "bookings"
    | "visit"
    | "visits-feed"
    | "reviews"
    | "review-requests"
    | "likes"
    | "proposals"
    | "proposal"
    | "stripe-webhook"
    | "change-orders"
    | "change-order"
    | "account-contract";
  status: number;
  /** An API_ERROR_CODES value, "ok", or an outcome of the stream ("stream_failed", "cancelled"). */
  outcome: string;
  ms: number;
  /** Milliseconds from the request to the provider's first content token. */
  firstTokenMs?: number;
  /** A short machine-readable cause (error class, provider status); never free text from the provider. */
  cause?: string;
}

export function logApiRequest(entry: ApiLogEntry): void {
  if (process.env.API_LOG === "off" || process.env.AI_LOG === "off") return;
  console.info(`[api] ${JSON.stringify(entry)}`);
}

/** A cause safe to log: an error's class name and HTTP status, nothing it says. */
export function errorCause(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  const status = (error as { status?: unknown }).status;
  const code = (error as { code?: unknown }).code;
  // The class name (e.g. the SDK's InternalServerError) says more than `name` ("Error").
  const kind = error.constructor?.name && error.constructor.name !== "Error" ? error.constructor.name : error.name;
  return [kind, typeof status === "number" ? status : undefined, typeof code === "string" ? code : undefined]
    .filter((part) => part !== undefined)
    .join(":");
}
