/**
 * The leads page's state in its address, so a search or a filter survives a reload, can be
 * bookmarked, and browser back and forward step through them: ?q=<typed> and, per table,
 * ?<table>-status=<status>&<table>-from=<channel>&<table>-lang=<language>. Unknown values read as "all".
 */
import { parseChannelFilter, parseLanguageFilter, parseStatusFilter, type LeadFilters } from "./inbox.ts";

export interface LeadsAddress {
  /** The search box's text, as typed. */
  typed: string;
  /** Each table's filters, by the table's id. */
  filters: Record<string, LeadFilters>;
}

const SEARCH_PARAM = "q";
const statusParam = (table: string) => `${table}-status`;
const channelParam = (table: string) => `${table}-from`;
const languageParam = (table: string) => `${table}-lang`;

export const NO_FILTERS: LeadFilters = { status: "", channel: "", language: "" };

export function readLeadsAddress(search: string, tables: readonly string[]): LeadsAddress {
  const params = new URLSearchParams(search);
  return {
    typed: params.get(SEARCH_PARAM) ?? "",
    filters: Object.fromEntries(
      tables.map((table) => [
        table,
        {
          status: parseStatusFilter(params.get(statusParam(table)) ?? ""),
          channel: parseChannelFilter(params.get(channelParam(table)) ?? ""),
          language: parseLanguageFilter(params.get(languageParam(table)) ?? ""),
        },
      ]),
    ),
  };
}

/** The address's query for a state: "" when nothing is searched or filtered, else "?..." with only what is set. */
export function leadsAddressQuery({ typed, filters }: LeadsAddress): string {
  const params = new URLSearchParams();
  if (typed.trim() !== "") params.set(SEARCH_PARAM, typed.trim());
  for (const [table, { status, channel, language }] of Object.entries(filters)) {
    if (status) params.set(statusParam(table), status);
    if (channel) params.set(channelParam(table), channel);
    if (language) params.set(languageParam(table), language);
  }
  const query = params.toString();
  return query === "" ? "" : `?${query}`;
}
