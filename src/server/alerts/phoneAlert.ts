/**
 * What the owner's phone shows for a lead (ALERT_WEBHOOK_URL): who, what kind of lead, a
 * number to call and the link that opens the lead in /admin. Built from the stored lead
 * when it is sent, like the e-mails; no message text, so a chat app's preview never shows
 * what a visitor typed to anyone looking at the owner's lock screen. The name and the
 * number are the visitor's: marked as theirs, so webhook.ts escapes them for each service.
 */
import { MAIL_TEXT, PHONE_ALERT_TEXT } from "../../config/text.ts";
import type { LeadSource } from "../../schemas/lead.ts";
import { languageNote, leadAdminUrl, oneLine, who } from "../mail/leadAlert.ts";
import type { AlertText, PhoneAlert } from "./webhook.ts";

/** Stands for the visitor's value in our sentence; a control character no text of ours holds. */
const SLOT = "\u0000";

/** One of our sentences (config/text.ts) with the visitor's value in its place, marked as theirs. */
function withVisitor(sentence: (value: string) => string, value: string): AlertText {
  return sentence(SLOT)
    .split(SLOT)
    .flatMap((ours, index) => [...(index > 0 ? [{ visitor: value }] : []), ...(ours ? [ours] : [])]);
}

export function buildPhoneAlert(input: {
  leadId: string;
  source: LeadSource;
  lead: Record<string, unknown>;
  /** A reminder's minutes; absent for the alert of a new lead. */
  minutes?: number;
}): PhoneAlert {
  const { minutes } = input;
  const name = who(input.lead);
  const kind = MAIL_TEXT.sourceNames[input.source];
  const language = languageNote(input.lead);
  const phone = typeof input.lead.phone === "string" ? oneLine(input.lead.phone, 30) : "";
  return {
    title:
      minutes === undefined
        ? withVisitor((value) => PHONE_ALERT_TEXT.alertTitle(value, kind), name)
        : withVisitor((value) => PHONE_ALERT_TEXT.reminderTitle(value, minutes), name),
    lines: [
      ...(minutes === undefined ? [] : [[kind]]),
      ...(language ? [[language]] : []),
      ...(phone ? [withVisitor(PHONE_ALERT_TEXT.call, phone)] : []),
    ],
    link: { label: PHONE_ALERT_TEXT.open, url: leadAdminUrl(input.leadId) },
    urgent: minutes !== undefined,
  };
}
