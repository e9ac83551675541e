import { useState, type ReactNode } from "react";
import { COMMON_TEXT, ADMIN_TEXT } from "../../config/text.ts";
import { csvFilename, downloadCsv, toCsv } from "../../lib/admin/csv.ts";
import type { TableColumn, TableSpec } from "../../lib/admin/tables.ts";
import LongText from "./LongText.tsx";
import Transcript from "./Transcript.tsx";

interface Props<Row extends { id: string }> {
  spec: TableSpec<Row>;
  /** null while loading. */
  rows: Row[] | null;
  /** Injected by tests; the page saves a file. */
  download?: (filename: string, csv: string) => void;
  /** The count beside the title; the number of rows when absent. */
  count?: string;
  /** Controls above the table (the inbox's new count, filter and export note). */
  toolbar?: ReactNode;
  /** Columns after the spec's, with cells the caller renders (status, note, delete). */
  extra?: { headers: readonly string[]; cells: (row: Row) => ReactNode[] };
  /** Below the rows ("Load more"). */
  footer?: ReactNode;
  /** Said instead of the table's own empty text (a filter that matches nothing). */
  empty?: string;
  /** What Export CSV saves (the inbox: every lead of the filter, read page by page); the shown rows when absent. */
  exportRows?: () => Promise<Row[]>;
}

/** A cell's content: a placeholder for an empty value, a badge, a link, long text, or the text. */
function CellContent<Row>({ column, row }: { column: TableColumn<Row>; row: Row }) {
  const value = column.display(row);
  const turns = column.transcript?.(row) ?? [];
  const href = value === "" ? null : (column.href?.(row) ?? null);
  let content: ReactNode = value;
  if (value === "" && column.missing) content = <span className="text-ink-600 italic">{column.missing}</span>;
  else if (column.badge)
    content = (
      <span className="inline-block rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-ink-700">
        {value}
      </span>
    );
  else if (href)
    content = (
      <a href={href} className="text-brand-700 underline-offset-2 hover:underline">
        {value}
      </a>
    );
  else if (column.long) content = <LongText text={value} />;
  return (
    <>
      {content}
      {turns.length > 0 && <Transcript turns={turns} />}
    </>
  );
}

/** One dashboard table: title, count, CSV export, and rows that scroll sideways on a phone instead of breaking the page. */
export default function DataTable<Row extends { id: string }>({
  spec,
  rows,
  download = downloadCsv,
  count,
  toolbar,
  extra,
  footer,
  empty = spec.empty,
  exportRows,
}: Props<Row>) {
  const headingId = `${spec.id}-heading`;
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    if (!rows || rows.length === 0 || exporting) return;
    setExporting(true);
    try {
      const all = exportRows ? await exportRows() : rows;
      download(csvFilename(spec.filenameBase), toCsv(spec.csv, all));
    } catch (error) {
      // Spec: admin data load errors are only logged.
      console.error(`Exporting ${spec.title.toLowerCase()} failed`, error);
    } finally {
      setExporting(false);
    }
  };
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white shadow-sm"
      data-testid={`${spec.id}-table`}
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 p-5">
        <h2 id={headingId} className="text-xl font-bold">
          {spec.title}
          {rows && <span className="ml-2 text-base font-medium text-ink-600"> ({count ?? rows.length})</span>}
        </h2>
        <button
          type="button"
          className="btn-secondary"
          onClick={() => void exportCsv()}
          disabled={!rows || rows.length === 0 || exporting}
          aria-busy={exporting || undefined}
          aria-label={ADMIN_TEXT.exportLabel(spec.title)}
        >
          {ADMIN_TEXT.exportCsv}
        </button>
      </div>
      {toolbar}
      {rows === null ? (
        <p className="p-5 text-ink-600" role="status">
          {COMMON_TEXT.loading}
        </p>
      ) : rows.length === 0 ? (
        <p className="p-5 text-ink-600">{empty}</p>
      ) : (
        // Focusable so a keyboard user can scroll a wide table sideways. Relative, so the
        // cells' visually hidden labels (position: absolute) stay inside the scroll box
        // instead of widening the page.
        <div
          className="relative overflow-x-auto"
          tabIndex={0}
          role="region"
          aria-label={ADMIN_TEXT.tableLabel(spec.title)}
        >
          <table className="w-full border-collapse text-left text-sm">
            <thead className="bg-slate-50 text-ink-700">
              <tr>
                {spec.columns.map((column) => (
                  <th key={column.header} scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                    {column.header}
                  </th>
                ))}
                {extra?.headers.map((header) => (
                  <th key={header} scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                // The id is the target of the alert e-mail's link (/admin#lead-<id>).
                <tr key={row.id} id={`lead-${row.id}`} className="border-t border-slate-200 align-top">
                  {spec.columns.map((column) => (
                    <td
                      key={column.header}
                      className={`px-4 py-3 ${column.nowrap ? "whitespace-nowrap" : "break-words"}`}
                    >
                      <CellContent column={column} row={row} />
                    </td>
                  ))}
                  {extra?.cells(row).map((cell, index) => (
                    <td key={extra.headers[index]} className="px-4 py-3">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {footer}
    </section>
  );
}
