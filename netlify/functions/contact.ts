/**
 * POST /api/contact: the contact form. Body: the contact fields plus the form's anti-spam
 * fields (src/schemas/contact.ts); answers 201 `{ "id": "<lead id>" }` or a JSON error
 * (src/schemas/api.ts). The owner's alert is sent after the answer, never before it.
 */
import type { Config } from "@netlify/functions";
import { CONTACT_TEXT } from "../../src/config/text.ts";
import { jsonPost } from "../../src/server/jsonPost.ts";
import { checkContactRequest, storeContactLead } from "../../src/server/leads/intake.ts";
import { deliverAfterAnswer } from "../../src/server/afterAnswer.ts";
import { leadNoticeIds } from "../../src/server/noticeRegistry.ts";
import { withLeadOrigin } from "../../src/server/leads/origin.ts";
import { contactRateLimit } from "../../src/server/limits.ts";

export default jsonPost(
  {
    fn: "contact",
    rateLimit: { limit: contactRateLimit, message: CONTACT_TEXT.rateLimited },
    body: withLeadOrigin(checkContactRequest),
  },
  async ({ body: lead, address, reject, answer, waitUntil }) => {
    const stored = await storeContactLead(lead, address);
    if (!stored.ok) return reject(stored);

    deliverAfterAnswer(waitUntil, { fn: "contact", status: 201 }, leadNoticeIds(stored.notificationId));
    return answer(201, { id: stored.leadId });
  },
);

// Literal values only: Netlify reads this object from the source without running it.
// The numbers are CONTACT_RATE_LIMIT in src/server/limits.ts (a unit test keeps them equal).
export const config: Config = {
  path: "/api/contact",
  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
