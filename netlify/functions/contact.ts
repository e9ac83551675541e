/**
 * POST /api/contact: the contact form. Body: the contact fields plus the form's anti-spam
 * fields (src/schemas/contact.ts); answers 201 `{ "id": "<lead id>" }` or a JSON error
 * (src/schemas/api.ts). The owner's alert is sent after the answer, never before it.
 */
import type { Config, Context } from "@netlify/functions";
import { SITE } from "../../src/config/site.ts";
import {
  clientIp,
  FORBIDDEN_ORIGIN,
  guarded,
  isCrossSiteRequest,
  isJsonContentType,
  METHOD_NOT_ALLOWED,
  readJsonBody,
  rejecter,
  UNSUPPORTED_MEDIA_TYPE,
} from "../../src/server/http.ts";
import { checkContactRequest, contactRateLimited, storeContactLead } from "../../src/server/leads/intake.ts";
import { deliverAlert } from "../../src/server/leads/outbox.ts";
import { contactRateLimit } from "../../src/server/limits.ts";
import { errorCause, logAiRequest } from "../../src/server/log.ts";
import { WindowLimiter } from "../../src/server/windowLimiter.ts";

const perIp = new WindowLimiter();

// Netlify passes the whole Context; this reads the client address and, when there, waitUntil.
type ContactContext = Pick<Context, "ip"> & Partial<Pick<Context, "waitUntil">>;

async function contact(req: Request, context: ContactContext): Promise<Response> {
  const started = performance.now();
  const reject = rejecter("contact", started);
  if (req.method !== "POST") return reject(METHOD_NOT_ALLOWED);

  // Every POST counts, valid or not: the limit is there to stop floods.
  const { windowLimit, windowMs } = contactRateLimit();
  const limit = perIp.take(clientIp(context), windowLimit, windowMs);
  if (!limit.ok) return reject(contactRateLimited(limit.retryAfterSeconds));

  // Both before the body is read: another site's page gets nothing stored and costs nothing.
  if (isCrossSiteRequest(req, SITE.url)) return reject(FORBIDDEN_ORIGIN);
  if (!isJsonContentType(req)) return reject(UNSUPPORTED_MEDIA_TYPE);

  const body = await readJsonBody(req);
  if (!body.ok) return reject(body);
  const checked = checkContactRequest(body.value);
  if (!checked.ok) return reject(checked);

  const stored = await storeContactLead(checked.lead);
  if (!stored.ok) return reject(stored);

  // The lead is safe in Firestore; the e-mail must not delay the visitor's answer.
  // deliverAlert never throws by contract; the catch keeps a broken promise from going unhandled.
  const alert = deliverAlert(stored.notificationId).catch((error: unknown) =>
    logAiRequest({ fn: "contact", status: 201, outcome: "alert_failed", ms: 0, cause: errorCause(error) }),
  );
  if (context.waitUntil) context.waitUntil(alert);
  else void alert;

  logAiRequest({ fn: "contact", status: 201, outcome: "ok", ms: Math.round(performance.now() - started) });
  return Response.json({ id: stored.leadId }, { status: 201, headers: { "Cache-Control": "no-store" } });
}

export default guarded("contact", contact);

// Literal values only: Netlify reads this object from the source without running it.
// The numbers are CONTACT_RATE_LIMIT in src/server/limits.ts (a unit test keeps them equal).
export const config: Config = {
  path: "/api/contact",
  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
