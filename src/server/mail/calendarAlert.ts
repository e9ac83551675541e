/** The owner's e-mail on a day the calendar's iCal address could not be read (src/server/booking/calendarAlert.ts). */
import { SITE } from "../../config/site.ts";
import { ROUTES } from "../../config/routes.ts";
import { CALENDAR_MAIL_TEXT } from "../../config/text.ts";
import type { Env } from "../env.ts";
import { alertFrom, alertTo, escapeHtml } from "./leadAlert.ts";
import type { OutgoingMail } from "./transport.ts";

export function buildCalendarAlert(day: string, record: Record<string, unknown>, env: Env = process.env): OutgoingMail {
  const cause = typeof record.cause === "string" ? record.cause : "unknown";
  const lines = [
    CALENDAR_MAIL_TEXT.intro,
    "",
    `${CALENDAR_MAIL_TEXT.cause}: ${cause}`,
    "",
    CALENDAR_MAIL_TEXT.fix,
    `${SITE.url}${ROUTES.admin}`,
    "",
    CALENDAR_MAIL_TEXT.automatic,
  ];
  return {
    from: alertFrom(env),
    to: alertTo(env),
    subject: CALENDAR_MAIL_TEXT.subject(day),
    text: lines.join("\n"),
    html: lines
      .filter(Boolean)
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join("\n"),
  };
}
