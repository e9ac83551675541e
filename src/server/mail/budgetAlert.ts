/**
 * The owner's e-mail when the day's AI budget is used up (src/server/budget.ts): what
 * stopped, the figures, and how to allow more. Built from the stored aiBudget document
 * when the outbox sends it, so a retry still reports that day's figures.
 */
import { BUDGET_MAIL_TEXT } from "../../config/text.ts";
import type { Env } from "../env.ts";
import { alertFrom, alertTo, escapeHtml } from "./leadAlert.ts";
import type { OutgoingMail } from "./transport.ts";

const figure = (value: unknown): string =>
  typeof value === "number" && Number.isFinite(value) ? value.toLocaleString("en-US") : "?";

/** `day` is the aiBudget document id (YYYY-MM-DD); `budget` its fields, `limit` as stored when it ran out. */
export function buildBudgetAlert(day: string, budget: Record<string, unknown>, env: Env = process.env): OutgoingMail {
  const rows: [string, string][] = [
    [BUDGET_MAIL_TEXT.used, figure(budget.tokens)],
    [BUDGET_MAIL_TEXT.limit, figure(budget.limit)],
    [BUDGET_MAIL_TEXT.calls, figure(budget.calls)],
  ];
  const intro = BUDGET_MAIL_TEXT.intro(day);
  return {
    from: alertFrom(env),
    to: alertTo(env),
    subject: BUDGET_MAIL_TEXT.subject(day),
    text: [
      intro,
      "",
      ...rows.map(([label, value]) => `${label}: ${value}`),
      "",
      BUDGET_MAIL_TEXT.raise,
      "",
      BUDGET_MAIL_TEXT.automatic,
    ].join("\n"),
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      "<table>",
      ...rows.map(
        ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
      ),
      "</table>",
      `<p>${escapeHtml(BUDGET_MAIL_TEXT.raise)}</p>`,
      `<p>${escapeHtml(BUDGET_MAIL_TEXT.automatic)}</p>`,
    ].join("\n"),
  };
}
