/**
 * The e-mails a lead produces: the owner's alert (who, what, the details, a link to the
 * lead in /admin, reply-to the visitor) and, when enabled, an acknowledgement to the
 * visitor (fixed text, nothing from the lead but its address). Pure functions of the
 * stored lead and the environment, so they are unit-tested without SMTP. Every value from
 * the lead is escaped in the HTML part; header values are kept to one line.
 */
import { PROJECT_TYPES, ROOM_TYPES, SITE, TIMELINES } from "../../config/site.ts";
import { adminLeadPath } from "../../config/routes.ts";
import { storedLanguage, type Locale } from "../../config/i18n.ts";
import { LANGUAGE_TEXT, MAIL_TEXT } from "../../config/text.ts";
import { textFor } from "../../config/text/catalogue.ts";
import { formatUsdRange } from "../../lib/format/money.ts";
import { optionLabel } from "../../lib/format/optionLabel.ts";
import { EMAIL_PATTERN } from "../../schemas/bounds.ts";
import { envText, type Env } from "../env.ts";
import type { LeadSource } from "../../schemas/lead.ts";
import type { OutgoingMail } from "./transport.ts";

export interface LeadMailInput {
  leadId: string;
  source: LeadSource;
  /** The stored lead document's fields. */
  lead: Record<string, unknown>;
}

/** The lead's own page in /admin. */
export function leadAdminUrl(leadId: string): string {
  return `${SITE.url}${adminLeadPath(leadId)}`;
}

export function alertFrom(env: Env = process.env): string {
  return envText(env, "LEAD_ALERT_FROM") ?? `${SITE.name} website <no-reply@${new URL(SITE.url).hostname}>`;
}

/** The owner's address for every alert (leads, the AI budget). */
export function alertTo(env: Env = process.env): string {
  return envText(env, "LEAD_ALERT_TO") ?? SITE.email;
}

