/**
 * A local server that speaks the part of Stripe's HTTP API this product uses, as
 * scripts/ai-stand-in.ts does for OpenAI (design.md, Local stack): PyPI's `localstripe`
 * cannot be installed here, so the real `stripe` client talks to this over real HTTP with
 * `new Stripe(key, { host: "127.0.0.1", port, protocol: "http" })`.
 *
 *   POST /v1/checkout/sessions              mode=payment with price_data line items
 *   GET  /v1/checkout/sessions/:id          expand[]=payment_intent|line_items
 *   POST /v1/checkout/sessions/:id/expire   then webhook checkout.session.expired
 *   GET  /v1/payment_intents/:id
 *   GET  /v1/charges/:id
 *   POST /v1/refunds                        payment_intent or charge, optional amount;
 *                                           then webhook charge.refunded
 *   GET  /v1/refunds/:id
 *   GET  /c/pay/:id                         the hosted payment page (a test-card choice)
 *   POST /c/pay/:id                         pays (webhook checkout.session.completed, then
 *                                           303 to success_url); card=decline refuses
 *
 * As Stripe does: form-encoded bracket parameters, unknown parameters refused, Stripe's
 * error shape, Bearer test keys (sk_test_/rk_test_) only, Idempotency-Key replays, and
 * webhooks signed `t=...,v1=HMAC-SHA256("t.payload")`. Unlike Stripe: only the events
 * above are sent, and a failed delivery is not retried by itself (tests call resend).
 *
 *   node scripts/stripe-stand-in.ts [--port 8790] [--host 127.0.0.1]
 *     --webhook-secret whsec_... [--webhook-url http://localhost:4321/api/stripe-webhook]
 */
import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";

/** The version stripe@23.1.0 pins; events carry it as Stripe's do. */
const API_VERSION = "2026-10-28.endive";
const WEBHOOK_TIMEOUT_MS = 10_000;
/** Stripe's limits for a Checkout Session in USD (other currencies: only the maximum). */
const MIN_USD_TOTAL = 50;
const MAX_AMOUNT = 99_999_999;

type FormValue = string | FormObject | FormValue[];
interface FormObject {
  [key: string]: FormValue;
}
type Metadata = Record<string, string>;

interface LineItem {
  name: string;
  description: string | null;
  currency: string;
  unitAmount: number;
  quantity: number;
}

interface CheckoutSession {
  id: string;
  object: "checkout.session";
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer_details: { email: string | null } | null;
  customer_email: string | null;
  expires_at: number;
  livemode: false;
  metadata: Metadata;
  mode: "payment";
  payment_intent: string | null;
  payment_status: "unpaid" | "paid";
  status: "open" | "complete" | "expired";
  success_url: string;
  url: string | null;
}

interface PaymentIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_capturable: number;
  amount_received: number;
  client_secret: string;
  created: number;
  currency: string;
  description: string | null;
  latest_charge: string;
  livemode: false;
  metadata: Metadata;
  payment_method_types: string[];
  receipt_email: string | null;
  status: "succeeded";
}

interface Charge {
  id: string;
  object: "charge";
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  captured: true;
  created: number;
  currency: string;
  livemode: false;
  metadata: Metadata;
  paid: true;
  payment_intent: string;
  refunded: boolean;
  status: "succeeded";
}

interface Refund {
  id: string;
  object: "refund";
  amount: number;
  charge: string;
  created: number;
  currency: string;
  metadata: Metadata;
  payment_intent: string;
  reason: string | null;
  status: "succeeded";
}

