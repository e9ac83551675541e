/** The owner's one e-mail for an hour's leads past the alert ceiling (alertCeiling.ts); its `lead` is the hour's record. */
import { buildLeadDigest } from "../mail/leadDigest.ts";
import { mailDelivery, type NotificationHandler } from "../outbox/deliver.ts";

export const digestNotice: NotificationHandler = {
  group: "owner",
  deliver: async (_claimed, record) => mailDelivery(await buildLeadDigest(record.id)),
};
