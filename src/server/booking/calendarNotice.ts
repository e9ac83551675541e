/** The owner's alert that the calendar or the hours could not be read (calendarAlert.ts); its `lead` is the day's record. */
import { buildCalendarAlert } from "../mail/calendarAlert.ts";
import { mailDelivery, type NotificationHandler } from "../outbox/deliver.ts";

export const calendarNotice: NotificationHandler = {
  group: "owner",
  deliver: (_claimed, record) => Promise.resolve(mailDelivery(buildCalendarAlert(record.id, record.data ?? {}))),
};
