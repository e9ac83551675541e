/**
 * The owner's e-mail on a day the calendar's iCal address, or the hours themselves, could
 * not be read (src/server/booking/calendarAlert.ts).
 */
import { SITE } from "../../config/site.ts";
import { ADMIN_PAGES } from "../../config/routes.ts";
import { CALENDAR_MAIL_TEXT } from "../../config/text.ts";
import type { Env } from "../env.ts";
import { alertFrom, alertTo, escapeHtml } from "./leadAlert.ts";
import type { OutgoingMail } from "./transport.ts";

/** `record.problem`: "hours" when settings/availability failed its schema, else the calendar's feed. */
export function buildCalendarAlert(id: string, record: Record<string, unknown>, env: Env = process.env): OutgoingMail {
  const cause = typeof record.cause === "string" ? record.cause : "unknown";
  const day = typeof record.day === "string" ? record.day : id;
  const text = record.problem === "hours" ? { ...CALENDAR_MAIL_TEXT, ...CALENDAR_MAIL_TEXT.hours } : CALENDAR_MAIL_TEXT;
  const lines = [
    text.intro,
    "",
    `${CALENDAR_MAIL_TEXT.cause}: ${cause}`,
    "",
    text.fix,
    `${SITE.url}${ADMIN_PAGES.settings}`,
    "",
    CALENDAR_MAIL_TEXT.automatic,
  ];
  return {
    from: alertFrom(env),
    to: alertTo(env),
    subject: text.subject(day),
    text: lines.join("\n"),
    html: lines
      .filter(Boolean)
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join("\n"),
  };
}