interface StripeEvent {
  id: string;
  object: "event";
  api_version: string;
  created: number;
  data: { object: unknown; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

interface Delivery {
  /** Epoch milliseconds when it was posted. */
  at: number;
  url: string | null;
  /** The Stripe-Signature header sent. */
  signature: string;
  /** The receiver's HTTP status; null when nothing answered (see error). */
  status: number | null;
  error?: string;
}

interface SentEvent {
  id: string;
  type: string;
  event: StripeEvent;
  /** The exact body posted, which the signature covers. */
  payload: string;
  /** Signed with a wrong secret (sendForged). */
  forged: boolean;
  /** Every post of this event, oldest first (resend adds one). */
  deliveries: Delivery[];
  /** The last delivery's status. */
  status: number | null;
}

export interface FakeStripe {
  /** http://host:port: the hosted pages are under it; the client takes host and port. */
  url: string;
  port: number;
  host: string;
  close(): Promise<void>;
  /** Every Checkout Session, oldest first, as GET would return it. */
  sessions(): CheckoutSession[];
  /** Every event, oldest first, with how each delivery was answered. */
  events(): SentEvent[];
  /** Posts the identical payload again with a fresh signature. */
  resend(eventId: string): Promise<Delivery>;
  /** Sends a signed event of any type around any object. */
  send(type: string, object: unknown): Promise<SentEvent>;
  /** Sends an event signed with a wrong secret: a receiver must refuse it. */
  sendForged(type: string, object: unknown): Promise<SentEvent>;
  setWebhookUrl(url: string | undefined): void;
  /** Resolves when no webhook delivery is in flight (refunds answer before theirs). */
  settled(): Promise<void>;
}

interface FakeStripeOptions {
  /** 0 (default): a free port. */
  port?: number;
  host?: string;
  webhookUrl?: string;
  webhookSecret: string;
  /** Told about each webhook delivery (the CLI prints them). */
  log?: (line: string) => void;
}

interface ErrorDetails {
  type?: string;
  code?: string;
  param?: string;
  /** Kept for an idempotent replay: the request ran and failed (Stripe saves those, not validation failures). */
  replayable?: boolean;
}

class ApiError extends Error {
  // Plain fields: Node runs this file by stripping types, which parameter properties defeat.
  readonly status: number;
  readonly details: ErrorDetails;

  constructor(status: number, message: string, details: ErrorDetails = {}) {
    super(message);
    this.status = status;
    this.details = details;
  }

  get body() {
    const { type = "invalid_request_error", code, param } = this.details;
    return { error: { type, message: this.message, ...(code ? { code } : {}), ...(param ? { param } : {}) } };
  }
}

interface Answer {
  status: number;
  body: unknown;
  /** Runs after the answer is sent (Stripe's webhooks are asynchronous). */
  after?: () => Promise<unknown>;
}

interface Context {
  params: FormObject;
  requestId: string;
  idempotencyKey: string | null;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const newId = (prefix: string, length = 24) =>
  prefix + Array.from(randomBytes(length), (byte) => BASE62[byte % 62]).join("");

function signature(payload: string, secret: string, timestamp = nowSeconds()): string {
  const v1 = createHmac("sha256", secret).update(`${timestamp}.${payload}`, "utf8").digest("hex");
  return `t=${timestamp},v1=${v1}`;
}

export async function startFakeStripe(options: FakeStripeOptions): Promise<FakeStripe> {
  const host = options.host ?? "127.0.0.1";
  let webhookUrl = options.webhookUrl;
  const sessions = new Map<string, CheckoutSession>();
  const sessionItems = new Map<string, LineItem[]>();
  const sessionIntentData = new Map<
    string,
    { metadata: Metadata; description: string | null; receipt: string | null }
  >();
  const intents = new Map<string, PaymentIntent>();
  const charges = new Map<string, Charge>();
  const refunds = new Map<string, Refund>();
  const events: SentEvent[] = [];
  const idempotent = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  const inFlight = new Set<Promise<unknown>>();
  let base = "";

  // ---- webhooks

  async function deliver(record: SentEvent): Promise<Delivery> {
    const secret = record.forged ? `whsec_forged${newId("")}` : options.webhookSecret;
    const delivery: Delivery = {
      at: Date.now(),
      url: webhookUrl ?? null,
      signature: signature(record.payload, secret),
      status: null,
    };
    record.deliveries.push(delivery);
    if (!webhookUrl) {
      delivery.error = "no webhook URL set";
    } else {
      try {
        const response = await fetch(webhookUrl, {
          method: "POST",
          headers: {
            "Content-Type": "application/json; charset=utf-8",
            "Stripe-Signature": delivery.signature,
            "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
          },
          body: record.payload,
          redirect: "manual",
          signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
        });
        await response.arrayBuffer();
        delivery.status = response.status;
      } catch (error) {
        delivery.error = error instanceof Error ? error.message : String(error);
      }
    }
    record.status = delivery.status;
    options.log?.(`webhook ${record.type} ${record.id} → ${delivery.status ?? delivery.error}`);
    return { ...delivery };
  }

  function track<T>(promise: Promise<T>): Promise<T> {
    inFlight.add(promise);
    const forget = () => void inFlight.delete(promise);
    promise.then(forget, forget);
    return promise;
  }

  function emit(
    type: string,
    object: unknown,
    extra: { previous?: Record<string, unknown>; context?: Context; forged?: boolean } = {},
  ): Promise<SentEvent> {
    const event: StripeEvent = {
      id: newId("evt_test_"),
      object: "event",
      api_version: API_VERSION,
      created: nowSeconds(),
      data: { object: structuredClone(object), ...(extra.previous ? { previous_attributes: extra.previous } : {}) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: extra.context?.requestId ?? null, idempotency_key: extra.context?.idempotencyKey ?? null },
      type,
    };
    const record: SentEvent = {
      id: event.id,
      type,
      event,
      // Stripe posts pretty-printed JSON; the signature covers these exact bytes.
      payload: JSON.stringify(event, null, 2),
      forged: extra.forged ?? false,
      deliveries: [],
      status: null,
    };
    events.push(record);
    return track(deliver(record).then(() => structuredClone(record)));
  }

  // ---- resources

  function sessionOrThrow(id: string): CheckoutSession {
    const session = sessions.get(id);
    if (!session)
      throw new ApiError(404, `No such checkout.session: '${id}'`, { code: "resource_missing", param: "session" });
    expireIfDue(session);
    return session;
  }

  /** Stripe expires a session at expires_at by itself; here it happens when it is next looked at. */
  function expireIfDue(session: CheckoutSession): void {
    if (session.status === "open" && nowSeconds() >= session.expires_at) void expire(session)();
  }

  /** Expires now; the returned call sends the webhook. */
  function expire(session: CheckoutSession, context?: Context): () => Promise<SentEvent> {
    Object.assign(session, { status: "expired", url: null });
    const snapshot = structuredClone(session);
    return () => emit("checkout.session.expired", snapshot, { context });
  }

  function lineItemsOf(session: CheckoutSession) {
    const items = (sessionItems.get(session.id) ?? []).map((item, index) => ({
      id: `li_test_${session.id.slice(8, 20)}${index}`,
      object: "item",
      amount_subtotal: item.unitAmount * item.quantity,
      amount_total: item.unitAmount * item.quantity,
      currency: item.currency,
      description: item.name,
      quantity: item.quantity,
      price: {
        id: `price_test_${session.id.slice(8, 20)}${index}`,
        object: "price",
        currency: item.currency,
        unit_amount: item.unitAmount,
        product: `prod_test_${session.id.slice(8, 20)}${index}`,
      },
    }));
    return {
      object: "list",
      data: items,
      has_more: false,
      url: `/v1/checkout/sessions/${session.id}/line_items`,
    };
  }

  function expanded(session: CheckoutSession, expand: string[]) {
    const result: Record<string, unknown> = { ...session };
    for (const field of expand) {
      if (field === "payment_intent")
        result.payment_intent = session.payment_intent ? intents.get(session.payment_intent) : null;
      else if (field === "line_items") result.line_items = lineItemsOf(session);
      else throw new ApiError(400, `This property cannot be expanded (${field}).`, { param: "expand" });
    }
    return result;
  }

  function createSession(context: Context): Answer {
    const { params } = context;
    allowOnly(params, "", [
      "mode",
      "line_items",
      "success_url",
      "cancel_url",
      "client_reference_id",
      "customer_email",
      "metadata",
      "payment_intent_data",
      "expires_at",
      "expand",
      // accepted and ignored: they change nothing a test can see here
      "locale",
      "payment_method_types",
      "submit_type",
      "billing_address_collection",
      "customer_creation",
    ]);
    const mode = text(params.mode, "mode");
    if (mode === undefined) throw missing("mode");
    if (mode !== "payment")
      throw new ApiError(400, `The stand-in supports only mode=payment, not '${mode}'.`, { param: "mode" });
    const successUrl = url(params.success_url, "success_url");
    if (successUrl === undefined) throw missing("success_url");
    const cancelUrl = url(params.cancel_url, "cancel_url") ?? null;

    const rawItems = params.line_items;
    if (rawItems === undefined) throw new ApiError(400, "`line_items` is required in `payment` mode.");
    if (!Array.isArray(rawItems) || rawItems.length === 0)
      throw new ApiError(400, "Invalid array", { param: "line_items" });
    const items = rawItems.map((raw, index) => lineItem(raw, `line_items[${index}]`));
    const currency = items[0].currency;
    if (items.some((item) => item.currency !== currency))
      throw new ApiError(400, "All line items of a Checkout Session must use the same currency.", {
        param: "line_items",
      });
    const total = items.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
    if (currency === "usd" && total < MIN_USD_TOTAL)
      throw new ApiError(400, "The Checkout Session's total amount due must add up to at least $0.50 usd");
    if (total > MAX_AMOUNT)
      throw new ApiError(400, `The Checkout Session's total amount due must be no more than ${MAX_AMOUNT}.`);

    const created = nowSeconds();
    const expiresAt = integer(params.expires_at, "expires_at") ?? created + 24 * 3600;
    if (expiresAt > created + 24 * 3600)
      throw new ApiError(400, "The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.", {
        param: "expires_at",
      });
    if (expiresAt < created + 30 * 60)
      throw new ApiError(
        400,
        "The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.",
        { param: "expires_at" },
      );

    const customerEmail = text(params.customer_email, "customer_email") ?? null;
    if (customerEmail !== null && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(customerEmail))
      throw new ApiError(400, `Invalid email address: ${customerEmail}`, { param: "customer_email" });
    const clientReferenceId = text(params.client_reference_id, "client_reference_id") ?? null;
    if (clientReferenceId !== null && clientReferenceId.length > 200)
      throw new ApiError(400, "client_reference_id must be at most 200 characters.", { param: "client_reference_id" });

    const intentData = record(params.payment_intent_data, "payment_intent_data") ?? {};
    allowOnly(intentData, "payment_intent_data", ["metadata", "description", "receipt_email"]);

    const id = newId("cs_test_", 58);
    const session: CheckoutSession = {
      id,
      object: "checkout.session",
      amount_subtotal: total,
      amount_total: total,
      cancel_url: cancelUrl,
      client_reference_id: clientReferenceId,
      created,
      currency,
      customer_details: null,
      customer_email: customerEmail,
      expires_at: expiresAt,
      livemode: false,
      metadata: metadata(params.metadata, "metadata"),
      mode: "payment",
      payment_intent: null,
      payment_status: "unpaid",
      status: "open",
      success_url: successUrl,
      url: `${base}/c/pay/${id}`,
    };
    sessions.set(id, session);
    sessionItems.set(id, items);
    sessionIntentData.set(id, {
      metadata: metadata(intentData.metadata, "payment_intent_data[metadata]"),
      description: text(intentData.description, "payment_intent_data[description]") ?? null,
      receipt: text(intentData.receipt_email, "payment_intent_data[receipt_email]") ?? null,
    });
    return { status: 200, body: expanded(session, expandOf(params)) };
  }

  function pay(session: CheckoutSession): PaymentIntent {
    const data = sessionIntentData.get(session.id);
    const created = nowSeconds();
    const intentId = newId("pi_test_");
    const charge: Charge = {
      id: newId("ch_test_"),
      object: "charge",
      amount: session.amount_total,
      amount_captured: session.amount_total,
      amount_refunded: 0,
      captured: true,
      created,
      currency: session.currency,
      livemode: false,
      metadata: { ...data?.metadata },
      paid: true,
      payment_intent: intentId,
      refunded: false,
      status: "succeeded",
    };
    const intent: PaymentIntent = {
      id: intentId,
      object: "payment_intent",
      amount: session.amount_total,
      amount_capturable: 0,
      amount_received: session.amount_total,
      client_secret: `${intentId}_secret_${newId("")}`,
      created,
      currency: session.currency,
      description: data?.description ?? null,
      latest_charge: charge.id,
      livemode: false,
      metadata: { ...data?.metadata },
      payment_method_types: ["card"],
      receipt_email: data?.receipt ?? null,
      status: "succeeded",
    };
    charges.set(charge.id, charge);
    intents.set(intent.id, intent);
    Object.assign(session, {
      status: "complete",
      payment_status: "paid",
      payment_intent: intent.id,
      url: null,
      customer_details: { email: session.customer_email },
    });
    return intent;
  }

  function createRefund(context: Context): Answer {
    const { params } = context;
    allowOnly(params, "", ["payment_intent", "charge", "amount", "metadata", "reason", "expand"]);
    const intentId = text(params.payment_intent, "payment_intent");
    const chargeId = text(params.charge, "charge");
    if (intentId === undefined && chargeId === undefined)
      throw new ApiError(
        400,
        "One of the following params should be provided for this request: payment_intent or charge.",
      );
    let charge: Charge | undefined;
    if (intentId !== undefined) {
      const intent = intents.get(intentId);
      if (!intent)
        throw new ApiError(400, `No such payment_intent: '${intentId}'`, {
          code: "resource_missing",
          param: "payment_intent",
        });
      charge = charges.get(intent.latest_charge);
    } else if (chargeId !== undefined) {
      charge = charges.get(chargeId);
      if (!charge)
        throw new ApiError(400, `No such charge: '${chargeId}'`, { code: "resource_missing", param: "charge" });
    }
    if (!charge) throw new ApiError(400, "This PaymentIntent has no charge to refund.");
    const reason = text(params.reason, "reason") ?? null;
    if (reason !== null && !["duplicate", "fraudulent", "requested_by_customer"].includes(reason))
      throw new ApiError(400, `Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer`, {
        param: "reason",
      });
    const refundMetadata = metadata(params.metadata, "metadata");
    const left = charge.amount - charge.amount_refunded;
    if (left === 0)
      throw new ApiError(400, `Charge ${charge.id} has already been refunded.`, {
        code: "charge_already_refunded",
        replayable: true,
      });
    const amount = integer(params.amount, "amount") ?? left;
    if (amount < 1) throw new ApiError(400, "Invalid positive integer", { param: "amount" });
    if (amount > left)
      throw new ApiError(
        400,
        `Refund amount (${money(amount, charge.currency)}) is greater than unrefunded amount on charge (${money(left, charge.currency)})`,
        { param: "amount", replayable: true },
      );

    const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    const refund: Refund = {
      id: newId("re_test_"),
      object: "refund",
      amount,
      charge: charge.id,
      created: nowSeconds(),
      currency: charge.currency,
      metadata: refundMetadata,
      payment_intent: charge.payment_intent,
      reason,
      status: "succeeded",
    };
    refunds.set(refund.id, refund);
    const snapshot = structuredClone(charge);
    return { status: 200, body: refund, after: () => emit("charge.refunded", snapshot, { previous, context }) };
  }

  function route(method: string, path: string, context: Context): Answer {
    let match: RegExpExecArray | null;
    if (method === "POST" && path === "/v1/checkout/sessions") return createSession(context);
    if (method === "GET" && (match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path))) {
      allowOnly(context.params, "", ["expand"]);
      return { status: 200, body: expanded(sessionOrThrow(match[1]), expandOf(context.params)) };
    }
    if (method === "POST" && (match = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path))) {
      allowOnly(context.params, "", ["expand"]);
      const session = sessionOrThrow(match[1]);
      if (session.status !== "open")
        throw new ApiError(400, `Only Checkout Sessions with a status in ["open"] can be expired.`, {
          replayable: true,
        });
      const expand = expandOf(context.params);
      expanded(session, expand); // refuses a bad expand before anything changes
      const after = expire(session, context);
      return { status: 200, body: expanded(session, expand), after };
    }
    if (method === "GET" && (match = /^\/v1\/payment_intents\/([^/]+)$/.exec(path)))
      return { status: 200, body: found(intents, match[1], "payment_intent", "intent") };
    if (method === "GET" && (match = /^\/v1\/charges\/([^/]+)$/.exec(path)))
      return { status: 200, body: found(charges, match[1], "charge", "charge") };
    if (method === "POST" && path === "/v1/refunds") return createRefund(context);
    if (method === "GET" && (match = /^\/v1\/refunds\/([^/]+)$/.exec(path)))
      return { status: 200, body: found(refunds, match[1], "refund", "refund") };
    throw new ApiError(
      404,
      `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
    );
  }

  // ---- HTTP

  async function handleApi(req: IncomingMessage, res: ServerResponse, path: string, query: string): Promise<void> {
    const method = req.method ?? "GET";
    const requestId = newId("req_", 14);
    const raw = await readBody(req);
    const reply = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      sendJson(res, status, body, { "Request-Id": requestId, ...headers });

    const key = apiKey(req.headers.authorization ?? "");
    if (!key)
      return reply(
        401,
        new ApiError(
          401,
          "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
        ).body,
      );
    // A live key reaching a local server is a configuration mistake worth failing loudly on.
    if (!/^(sk|rk)_test_/.test(key))
      return reply(401, new ApiError(401, `Invalid API Key provided: ${key.slice(0, 8)}***`).body);

    const idempotencyKey = method === "POST" ? headerText(req.headers["idempotency-key"]) : null;
    const scope = `${key}\n${idempotencyKey}`;
    const fingerprint = `${method} ${path}\n${canonical(raw)}`;
    if (idempotencyKey) {
      const stored = idempotent.get(scope);
      if (stored && stored.fingerprint !== fingerprint)
        return reply(
          400,
          new ApiError(
            400,
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            { type: "idempotency_error" },
          ).body,
        );
      if (stored) return reply(stored.status, stored.body, { "Idempotent-Replayed": "true" });
    }

    let answer: Answer;
    let replayable = true;
    try {
      const params = parseForm(method === "GET" ? query : raw);
      answer = route(method, path, { params, requestId, idempotencyKey });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      answer = { status: error.status, body: error.body };
      replayable = error.details.replayable ?? false;
    }
    if (idempotencyKey && replayable) idempotent.set(scope, { fingerprint, status: answer.status, body: answer.body });
    reply(answer.status, answer.body);
    if (answer.after) await track(answer.after());
  }

  async function handlePage(req: IncomingMessage, res: ServerResponse, id: string): Promise<void> {
    const form = new URLSearchParams(await readBody(req));
    const session = sessions.get(id);
    if (!session) return sendHtml(res, 404, page("Checkout not found", "<p>No such checkout session.</p>"));
    expireIfDue(session);
    const post = req.method === "POST";
    if (session.status === "complete")
      return sendHtml(
        res,
        post ? 409 : 200,
        page("Already paid", "<p>This checkout session has already been paid.</p>"),
      );
    if (session.status === "expired")
      return sendHtml(res, post ? 409 : 200, page("Checkout expired", "<p>This checkout session has expired.</p>"));
    if (!post) return sendHtml(res, 200, paymentPage(session, sessionItems.get(id) ?? []));
    if (form.get("card") === "decline")
      return sendHtml(res, 402, paymentPage(session, sessionItems.get(id) ?? [], "Your card was declined."));

    pay(session);
    // Stripe does not promise this order; here the receiver has always heard before the return.
    await emit("checkout.session.completed", session);
    res.writeHead(303, { Location: session.success_url.replaceAll("{CHECKOUT_SESSION_ID}", session.id) });
    res.end();
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const pageId = /^\/c\/pay\/([^/]+)$/.exec(url.pathname)?.[1];
    const handling =
      pageId && (req.method === "GET" || req.method === "POST")
        ? handlePage(req, res, pageId)
        : handleApi(req, res, url.pathname, url.search.slice(1));
    handling.catch((error: unknown) => {
      if (!res.headersSent)
        sendJson(res, 500, {
          error: { type: "api_error", message: error instanceof Error ? error.message : String(error) },
        });
      else res.end();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  base = `http://${host}:${port}`;

  return {
    url: base,
    port,
    host,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    sessions: () =>
      [...sessions.values()].map((session) => {
        expireIfDue(session);
        return structuredClone(session);
      }),
    events: () => events.map((event) => structuredClone(event)),
    resend: (eventId) => {
      const record = events.find((event) => event.id === eventId);
      if (!record) return Promise.reject(new Error(`No such event: ${eventId}`));
      return track(deliver(record));
    },
    send: (type, object) => emit(type, object),
    sendForged: (type, object) => emit(type, object, { forged: true }),
    setWebhookUrl: (url) => void (webhookUrl = url),
    settled: async () => {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}

// ---------------------------------------------------------------------------------------
// Parameters: Stripe's bracket notation, read the way Stripe reads it.

/** `a[b][0][c]=v` pairs into nested objects; objects keyed 0..n-1 become arrays. */
function parseForm(raw: string): FormObject {
  const root: FormObject = {};
  for (const [name, value] of new URLSearchParams(raw)) {
    const head = /^[^[\]]+/.exec(name)?.[0];
    const rest = name.slice(head?.length ?? 0);
    if (!head || !/^(\[[^[\]]*\])*$/.test(rest)) throw new ApiError(400, `Invalid parameter name: ${name}`);
    const path = [head, ...Array.from(rest.matchAll(/\[([^[\]]*)\]/g), (m) => m[1])];
    let node: FormObject = root;
    for (const [index, segment] of path.entries()) {
      let key = segment;
      if (segment === "") {
        // `a[][x]=1&a[][y]=2` is one element, as in Rack: a new one starts when the path repeats.
        const count = Object.keys(node).length;
        const last = node[String(count - 1)];
        const reuse = count > 0 && typeof last === "object" && !has(last, path.slice(index + 1));
        key = String(reuse ? count - 1 : count);
      }
      if (index === path.length - 1) {
        if (key in node) throw new ApiError(400, `Received repeated parameter: ${name}`);
        node[key] = value;
      } else {
        const next = (node[key] ??= {});
        if (typeof next === "string" || Array.isArray(next))
          throw new ApiError(400, `Invalid parameter: ${name} mixes a value and a hash`);
        node = next;
      }
    }
  }
  return arrays(root) as FormObject;
}

function has(value: FormValue | undefined, path: string[]): boolean {
  if (path.length === 0) return value !== undefined;
  if (value === undefined || typeof value === "string" || Array.isArray(value)) return false;
  return path[0] !== "" && has(value[path[0]], path.slice(1));
}

function arrays(value: FormValue): FormValue {
  if (typeof value === "string" || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((key) => [key, arrays(value[key])]));
  const indexed = keys.length > 0 && keys.every((key) => /^\d+$/.test(key));
  if (indexed && keys.map(Number).every((key, _, all) => key < all.length))
    return Array.from({ length: keys.length }, (_, index) => converted[String(index)]);
  return converted;
}

/** The sorted pairs: two requests with the same parameters in another order are the same request. */
function canonical(raw: string): string {
  return [...new URLSearchParams(raw)]
    .map(([name, value]) => `${name}=${value}`)
    .sort()
    .join("&");
}

const missing = (param: string) => new ApiError(400, `Missing required param: ${param}.`, { param });

function allowOnly(params: FormObject, prefix: string, allowed: string[]): void {
  for (const key of Object.keys(params))
    if (!allowed.includes(key)) {
      const param = prefix ? `${prefix}[${key}]` : key;
      throw new ApiError(400, `Received unknown parameter: ${param}`, { param });
    }
}

function text(value: FormValue | undefined, param: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string") throw new ApiError(400, `Invalid string: ${JSON.stringify(value)}`, { param });
  return value;
}

function record(value: FormValue | undefined, param: string): FormObject | undefined {
  if (value === undefined) return undefined;
  if (typeof value === "string" || Array.isArray(value)) throw new ApiError(400, "Invalid object", { param });
  return value;
}

function integer(value: FormValue | undefined, param: string): number | undefined {
  const raw = text(value, param);
  if (raw === undefined) return undefined;
  if (!/^-?\d+$/.test(raw)) throw new ApiError(400, `Invalid integer: ${raw}`, { param });
  return Number(raw);
}

function url(value: FormValue | undefined, param: string): string | undefined {
  const raw = text(value, param);
  if (raw === undefined) return undefined;
  // Checked with the placeholder filled in, as Stripe does.
  if (!URL.canParse(raw.replaceAll("{CHECKOUT_SESSION_ID}", "x")) || !/^https?:\/\//i.test(raw))
    throw new ApiError(400, "Not a valid URL", { param });
  return raw;
}

function metadata(value: FormValue | undefined, param: string): Metadata {
  const raw = record(value, param) ?? {};
  const keys = Object.keys(raw);
  if (keys.length > 50) throw new ApiError(400, "Metadata can have at most 50 keys.", { param });
  const result: Metadata = {};
  for (const key of keys) {
    const entry = text(raw[key], `${param}[${key}]`) ?? "";
    if (key.length > 40)
      throw new ApiError(400, "Metadata keys can have at most 40 characters.", { param: `${param}[${key}]` });
    if (entry.length > 500)
      throw new ApiError(400, "Metadata values can have at most 500 characters.", { param: `${param}[${key}]` });
    // An empty value unsets the key in Stripe.
    if (entry !== "") result[key] = entry;
  }
  return result;
}

function expandOf(params: FormObject): string[] {
  const raw = params.expand;
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) throw new ApiError(400, "Invalid array", { param: "expand" });
  return raw.map((field, index) => text(field, `expand[${index}]`) ?? "");
}

function lineItem(raw: FormValue, param: string): LineItem {
  const item = record(raw, param) ?? {};
  allowOnly(item, param, ["price_data", "quantity", "price"]);
  const price = text(item.price, `${param}[price]`);
  if (price !== undefined)
    throw new ApiError(400, `No such price: '${price}'`, { code: "resource_missing", param: `${param}[price]` });
  const priceData = record(item.price_data, `${param}[price_data]`);
  if (!priceData) throw missing(`${param}[price_data]`);
  allowOnly(priceData, `${param}[price_data]`, ["currency", "unit_amount", "product_data", "tax_behavior"]);
  const currency = text(priceData.currency, `${param}[price_data][currency]`)?.toLowerCase();
  if (currency === undefined) throw missing(`${param}[price_data][currency]`);
  if (!/^[a-z]{3}$/.test(currency))
    throw new ApiError(400, `Invalid currency: ${currency}`, { param: `${param}[price_data][currency]` });
  const unitAmount = integer(priceData.unit_amount, `${param}[price_data][unit_amount]`);
  if (unitAmount === undefined) throw missing(`${param}[price_data][unit_amount]`);
  if (unitAmount < 1)
    throw new ApiError(400, "This value must be greater than or equal to 1.", {
      param: `${param}[price_data][unit_amount]`,
    });
  const product = record(priceData.product_data, `${param}[price_data][product_data]`);
  if (!product) throw missing(`${param}[price_data][product_data]`);
  allowOnly(product, `${param}[price_data][product_data]`, ["name", "description", "images", "metadata"]);
  const name = text(product.name, `${param}[price_data][product_data][name]`);
  if (!name) throw missing(`${param}[price_data][product_data][name]`);
  const quantity = integer(item.quantity, `${param}[quantity]`);
  if (quantity === undefined) throw missing(`${param}[quantity]`);
  if (quantity < 1)
    throw new ApiError(400, "This value must be greater than or equal to 1.", { param: `${param}[quantity]` });
  const description = text(product.description, `${param}[price_data][product_data][description]`) ?? null;
  return { name, description, currency, unitAmount, quantity };
}

function found<T>(map: Map<string, T>, id: string, kind: string, param: string): T {
  const value = map.get(id);
  if (value === undefined) throw new ApiError(404, `No such ${kind}: '${id}'`, { code: "resource_missing", param });
  return value;
}

// ---------------------------------------------------------------------------------------
// HTTP and the hosted page.

/** Bearer, as the client sends it, or Basic with the key as user name, as `curl -u sk_test_...:` does. */
function apiKey(authorization: string): string | undefined {
  const bearer = /^Bearer (\S+)$/i.exec(authorization)?.[1];
  if (bearer) return bearer;
  const basic = /^Basic (\S+)$/i.exec(authorization)?.[1];
  return basic ? Buffer.from(basic, "base64").toString("utf8").split(":")[0] || undefined : undefined;
}

function headerText(value: string | string[] | undefined): string | null {
  return (Array.isArray(value) ? value[0] : value) || null;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    "Content-Type": "application/json",
    "Content-Length": Buffer.byteLength(text),
  });
  res.end(text);
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": Buffer.byteLength(html),
    "Cache-Control": "no-store",
  });
  res.end(html);
}

/** Minor units as the currency writes them: 12550 usd → "$125.50", 500 jpy → "¥500". */
function money(amount: number, currency: string): string {
  const format = new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() });
  return format.format(amount / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Test checkout</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f6f8fa; color: #1a1f36; }
main { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 8px; }
.test { font-size: .875rem; color: #6b4e00; background: #fff4cc; padding: .25rem .5rem; display: inline-block; }
ul { padding-left: 1.25rem; }
[role="alert"] { color: #a4101b; font-weight: 600; }
label, select, button { display: block; font: inherit; margin-top: .5rem; }
button { margin-top: 1rem; padding: .6rem 1.5rem; background: #533afd; color: #fff; border: 0; border-radius: 6px; }
button:focus-visible, a:focus-visible, select:focus-visible { outline: 3px solid #1a1f36; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<p class="test">Test mode: local Stripe stand-in</p>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
}

function paymentPage(session: CheckoutSession, items: LineItem[], error?: string): string {
  const list = items
    .map(
      (item) =>
        `<li>${escapeHtml(item.name)}${item.quantity > 1 ? ` × ${item.quantity}` : ""}: ${money(item.unitAmount * item.quantity, item.currency)}</li>`,
    )
    .join("\n");
  const total = money(session.amount_total, session.currency);
  return page(
    `Pay ${total}`,
    `<ul>
${list}
</ul>
<p>Total due: <strong>${total}</strong></p>
${session.customer_email ? `<p>Receipt to ${escapeHtml(session.customer_email)}</p>` : ""}
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ""}
<form method="post" action="/c/pay/${escapeHtml(session.id)}">
<label for="card">Test card</label>
<select id="card" name="card">
<option value="success">4242 4242 4242 4242 (succeeds)</option>
<option value="decline">4000 0000 0000 0002 (declined)</option>
</select>
<button type="submit">Pay</button>
</form>
${session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Cancel</a></p>` : ""}`,
  );
}

// ---------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const webhookSecret = option("--webhook-secret");
  if (!webhookSecret) throw new Error("--webhook-secret whsec_... is required (the webhook receiver's secret)");
  const webhookUrl = option("--webhook-url");
  const fake = await startFakeStripe({
    port: Number(option("--port") ?? 8790),
    host: option("--host") ?? "127.0.0.1",
    webhookUrl,
    webhookSecret,
    log: (line) => console.log(line),
  });
  console.log(`Fake Stripe on ${fake.url} (webhooks to ${webhookUrl ?? "nowhere: no --webhook-url"})`);
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.on(signal, () => void fake.close().then(() => process.exit(0)));
}

if (import.meta.main) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
