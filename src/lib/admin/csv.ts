import { saveFile } from "../saveFile.ts";
import { format } from "date-fns";

export type CsvValue = string | number | null | undefined;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

/**
 * A spreadsheet runs a cell that starts with one of these as a formula (CSV injection):
 * "=HYPERLINK(...)" typed into the contact form must reach the owner as text.
 * The set is OWASP's; such a cell gets a leading apostrophe, which spreadsheets hide.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One RFC 4180 cell: strings always quoted (inner quotes doubled), numbers bare. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** RFC 4180: CRLF between records, a header record first, a CRLF after the last one. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const records = [
    columns.map((column) => csvCell(column.header)),
    ...rows.map((row) => columns.map((column) => csvCell(column.value(row)))),
  ];
  return records.map((cells) => cells.join(",")).join("\r\n") + "\r\n";
}

export function csvFilename(base: string, now: Date | number = Date.now()): string {
  return `${base}-${format(now, "yyyy-MM-dd")}.csv`;
}

/**
 * Saves the text as a file. The byte-order mark makes Excel
 * read the file as UTF-8 (names with accents, the en dash in timelines).
 */
export function downloadCsv(filename: string, csv: string): void {
  saveFile(filename, new Blob(["\uFEFF", csv], { type: "text/csv;charset=utf-8" }));
}
