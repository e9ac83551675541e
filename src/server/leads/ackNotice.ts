/** The visitor's instant reply to a lead, within the day's e-mails to their mailbox. */
import { buildLeadAck } from "../mail/leadAlert.ts";
import { recordOnLead, visitorMailDelivery, type NotificationHandler } from "../outbox/deliver.ts";
import { leadMailInput } from "./alertNotice.ts";

export const ackNotice: NotificationHandler = {
  group: "visitors",
  deliver: (claimed, lead) => visitorMailDelivery(buildLeadAck(leadMailInput(claimed, lead)), claimed.id),
  givenUp: recordOnLead("ack"),
};
