import { useState, type ReactNode } from "react";
import { ADMIN_TEXT } from "../../config/text.ts";
import { COMMON_TEXT } from "../../config/text/common.ts";
import { csvFilename, downloadCsv, toCsv } from "../../lib/admin/csv.ts";
import type { TableColumn, TableSpec } from "../../lib/admin/tables.ts";
import { useMediaQuery } from "../shared/useMediaQuery.ts";
import LongText from "./LongText.tsx";
import Transcript from "./Transcript.tsx";

/**
 * Below this the rows are cards or a list (a lead read on the owner's phone, no sideways
 * scrolling; at 1,366 px the estimates table cut its last column). A table of a lead's
 * dozen columns needs a wide screen: beside the admin pages' side bar, a 1,600 px monitor
 * left it 1,288 px and the table spilled 141 px; from 1,800 px it has 1,550 or more.
 */
const NARROW = "(max-width: 1799.98px)";

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
  /** One card per row instead of the table: on a narrow screen, or "always" (a lead's own page). */
  cards?: boolean | "always";
  /** On a narrow screen, this instead of the cards (the leads, a line or two each). */
  list?: (rows: Row[]) => ReactNode;
  /** Before each row's id: "lead-" in a list of leads, "linked-lead-" on a lead's own page. */
  rowIdPrefix?: string;
}

/** Where a cell links to: never for an empty value. */
const hrefOf = <Row,>(column: TableColumn<Row>, row: Row): string | null =>
  column.display(row) === "" ? null : (column.href?.(row) ?? null);

/** A cell's content: a placeholder for an empty value, a badge, a link, long text, or the text. */
function CellContent<Row>({ column, row }: { column: TableColumn<Row>; row: Row }) {
  const value = column.display(row);
  const turns = column.transcript?.(row) ?? [];
  const href = hrefOf(column, row);
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
  const detail = column.detail?.(row);
  return (
    <>
      {content}
      {detail && <p className="mt-1 text-xs text-ink-600">{detail}</p>}
      {turns.length > 0 && <Transcript turns={turns} />}
    </>
  );
}

/** The tap targets a lead card ends with: call and reply, from the columns that link to tel: and mailto:. */
function QuickLinks<Row>({ spec, row }: { spec: TableSpec<Row>; row: Row }) {
  const links = spec.columns.flatMap((column) => {
    const href = hrefOf(column, row);
    if (!href) return [];
    const label = href.startsWith("tel:") ? ADMIN_TEXT.inbox.call : ADMIN_TEXT.inbox.reply;
    return [{ href, label: label(spec.cardTitle(row)) }];
  });
  if (links.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {links.map((link) => (
        <a
          key={link.href}
          href={link.href}
          className="btn-secondary min-h-11 min-w-0 flex-1 justify-center text-center wrap-anywhere"
        >
          {link.label}
        </a>
      ))}
    </div>
  );
}

/** One card per row: who, call and reply, then every column as a label and its value, then the owner's controls. */
function RowCards<Row extends { id: string }>({
  spec,
  rows,
  extra,
  rowIdPrefix,
}: {
  spec: TableSpec<Row>;
  rows: Row[];
  extra?: Props<Row>["extra"];
  rowIdPrefix: string;
}) {
  return (
    <ul className="divide-y divide-slate-200" aria-label={ADMIN_TEXT.tableLabel(spec.title)}>
      {rows.map((row) => (
        // The row's id, as on a table row.
        <li key={row.id} id={`${rowIdPrefix}${row.id}`} className="scroll-mt-4 p-4">
          <article aria-labelledby={`card-${rowIdPrefix}${row.id}`} className="space-y-3">
            <h3 id={`card-${rowIdPrefix}${row.id}`} className="text-lg font-semibold wrap-anywhere">
              {spec.cardTitle(row)}
            </h3>
            {/* Call and reply first, a thumb away: the owner opens a lead to answer it. */}
            <QuickLinks spec={spec} row={row} />
            {/* min-w-0 and wrap-anywhere: one long unbroken word (a pasted link) must not widen the page. */}
            <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2 xl:grid-cols-4">
              {spec.columns.map((column) => (
                <div key={column.header} className={`min-w-0 ${column.long ? "col-span-full" : ""}`}>
                  <dt className="font-semibold text-ink-700">{column.header}</dt>
                  <dd className="wrap-anywhere">
                    <CellContent column={column} row={row} />
                  </dd>
                </div>
              ))}
            </dl>
            {extra && (
              <div className="grid gap-3">
                {extra.cells(row).map((cell, index) => (
                  <div key={extra.headers[index]}>{cell}</div>
                ))}
              </div>
            )}
          </article>
        </li>
      ))}
    </ul>
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
  cards = false,
  list,
  rowIdPrefix = "lead-",
}: Props<Row>) {
  const narrow = useMediaQuery(NARROW);
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
          {/* Its room is kept while the rows load: on a phone the count is a line of its own, and the filters below do not jump (CLS). */}
          <span className="block text-base font-medium text-ink-600 sm:ml-2 sm:inline">
            {rows ? ` (${count ?? rows.length})` : "\u00a0"}
          </span>
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
      ) : list && narrow ? (
        list(rows)
      ) : cards === "always" || (cards && narrow) ? (
        <RowCards spec={spec} rows={rows} extra={extra} rowIdPrefix={rowIdPrefix} />
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
                  <th key={column.header} scope="col" className="px-3 py-3 font-semibold whitespace-nowrap">
                    {column.header}
                  </th>
                ))}
                {extra?.headers.map((header) => (
                  <th key={header} scope="col" className="px-3 py-3 font-semibold whitespace-nowrap">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                // The row's id: tests and the bench find a lead by it.
                <tr key={row.id} id={`${rowIdPrefix}${row.id}`} className="border-t border-slate-200 align-top">
                  {spec.columns.map((column) => (
                    <td
                      key={column.header}
                      // wrap-anywhere, not break-words: an unbroken 60-character name must not set its column's least width.
                      className={`px-3 py-3 ${column.nowrap ? "whitespace-nowrap" : "wrap-anywhere"}`}
                    >
                      <CellContent column={column} row={row} />
                    </td>
                  ))}
                  {extra?.cells(row).map((cell, index) => (
                    <td key={extra.headers[index]} className="px-3 py-3">
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
