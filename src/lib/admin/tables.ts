import { PROJECT_TYPES, ROOM_TYPES, TIMELINES } from "../../config/site.ts";
import type { CsvColumn } from "./csv.ts";
import { formatAdminDate, formatCsvDate } from "./formatDate.ts";
import type { ContactFormRow, EstimateRow } from "./rows.ts";

/** A column of a dashboard table: its header and what a cell shows. */
export interface TableColumn<Row> {
  header: string;
  display: (row: Row) => string;
  /** Free text that can run long (messages, scope, AI results): wrapped and collapsible. */
  long?: boolean;
  /** Narrow values that must not wrap (dates, phone numbers). */
  nowrap?: boolean;
}

export interface TableSpec<Row> {
  id: string;
  title: string;
  /** Said in the table when there is nothing to show. */
  empty: string;
  filenameBase: string;
  columns: readonly TableColumn<Row>[];
  csv: readonly CsvColumn<Row>[];
}

/** The label the estimator form showed for a stored option value (an unknown value shows as stored). */
export function optionLabel(options: readonly { value: string; label: string }[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

export function ballparkText(low: number | null, high: number | null): string {
  if (low === null && high === null) return "";
  if (low === null || high === null || low === high) return usd.format((low ?? high) as number);
  return `${usd.format(low)}–${usd.format(high)}`;
}

export function squareFeetText(value: number | null): string {
  return value === null ? "" : `${value.toLocaleString("en-US")} sq ft`;
}

export const CONTACT_TABLE: TableSpec<ContactFormRow> = {
  id: "contact-forms",
  title: "Contact forms",
  empty: "No contact forms yet. Messages sent from the Contact page will appear here.",
  filenameBase: "contact-forms",
  columns: [
    { header: "Date", display: (row) => formatAdminDate(row.timestamp), nowrap: true },
    { header: "Name", display: (row) => row.name },
    { header: "Email", display: (row) => row.email },
    { header: "Phone", display: (row) => row.phone, nowrap: true },
    { header: "Message", display: (row) => row.message, long: true },
  ],
  csv: [
    { header: "Date", value: (row) => formatCsvDate(row.timestamp) },
    { header: "Name", value: (row) => row.name },
    { header: "Email", value: (row) => row.email },
    { header: "Phone", value: (row) => row.phone },
    { header: "Message", value: (row) => row.message },
  ],
};

export const ESTIMATE_TABLE: TableSpec<EstimateRow> = {
  id: "estimates",
  title: "Estimates",
  empty: "No estimates yet. Estimates generated with the AI Estimator will appear here.",
  filenameBase: "estimates",
  columns: [
    { header: "Date", display: (row) => formatAdminDate(row.timestamp), nowrap: true },
    { header: "Email", display: (row) => row.email },
    { header: "Project type", display: (row) => optionLabel(PROJECT_TYPES, row.projectType) },
    { header: "Room", display: (row) => optionLabel(ROOM_TYPES, row.roomType) },
    { header: "Size", display: (row) => squareFeetText(row.squareFootage), nowrap: true },
    { header: "Timeline", display: (row) => optionLabel(TIMELINES, row.timeline) },
    { header: "Ballpark", display: (row) => ballparkText(row.ballparkLow, row.ballparkHigh), nowrap: true },
    { header: "Scope", display: (row) => row.scope, long: true },
    { header: "Estimate", display: (row) => row.result, long: true },
  ],
  csv: [
    { header: "Date", value: (row) => formatCsvDate(row.timestamp) },
    { header: "Email", value: (row) => row.email },
    { header: "User ID", value: (row) => row.userId },
    { header: "Project type", value: (row) => optionLabel(PROJECT_TYPES, row.projectType) },
    { header: "Room", value: (row) => optionLabel(ROOM_TYPES, row.roomType) },
    { header: "Square footage", value: (row) => row.squareFootage },
    { header: "Timeline", value: (row) => optionLabel(TIMELINES, row.timeline) },
    { header: "Ballpark low (USD)", value: (row) => row.ballparkLow },
    { header: "Ballpark high (USD)", value: (row) => row.ballparkHigh },
    { header: "Scope", value: (row) => row.scope },
    { header: "Estimate", value: (row) => row.result },
  ],
};

/** Text longer than this (or with more than three lines) starts collapsed with a "Show more" toggle. */
export const LONG_TEXT_CHARS = 160;

export function isLongText(value: string): boolean {
  return value.length > LONG_TEXT_CHARS || value.split("\n").length > 3;
}
