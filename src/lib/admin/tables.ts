import { PROJECT_TYPES, ROOM_TYPES, TIMELINES } from "../../config/site.ts";
import { ADMIN_TEXT, LANGUAGE_TEXT } from "../../config/text.ts";
import type { Locale } from "../../config/i18n.ts";
import type { CsvColumn } from "./csv.ts";
import { estimateChoices } from "../format/estimateChoices.ts";
import { formatAdminDate, formatCsvDate } from "../format/date.ts";
import { formatUsdRange } from "../format/money.ts";
import { optionLabel } from "../format/optionLabel.ts";
import type { ContactLead, EstimateLead, LeadFields, LeadTranscriptTurn } from "../../schemas/lead.ts";
import { leadWho } from "./inbox.ts";
import { originCsvColumns, originPages, originSummary } from "./origin.ts";

/** A column of a dashboard table: its header and what a cell shows. */
export interface TableColumn<Row> {
  header: string;
  display: (row: Row) => string;
  /** Free text that can run long (messages, scope, AI results): wrapped and collapsible. */
  long?: boolean;
  /** Narrow values that must not wrap (dates, phone numbers). */
  nowrap?: boolean;
  /** Said (muted) in place of an empty value: a chat lead may leave its e-mail, phone or note out. */
  missing?: string;
  /** Where the value links to (mailto:, tel:); never for an empty value. */
  href?: (row: Row) => string | null;
  /** Shown as a badge (the lead's source). */
  badge?: boolean;
  /** A conversation shown under the value, collapsed (a chat lead's transcript). */
  transcript?: (row: Row) => readonly LeadTranscriptTurn[];
  /** A second, smaller line under the value (a lead's landing and sent-from pages). */
  detail?: (row: Row) => string;
}

export interface TableSpec<Row> {
  id: string;
  title: string;
  /** Said in the table when there is nothing to show. */
  empty: string;
  filenameBase: string;
  columns: readonly TableColumn<Row>[];
  csv: readonly CsvColumn<Row>[];
  /** Who a row is about: the heading of its card on a narrow screen. */
  cardTitle: (row: Row) => string;
  /** A lead list's second line: what kind of lead, and a few words of what it asks. */
  kind?: (row: Row) => string;
  summary?: (row: Row) => string;
}

/** A mail link, or null for an empty or unusable address (a chat lead may give only a phone). */
export function mailHref(email: string): string | null {
  const address = email.trim();
  return address.includes("@") ? `mailto:${address}` : null;
}

/** A tap-to-call link with the number's digits (and a leading +), or null without digits. */
export function telHref(phone: string): string | null {
  const digits = phone.replace(/\D/g, "");
  if (digits === "") return null;
  return `tel:${phone.trim().startsWith("+") ? "+" : ""}${digits}`;
}

/** The conversation as one export cell: a line per turn, "Visitor: ..." / "Assistant: ...". */
function transcriptText(turns: readonly LeadTranscriptTurn[]): string {
  return turns.map((turn) => `${ADMIN_TEXT.inbox.transcriptRoles[turn.role]}: ${turn.content}`).join("\n");
}

/** The owner's own fields go last in an export, after the lead's, so the spec's columns keep their places. */
function leadCsvColumns<Row extends LeadFields>(): CsvColumn<Row>[] {
  return [
    { header: ADMIN_TEXT.columns.status, value: (row) => ADMIN_TEXT.inbox.statusLabels[row.status] },
    { header: ADMIN_TEXT.columns.note, value: (row) => row.note },
  ];
}

/** The visitor's language as the owner reads it: "English", "Spanish". */
const languageName = (row: { language: Locale }) => LANGUAGE_TEXT.names[row.language];

/** A list line's kind of lead, with "Prefers Spanish" when the visitor wrote from a page not in English. */
function kindWithLanguage(kind: string, row: { language: Locale }): string {
  return row.language === "en" ? kind : `${kind} · ${LANGUAGE_TEXT.prefers(languageName(row))}`;
}

/** Where the lead came from: the channel and campaign, with the pages under it. */
function cameFromColumn<Row extends ContactLead | EstimateLead>(): TableColumn<Row> {
  return { header: ADMIN_TEXT.columns.cameFrom, display: originSummary, detail: originPages };
}

/** Where a message lead came from; a visit booked in the chat says so (its lead carries the conversation). */
function sourceLabel(row: ContactLead): string {
  return row.source === "booking" && row.transcript.length > 0
    ? ADMIN_TEXT.inbox.bookedInChat
    : ADMIN_TEXT.inbox.sourceLabels[row.source];
}

