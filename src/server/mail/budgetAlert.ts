/**
 * The owner's e-mail when the day's AI budget, or chat's share of it, is used up
 * (src/server/budget.ts): what stopped, the figures, and how to allow more. Built from the stored aiBudget document
 * when the outbox sends it, so a retry still reports that day's figures.
 */
import { BUDGET_MAIL_TEXT } from "../../config/text.ts";
import type { Env } from "../env.ts";
import { alertFrom, alertTo, escapeHtml } from "./leadAlert.ts";
import type { OutgoingMail } from "./transport.ts";

const figure = (value: unknown): string =>
  typeof value === "number" && Number.isFinite(value) ? value.toLocaleString("en-US") : "?";

/**
 * `id` is the stored document's id: the aiBudget day (YYYY-MM-DD) for the whole budget,
 * whose fields hold `limit` as stored when it ran out; for chat's share the copy with
 * `scope: "chat"` and its own `day`.
 */
export function buildBudgetAlert(id: string, budget: Record<string, unknown>, env: Env = process.env): OutgoingMail {
  const day = typeof budget.day === "string" ? budget.day : id;
  const text = budget.scope === "chat" ? BUDGET_MAIL_TEXT.chat : BUDGET_MAIL_TEXT;
  const rows: [string, string][] = [
    [text.used, figure(budget.tokens)],
    [text.limit, figure(budget.limit)],
    [text.calls, figure(budget.calls)],
  ];
  const intro = text.intro(day);
  return {
    from: alertFrom(env),
    to: alertTo(env),
    subject: text.subject(day),
    text: [
      intro,
      "",
      ...rows.map(([label, value]) => `${label}: ${value}`),
      "",
      text.raise,
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
      `<p>${escapeHtml(text.raise)}</p>`,
      `<p>${escapeHtml(BUDGET_MAIL_TEXT.automatic)}</p>`,
    ].join("\n"),
  };
}
