/**
 * The owner's e-mails about a lead: its alert when it arrives, and its reminders while
 * nobody has answered it (queued by followUp.ts, due in office hours).
 */
import { buildLeadAlert, buildLeadReminder, type LeadMailInput } from "../mail/leadAlert.ts";
import {
  mailDelivery,
  recordOnLead,
  type Claimed,
  type NotificationHandler,
  type StoredLead,
} from "../outbox/deliver.ts";
import { isAnswered, readFollowUp } from "./followUp.ts";

/** What every lead e-mail is built from: the lead as it is when the e-mail goes out. */
export const leadMailInput = (claimed: Claimed, lead: StoredLead): LeadMailInput => ({
  leadId: lead.id,
  source: claimed.source,
  lead: lead.data ?? {},
});

/** The minutes after arrival a reminder (by e-mail or phone post) is for; none on an alert. */
export const reminderMinutes = (claimed: Claimed): number | undefined =>
  typeof claimed.data.minutes === "number" ? claimed.data.minutes : undefined;

export const alertNotice: NotificationHandler = {
  group: "alerts",
  deliver: (claimed, lead) => Promise.resolve(mailDelivery(buildLeadAlert(leadMailInput(claimed, lead)))),
  givenUp: recordOnLead("alert"),
};

/** A reminder is for a lead nobody has answered yet; given up, it is past its moment (the log line is its record). */
export const reminderNotice: NotificationHandler = {
  group: "reminders",
  deliver: async (claimed, lead) => {
    if (isAnswered(lead.data ?? {})) return { skip: "answered" };
    const { reminderAlsoTo } = await readFollowUp();
    return mailDelivery(buildLeadReminder(leadMailInput(claimed, lead), reminderMinutes(claimed) ?? 0, reminderAlsoTo));
  },
};
