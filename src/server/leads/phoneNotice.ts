/**
 * A lead's post to the owner's phone (ALERT_WEBHOOK_URL), or with `minutes` its reminder;
 * queued by followUp.ts. Without a webhook configured there is nothing to post.
 */
import { buildPhoneAlert } from "../alerts/phoneAlert.ts";
import { configuredWebhook, postWebhook, webhookFailure } from "../alerts/webhook.ts";
import {
  recordOnLead,
  type Claimed,
  type Delivery,
  type NotificationHandler,
  type StoredLead,
} from "../outbox/deliver.ts";
import { leadMailInput, reminderMinutes } from "./alertNotice.ts";
import { isAnswered } from "./followUp.ts";

const recordAlert = recordOnLead("hook");

function phoneDelivery(claimed: Claimed, lead: StoredLead): Delivery {
  const minutes = reminderMinutes(claimed);
  if (minutes !== undefined && isAnswered(lead.data ?? {})) return { skip: "answered" };
  const webhook = configuredWebhook();
  if (!webhook) return { skip: "no_webhook" };
  const alert = buildPhoneAlert({ ...leadMailInput(claimed, lead), minutes });
  return { send: () => postWebhook(webhook, alert), failure: webhookFailure };
}

export const phoneNotice: NotificationHandler = {
  group: "phone",
  deliver: (claimed, lead) => Promise.resolve(phoneDelivery(claimed, lead)),
  // A reminder's post given up is past its moment; the alert's shows on its lead.
  givenUp: async (claimed, record, at) => {
    if (reminderMinutes(claimed) === undefined) await recordAlert(claimed, record, at);
  },
};
