/** The owner's alert that the AI budget ran out (budgetAlertQueue.ts); its `lead` is the day's figures. */
import { buildBudgetAlert } from "./mail/budgetAlert.ts";
import { mailDelivery, type NotificationHandler } from "./outbox/deliver.ts";

export const budgetNotice: NotificationHandler = {
  group: "owner",
  deliver: (_claimed, figures) => Promise.resolve(mailDelivery(buildBudgetAlert(figures.id, figures.data ?? {}))),
};
