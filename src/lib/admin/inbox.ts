/**
 * The lead inbox's bookkeeping, without Firestore or React: who a row is about (for
 * labels and the delete question), the status options, and how the loaded rows and the
 * new-lead count change when the owner edits or deletes a lead. The island applies these
 * to its state; tests/unit/adminInbox.test.ts checks them.
 */
import { isLeadId } from "../../config/routes.ts";
import { ADMIN_TEXT, LANGUAGE_TEXT } from "../../config/text.ts";
import { LOCALES, type Locale } from "../../config/i18n.ts";
import type { PageCursor, PageRequest } from "../firebase/adminData.ts";
import { LEAD_STATUSES, type LeadFields, type LeadMailFailure, type LeadStatus } from "../../schemas/lead.ts";
import { searchQuery } from "../../schemas/leadSearch.ts";
import { LEAD_CHANNELS, type LeadChannel } from "../../schemas/leadOrigin.ts";

export interface StatusOption {
  value: LeadStatus;
  label: string;
}

export const STATUS_OPTIONS: readonly StatusOption[] = LEAD_STATUSES.map((value) => ({
  value,
  label: ADMIN_TEXT.inbox.statusLabels[value],
}));

/** The status filter: a status, or "" for all. */
export type StatusFilter = LeadStatus | "";

export function parseStatusFilter(value: string): StatusFilter {
  return LEAD_STATUSES.find((status) => status === value) ?? "";
}

/** The "came from" filter: a channel, or "" for all. */
export type ChannelFilter = LeadChannel | "";

const CHANNEL_OPTIONS: readonly { value: LeadChannel; label: string }[] = LEAD_CHANNELS.map((value) => ({
  value,
  label: ADMIN_TEXT.origin.channelLabels[value],
}));

export function parseChannelFilter(value: string): ChannelFilter {
  return LEAD_CHANNELS.find((channel) => channel === value) ?? "";
}

/** The language filter: the language of the page the lead was sent from, or "" for all. */
export type LanguageFilter = Locale | "";

export const LANGUAGE_OPTIONS: readonly { value: Locale; label: string }[] = LOCALES.map((value) => ({
  value,
  label: LANGUAGE_TEXT.names[value],
}));

export function parseLanguageFilter(value: string): LanguageFilter {
  return LOCALES.find((locale) => locale === value) ?? "";
}

/** The lead a lead page's address names (/admin/lead?id=<id>), or null; ids are Firestore's (letters, digits, - and _). */
export function linkedLeadId(search: string): string | null {
  const id = new URLSearchParams(search).get("id") ?? "";
  return isLeadId(id) ? id : null;
}

/** Typing pauses this long before the tables search: one query per word typed, not per key. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The search both tables run: the term Firestore is asked for and what the owner typed, for the texts. */
export interface ActiveSearch {
  term: string;
  typed: string;
}

/**
 * What the search box's text becomes: the search to run (null: list every lead) and the
 * line that says what was searched, or why nothing was (too short); null when nothing is typed.
 */
export function searchState(typed: string): { search: ActiveSearch | null; says: string | null } {
  const query = searchQuery(typed);
  if (query.kind === "none") return { search: null, says: null };
  if (query.kind === "tooShort") return { search: null, says: ADMIN_TEXT.search.tooShort };
  const shown = typed.trim();
  return { search: { term: query.term, typed: shown }, says: ADMIN_TEXT.search.showing(shown) };
}

/** A table's filters: a status, where the leads came from and their language, "" for all. */
export interface LeadFilters {
  status: StatusFilter;
  channel: ChannelFilter;
  language: LanguageFilter;
}

/** One of a table's filters as its toolbar shows it: a labelled select with "all" first. */
export interface LeadFilterControl {
  key: keyof LeadFilters;
  label: (table: string) => string;
  allLabel: string;
  choices: readonly { value: string; label: string }[];
  /** The table's filters once the owner picked `value` here ("" for all). */
  choose: (filters: LeadFilters, value: string) => LeadFilters;
}

/** The toolbar's filters, in its order: status, where the leads came from, their language. */
export const LEAD_FILTER_CONTROLS: readonly LeadFilterControl[] = [
  {
    key: "status",
    label: ADMIN_TEXT.inbox.filterLabel,
    allLabel: ADMIN_TEXT.inbox.filterAll,
    choices: STATUS_OPTIONS,
    choose: (filters, value) => ({ ...filters, status: parseStatusFilter(value) }),
  },
  {
    key: "channel",
    label: ADMIN_TEXT.origin.filterLabel,
    allLabel: ADMIN_TEXT.origin.filterAll,
    choices: CHANNEL_OPTIONS,
    choose: (filters, value) => ({ ...filters, channel: parseChannelFilter(value) }),
  },
  {
    key: "language",
    label: LANGUAGE_TEXT.filterLabel,
    allLabel: LANGUAGE_TEXT.filterAll,
    choices: LANGUAGE_OPTIONS,
    choose: (filters, value) => ({ ...filters, language: parseLanguageFilter(value) }),
  },
];