export const CONTACT_TABLE: TableSpec<ContactLead> = {
  id: "contact-forms",
  ...ADMIN_TEXT.contactTable,
  filenameBase: "contact-forms",
  columns: [
    { header: ADMIN_TEXT.columns.date, display: (row) => formatAdminDate(row.timestamp) },
    {
      header: ADMIN_TEXT.columns.source,
      display: sourceLabel,
      badge: true,
      nowrap: true,
    },
    { header: ADMIN_TEXT.columns.name, display: (row) => row.name },
    {
      header: ADMIN_TEXT.columns.email,
      display: (row) => row.email,
      href: (row) => mailHref(row.email),
      missing: ADMIN_TEXT.inbox.notGiven,
    },
    {
      header: ADMIN_TEXT.columns.phone,
      display: (row) => row.phone,
      href: (row) => telHref(row.phone),
      missing: ADMIN_TEXT.inbox.notGiven,
      nowrap: true,
    },
    {
      header: ADMIN_TEXT.columns.message,
      display: (row) => row.message,
      long: true,
      missing: ADMIN_TEXT.inbox.noNote,
      transcript: (row) => row.transcript,
    },
    cameFromColumn<ContactLead>(),
    { header: LANGUAGE_TEXT.column, display: languageName, nowrap: true },
  ],
  cardTitle: leadWho,
  kind: (row) => kindWithLanguage(ADMIN_TEXT.now.kinds[row.source], row),
  // A chat lead may leave no note: its visitor's first question says what it is about.
  summary: (row) => row.message || (row.transcript.find((turn) => turn.role === "user")?.content ?? ""),
  csv: [
    { header: ADMIN_TEXT.columns.date, value: (row) => formatCsvDate(row.timestamp) },
    { header: ADMIN_TEXT.columns.name, value: (row) => row.name },
    { header: ADMIN_TEXT.columns.email, value: (row) => row.email },
    { header: ADMIN_TEXT.columns.phone, value: (row) => row.phone },
    { header: ADMIN_TEXT.columns.message, value: (row) => row.message },
    // After the spec's columns, before the owner's own.
    { header: ADMIN_TEXT.columns.source, value: sourceLabel },
    { header: ADMIN_TEXT.columns.conversation, value: (row) => transcriptText(row.transcript) },
    { header: LANGUAGE_TEXT.column, value: languageName },
    ...originCsvColumns<ContactLead>(),
    ...leadCsvColumns<ContactLead>(),
  ],
};

export const ESTIMATE_TABLE: TableSpec<EstimateLead> = {
  id: "estimates",
  ...ADMIN_TEXT.estimateTable,
  filenameBase: "estimates",
  columns: [
    { header: ADMIN_TEXT.columns.date, display: (row) => formatAdminDate(row.timestamp) },
    { header: ADMIN_TEXT.columns.email, display: (row) => row.email, href: (row) => mailHref(row.email) },
    { header: ADMIN_TEXT.columns.name, display: (row) => row.userName },
    {
      header: ADMIN_TEXT.columns.phone,
      display: (row) => row.userPhone,
      href: (row) => telHref(row.userPhone),
      nowrap: true,
    },
    // One column for the four choices, so the table fits a laptop's screen (at 1,366 px it cut its last column).
    {
      header: ADMIN_TEXT.columns.project,
      display: estimateChoices,
    },
    { header: ADMIN_TEXT.columns.ballpark, display: (row) => formatUsdRange(row.ballparkLow, row.ballparkHigh) },
    { header: ADMIN_TEXT.columns.scope, display: (row) => row.scope, long: true },
    { header: ADMIN_TEXT.columns.estimate, display: (row) => row.result, long: true },
    cameFromColumn<EstimateLead>(),
  ],
  cardTitle: leadWho,
  kind: (row) => kindWithLanguage(ADMIN_TEXT.now.kinds.estimate, row),
  summary: (row) => `${estimateChoices(row)} · ${row.scope}`,
  csv: [
    { header: ADMIN_TEXT.columns.date, value: (row) => formatCsvDate(row.timestamp) },
    { header: ADMIN_TEXT.columns.email, value: (row) => row.email },
    { header: ADMIN_TEXT.columns.userId, value: (row) => row.userId },
    { header: ADMIN_TEXT.columns.projectType, value: (row) => optionLabel(PROJECT_TYPES, row.projectType) },
    { header: ADMIN_TEXT.columns.room, value: (row) => optionLabel(ROOM_TYPES, row.roomType) },
    { header: ADMIN_TEXT.columns.squareFootage, value: (row) => row.squareFootage },
    { header: ADMIN_TEXT.columns.timeline, value: (row) => optionLabel(TIMELINES, row.timeline) },
    { header: ADMIN_TEXT.columns.ballparkLow, value: (row) => row.ballparkLow },
    { header: ADMIN_TEXT.columns.ballparkHigh, value: (row) => row.ballparkHigh },
    { header: ADMIN_TEXT.columns.scope, value: (row) => row.scope },
    { header: ADMIN_TEXT.columns.estimate, value: (row) => row.result },
    // From the asker's profile at export time, after the estimate's own columns.
    { header: ADMIN_TEXT.columns.name, value: (row) => row.userName },
    { header: ADMIN_TEXT.columns.phone, value: (row) => row.userPhone },
    ...originCsvColumns<EstimateLead>(),
    ...leadCsvColumns<EstimateLead>(),
  ],
};

/** Text longer than this (or with more than three lines) starts collapsed with a "Show more" toggle. */
export const LONG_TEXT_CHARS = 160;

export function isLongText(value: string, lines: 2 | 3 = 3): boolean {
  // Two lines hold about half of what three lines of a wider cell do.
  const chars = lines === 3 ? LONG_TEXT_CHARS : LONG_TEXT_CHARS / 2;
  return value.length > chars || value.split("\n").length > lines;
}
