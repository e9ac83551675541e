/**
 * What the owner's phone shows for a lead (ALERT_WEBHOOK_URL): who, what kind of lead, a
 * number to call and the link that opens the lead in /admin. Built from the stored lead
 * when it is sent, like the e-mails; no message text, so a chat app's preview never shows
 * what a visitor typed to anyone looking at the owner's lock screen.
 */
import { MAIL_TEXT, PHONE_ALERT_TEXT } from "../../config/text.ts";
import type { LeadSource } from "../../schemas/lead.ts";
import { leadAdminUrl, oneLine, who } from "../mail/leadAlert.ts";
import type { PhoneAlert } from "./webhook.ts";

export function buildPhoneAlert(input: {
  leadId: string;
  source: LeadSource;
  lead: Record<string, unknown>;
  /** A reminder's minutes; absent for the alert of a new lead. */
  minutes?: number;
}): PhoneAlert {
  const name = who(input.lead);
  const kind = MAIL_TEXT.sourceNames[input.source];
  const phone = typeof input.lead.phone === "string" ? oneLine(input.lead.phone, 30) : "";
  return {
    title:
      input.minutes === undefined
        ? PHONE_ALERT_TEXT.alertTitle(name, kind)
        : PHONE_ALERT_TEXT.reminderTitle(name, input.minutes),
    lines: [...(input.minutes === undefined ? [] : [kind]), ...(phone ? [PHONE_ALERT_TEXT.call(phone)] : [])],
    link: { label: PHONE_ALERT_TEXT.open, url: leadAdminUrl(input.leadId) },
    urgent: input.minutes !== undefined,
  };
}