export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Plain lines as HTML paragraphs, escaped; empty lines only separate. */
export const paragraphs = (lines: readonly string[]): string =>
  lines
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line).replace(/\n/g, "<br>")}</p>`)
    .join("\n");

/** Header-safe: one line, bounded, so a name can never add a header or flood the subject. */
export const oneLine = (value: string, max = 80): string => value.replace(/\s+/g, " ").trim().slice(0, max);

const text = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() ? value.trim() : typeof value === "number" ? String(value) : undefined;

/** The visitor's address when it is one; anything else is never used as a recipient. */
export function visitorEmail(lead: Record<string, unknown>): string | undefined {
  const email = text(lead.email);
  return email && EMAIL_PATTERN.test(email) && !/[\r\n,;<>]/.test(email) ? email : undefined;
}

/** Who the lead is, in a subject or a title: the name, else the e-mail, else the phone. */
export function who(lead: Record<string, unknown>): string {
  return oneLine(text(lead.name) ?? text(lead.email) ?? text(lead.phone) ?? MAIL_TEXT.anonymous);
}

const OPTIONS: Record<string, readonly { value: string; label: string }[]> = {
  projectType: PROJECT_TYPES,
  roomType: ROOM_TYPES,
  timeline: TIMELINES,
};

/** Label and value of each detail the owner needs, in reading order; absent fields are left out. */
export function leadDetails(lead: Record<string, unknown>): [label: string, value: string][] {
  const rows: [string, string][] = [];
  for (const [field, label] of Object.entries(MAIL_TEXT.fields)) {
    let value: string | undefined;
    if (field === "ballpark") {
      const low = typeof lead.ballparkLow === "number" ? lead.ballparkLow : null;
      const high = typeof lead.ballparkHigh === "number" ? lead.ballparkHigh : null;
      value = formatUsdRange(low, high) || undefined;
    } else {
      value = text(lead[field]);
      if (value && OPTIONS[field]) value = optionLabel(OPTIONS[field], value);
    }
    if (value) rows.push([label, value]);
  }
  return rows;
}

/** The chat's last turns, as "Visitor: ..." lines; anything not shaped like a turn is skipped. */
export function transcriptLines(lead: Record<string, unknown>): string[] {
  if (!Array.isArray(lead.transcript)) return [];
  return lead.transcript.flatMap((turn: unknown) => {
    if (!turn || typeof turn !== "object") return [];
    const { role, content } = turn as { role?: unknown; content?: unknown };
    const said = text(content);
    if (!said) return [];
    return [`${MAIL_TEXT.transcriptRoles[String(role)] ?? String(role)}: ${said}`];
  });
}

const paragraphHtml = (value: string) => escapeHtml(value).replace(/\n/g, "<br>");

export function buildLeadAlert({ leadId, source, lead }: LeadMailInput, env: Env = process.env): OutgoingMail {
  const subject = MAIL_TEXT.alertSubject[source](who(lead));
  const details = leadDetails(lead);
  const transcript = transcriptLines(lead);
  const link = leadAdminUrl(leadId);
  const replyTo = visitorEmail(lead);

  const language = languageNote(lead);
  const textBody = [
    MAIL_TEXT.alertIntro[source],
    ...(language ? [language] : []),
    "",
    ...details.map(([label, value]) => `${label}: ${value}`),
    ...(transcript.length ? ["", `${MAIL_TEXT.transcriptTitle}:`, ...transcript] : []),
    "",
    `${MAIL_TEXT.openInAdmin}: ${link}`,
    ...(replyTo ? [MAIL_TEXT.replyHint] : []),
  ].join("\n");

  const html = [
    `<p>${escapeHtml(MAIL_TEXT.alertIntro[source])}</p>`,
    ...(language ? [`<p><strong>${escapeHtml(language)}</strong></p>`] : []),
    "<table>",
    ...details.map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${paragraphHtml(value)}</td></tr>`,
    ),
    "</table>",
    ...(transcript.length
      ? [
          `<h3>${escapeHtml(MAIL_TEXT.transcriptTitle)}</h3>`,
          ...transcript.map((line) => `<p>${paragraphHtml(line)}</p>`),
        ]
      : []),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(MAIL_TEXT.openInAdmin)}</a></p>`,
    ...(replyTo ? [`<p>${escapeHtml(MAIL_TEXT.replyHint)}</p>`] : []),
  ].join("\n");

  return { from: alertFrom(env), to: alertTo(env), ...(replyTo ? { replyTo } : {}), subject, text: textBody, html };
}

/** The estimate's figures the visitor chose (never the scope they typed nor the AI's text), for the confirmation. */
const ACK_ESTIMATE_FIELDS = ["projectType", "roomType", "squareFootage", "timeline", "ballpark"] as const;

/** The language a lead was sent in; English for a lead stored before leads kept theirs. */
export const leadLanguage = (lead: { language?: unknown }): Locale => storedLanguage(lead);

/** "Prefers Spanish" for the owner, when the visitor wrote from a page not in English. */
export function languageNote(lead: { language?: unknown }): string | undefined {
  const language = leadLanguage(lead);
  return language === "en" ? undefined : LANGUAGE_TEXT.prefers(LANGUAGE_TEXT.names[language]);
}

/**
 * The visitor's confirmation, in the language of the page they wrote from, or undefined
 * when the lead has no usable address. The company's words only, never the lead's: anyone
 * can type any address into the form, and a name or message echoed back would let them
 * send their text in our mail to anyone. An estimate's figures are the visitor's choices
 * from fixed lists, a number and our ballpark.
 */
export function buildLeadAck({ lead, source }: LeadMailInput, env: Env = process.env): OutgoingMail | undefined {
  const to = visitorEmail(lead);
  if (!to) return undefined;
  const T = textFor(leadLanguage(lead)).ACK_MAIL_TEXT;
  const details: [string, string][] =
    source === "estimate"
      ? ACK_ESTIMATE_FIELDS.flatMap((field) => {
          const found = leadDetails(lead).find(([label]) => label === MAIL_TEXT.fields[field]);
          return found ? [[T.estimateFields[field], found[1]]] : [];
        })
      : [];
  const lines = [
    T.greeting,
    "",
    T.body,
    source === "booking" ? "" : T.next[source],
    ...(source === "estimate" ? [T.whereToFollow] : []),
    ...(details.length ? ["", `${T.estimateTitle}:`, ...details.map(([label, value]) => `${label}: ${value}`)] : []),
    "",
    T.hours,
    T.urgent,
    "",
    SITE.name,
    "",
    T.automatic,
  ];
  const html = lines
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join("\n");
  return { from: alertFrom(env), to, replyTo: SITE.email, subject: T.subject, text: lines.join("\n"), html };
}

/**
 * The owner's reminder about a lead still "new" `minutes` (office time) after it arrived:
 * to the owner and the second address when there is one, with the lead's details and the
 * link that opens it, reply-to the visitor like the alert.
 */
export function buildLeadReminder(
  input: LeadMailInput,
  minutes: number,
  alsoTo: string,
  env: Env = process.env,
): OutgoingMail {
  const alert = buildLeadAlert(input, env);
  const intro = MAIL_TEXT.reminderIntro(minutes, MAIL_TEXT.sourceNames[input.source]);
  const language = languageNote(input.lead);
  const details = [
    ...(language ? [language] : []),
    ...leadDetails(input.lead).map(([label, value]) => `${label}: ${value}`),
  ];
  const link = leadAdminUrl(input.leadId);
  const lines = [intro, "", ...details, "", `${MAIL_TEXT.openInAdmin}: ${link}`, MAIL_TEXT.reminderStop];
  const recipients = [alertTo(env), ...(alsoTo && visitorEmail({ email: alsoTo }) ? [alsoTo] : [])];
  return {
    ...alert,
    to: recipients.join(", "),
    subject: MAIL_TEXT.reminderSubject(who(input.lead), minutes),
    text: lines.join("\n"),
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      `<p>${details.map(paragraphHtml).join("<br>")}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(MAIL_TEXT.openInAdmin)}</a></p>`,
      `<p>${escapeHtml(MAIL_TEXT.reminderStop)}</p>`,
    ].join("\n"),
  };
}