/** One page of a table: its filters and the search together, after the cursor when given. */
export function pageRequest(
  { status, channel, language }: LeadFilters,
  search: ActiveSearch | null,
  after?: PageCursor,
): PageRequest {
  return {
    ...(status ? { status } : {}),
    ...(channel ? { channel } : {}),
    ...(language ? { language } : {}),
    ...(search ? { search: search.term } : {}),
    ...(after ? { after } : {}),
  };
}

/**
 * What an empty table says: nothing matches the search (with its status, or with the other
 * filters), nothing has the
 * status, nothing came from the channel, nothing is in the language, nothing matches two
 * of those together, or no leads yet.
 */
export function emptyText(
  table: { title: string; empty: string },
  { status: filter, channel, language }: LeadFilters,
  search: ActiveSearch | null,
) {
  const status = filter ? ADMIN_TEXT.inbox.statusLabels[filter] : undefined;
  if (search && (channel || language)) return ADMIN_TEXT.inbox.noneMatchFiltered(search.typed);
  if (search) return ADMIN_TEXT.inbox.noneMatch(search.typed, status);
  if ([filter, channel, language].filter(Boolean).length > 1) return ADMIN_TEXT.inbox.noneMatchFilters(table.title);
  if (status) return ADMIN_TEXT.inbox.noneWithStatus(table.title, status);
  if (language) return LANGUAGE_TEXT.noneIn(table.title, LANGUAGE_TEXT.names[language]);
  return channel
    ? ADMIN_TEXT.origin.noneFromChannel(table.title, ADMIN_TEXT.origin.channelLabels[channel])
    : table.empty;
}

/**
 * Names the lead in labels and the delete question: a contact form's name, an estimate's
 * asker's profile name, else the e-mail.
 */
export function leadWho(row: { name?: string; userName?: string; email: string; phone?: string }): string {
  return (
    row.name?.trim() || row.userName?.trim() || row.email.trim() || row.phone?.trim() || ADMIN_TEXT.inbox.anonymous
  );
}

/** What the row says about an e-mail the outbox gave up on: which one, and why. */
export function mailFailureText({ kind, reason, attempts, smtpCode }: LeadMailFailure): string {
  const { mailFailed, mailFailureReasons } = ADMIN_TEXT.inbox;
  if (reason === "gave_up") return mailFailed[kind](mailFailureReasons.gaveUp(attempts));
  return mailFailed[kind](kind === "hook" ? mailFailureReasons.hookRefused : mailFailureReasons.refused(smtpCode));
}

type Lead = LeadFields & { id: string };

/** The rows with one lead's status and note (and first-answer time, when given) replaced. */
export function withLeadFields<Row extends Lead>(
  rows: readonly Row[],
  id: string,
  fields: LeadFields & { firstResponseAt?: number | null },
): Row[] {
  return rows.map((row) => (row.id === id ? { ...row, ...fields } : row));
}

export function withoutLead<Row extends Lead>(rows: readonly Row[], id: string): Row[] {
  return rows.filter((row) => row.id !== id);
}

/**
 * The new-lead count after one lead went from `from` to `to` (null: deleted), kept in
 * step locally so the owner sees it change without another count query. An unknown
 * count (it failed to load) stays unknown.
 */
export function newCountAfter(count: number | null, from: LeadStatus, to: LeadStatus | null): number | null {
  if (count === null) return null;
  const delta = (to === "new" ? 1 : 0) - (from === "new" ? 1 : 0);
  return Math.max(0, count + delta);
}

/** A page's rows after the ones already loaded; a lead that shows up twice (written between reads) is kept once. */
export function appendPage<Row extends { id: string }>(rows: readonly Row[], page: readonly Row[]): Row[] {
  const seen = new Set(rows.map((row) => row.id));
  return [...rows, ...page.filter((row) => !seen.has(row.id))];
}

/** The most rows one export reads: 200 pages of 25, a bound on what a click may cost. */
const EXPORT_MAX_ROWS = 5_000;

/**
 * Every lead of the current filter, read a page at a time (never the whole collection in
 * one read), up to EXPORT_MAX_ROWS.
 */
export async function readAllPages<Row, Cursor>(
  readPage: (after: Cursor | undefined) => Promise<{ rows: Row[]; next: Cursor | null }>,
  maxRows: number = EXPORT_MAX_ROWS,
): Promise<Row[]> {
  const rows: Row[] = [];
  let after: Cursor | undefined;
  do {
    const page = await readPage(after);
    rows.push(...page.rows);
    after = page.next ?? undefined;
  } while (after !== undefined && rows.length < maxRows);
  return rows.slice(0, maxRows);
}
