/**
 * The owner's digest of one hour's leads past the alert ceiling (src/server/leads/
 * alertCeiling.ts): who, a line of what they wrote, and the link to each in /admin. Built
 * from the leads as they are when it is sent, so spam the owner deleted meanwhile is left out.
 */
import { getFirestore } from "firebase-admin/firestore";
import { DIGEST_MAIL_TEXT } from "../../config/text.ts";
import type { Env } from "../env.ts";
import { adminApp } from "../firebaseAdmin.ts";
import { alertFrom, alertTo, escapeHtml, languageNote, leadAdminUrl, oneLine, who } from "./leadAlert.ts";
import type { OutgoingMail } from "./transport.ts";
import { MESSAGE_LEADS } from "../../schemas/collections.ts";

/** The most leads one digest lists; the rest are counted. */
const LISTED = 50;
/** Read at most; past it the count says "at least". */
const READ_LIMIT = 1000;

export async function buildLeadDigest(hour: string, env: Env = process.env): Promise<OutgoingMail | undefined> {
  const found = await getFirestore(adminApp())
    .collection(MESSAGE_LEADS)
    .where("digestHour", "==", hour)
    // Newest first: the owner reads the latest, the flood's oldest are counted. Index (digestHour, timestamp).
    .orderBy("timestamp", "desc")
    .limit(READ_LIMIT)
    .get();
  if (found.empty) return undefined;
  const leads = found.docs.map((doc) => ({ id: doc.id, data: doc.data() }));
  const listed = leads.slice(0, LISTED).map(({ id, data }) => ({
    // "Prefers Spanish" beside the name, as the alert says it: the call back is made in that language.
    who: [who(data), languageNote(data)].filter(Boolean).join(" · "),
    said: oneLine(typeof data.message === "string" ? data.message : "", 120),
    link: leadAdminUrl(id),
  }));
  const rest = leads.length - listed.length;
  const intro = DIGEST_MAIL_TEXT.intro(leads.length);
  return {
    from: alertFrom(env),
    to: alertTo(env),
    subject: DIGEST_MAIL_TEXT.subject(leads.length),
    text: [
      intro,
      "",
      ...listed.map((lead) => `${lead.who}: ${lead.said}\n${lead.link}`),
      ...(rest > 0 ? ["", DIGEST_MAIL_TEXT.more(rest)] : []),
      "",
      DIGEST_MAIL_TEXT.automatic,
    ].join("\n"),
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      "<ul>",
      ...listed.map(
        (lead) =>
          `<li style="overflow-wrap:anywhere"><a href="${escapeHtml(lead.link)}">${escapeHtml(lead.who)}</a>: ${escapeHtml(lead.said)}</li>`,
      ),
      "</ul>",
      ...(rest > 0 ? [`<p>${escapeHtml(DIGEST_MAIL_TEXT.more(rest))}</p>`] : []),
      `<p>${escapeHtml(DIGEST_MAIL_TEXT.automatic)}</p>`,
    ].join("\n"),
  };
}
