import { startTransition, useEffect, useId, useRef, useState } from "react";
import { adminLeadPath } from "../../config/routes.ts";
import toast from "react-hot-toast";
import { ADMIN_TEXT } from "../../config/text.ts";
import {
  appendPage,
  emptyText,
  LEAD_FILTER_CONTROLS,
  leadWho,
  newCountAfter,
  pageRequest,
  withLeadFields,
  withoutLead,
  type ActiveSearch,
  type LeadFilters,
  readAllPages,
} from "../../lib/admin/inbox.ts";
import type { LeadSource } from "../../lib/admin/leadSource.ts";
import { NO_FILTERS } from "../../lib/admin/leadsAddress.ts";
import { mailHref, type TableSpec } from "../../lib/admin/tables.ts";
import type { PageCursor } from "../../lib/firebase/adminData.ts";
import { checkForm } from "../../schemas/check.ts";
import { isFirstAnswer, leadUpdateSchema, type LeadFields } from "../../schemas/lead.ts";
import { askFailureText } from "../../lib/api-client/reviewAsk.ts";
import { deleteQuestion } from "../../lib/admin/leadRemoval.ts";
import { REVIEW_TEXT } from "../../config/text.ts";
import DataTable from "./DataTable.tsx";
import LeadList, { type LeadRow } from "./LeadList.tsx";
import FilterSelect from "../shared/FilterSelect.tsx";
import {
  LeadDeleteButton,
  LeadMailFailures,
  LeadNote,
  LeadProposeButton,
  LeadReviewAskButton,
  LeadStatusSelect,
} from "./LeadControls.tsx";

const { inbox, columns } = ADMIN_TEXT;

interface Props<Row extends LeadRow> {
  spec: TableSpec<Row>;
  source: LeadSource<Row>;
  /** The page's search, combined with this table's filters; null lists every lead. */
  search?: ActiveSearch | null;
  /** The status, "came from" and language filters (the page keeps them in its address); all leads when absent. */
  filters?: LeadFilters;
  onFilters?: (filters: LeadFilters) => void;
  download?: (filename: string, csv: string) => void;
  confirm?: (question: string) => boolean;
  /** One lead (its own page): every field, no filters, counts or paging, and its own element ids. */
  single?: boolean;
}

/**
 * One table of the lead inbox: a page at a time, newest first, with a status filter, the
 * number of new leads, and per row a status, a private note and delete. Spec: an admin
 * data load error is only logged; a failed save or delete is the owner's own action and
 * gets a toast.
 */
export default function LeadTable<Row extends LeadRow>({
  spec,
  source,
  search = null,
  filters = NO_FILTERS,
  onFilters,
  download,
  confirm = (question) => window.confirm(question),
  single = false,
}: Props<Row>) {
  const filterId = useId();
  const [rows, setRows] = useState<Row[] | null>(null);
  const [next, setNext] = useState<PageCursor | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [newCount, setNewCount] = useState<number | null>(null);
  // Answers to an older filter arrive late sometimes; only the latest request may fill the table.
  const generation = useRef(0);
  const counting = useRef(false);

  /**
   * Once, after the first page is on the page (or has failed, an empty table): the rows are
   * what the owner waits for, and a count started alongside competes with the page's query
   * (docs/decisions/admin.md); nor does the count show above a table still loading. Edits
   * keep the count in step locally.
   */
  useEffect(() => {
    if (rows === null || counting.current) return;
    counting.current = true;
    source.countNew().then(setNewCount, (error: unknown) => console.error(`Counting new ${spec.id} failed`, error));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rows]);

  useEffect(() => {
    const current = ++generation.current;
    setRows(null);
    setNext(null);
    source.page(pageRequest(filters, search)).then(
      (page) => {
        if (current !== generation.current) return;
        // A transition: React renders the page's rows in slices, between which the browser may
        // answer a tap, instead of one long task (Lighthouse's TBT, docs/decisions/admin.md).
        // Putting them on the page and laying them out stays one task.
        startTransition(() => {
          setRows(page.rows);
          setNext(page.next);
        });
      },
      (error: unknown) => {
        if (current !== generation.current) return;
        console.error(`Loading ${spec.title.toLowerCase()} failed`, error);
        setRows([]);
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filters.status, filters.channel, filters.language, search?.term]);

  const loadMore = async () => {
    if (!next || loadingMore) return;
    const current = generation.current;
    setLoadingMore(true);
    try {
      const page = await source.page(pageRequest(filters, search, next));
      if (current !== generation.current) return;
      setRows((loaded) => appendPage(loaded ?? [], page.rows));
      setNext(page.next);
    } catch (error) {
      console.error(`Loading more ${spec.title.toLowerCase()} failed`, error);
    } finally {
      setLoadingMore(false);
    }
  };

  // A row's last save: the next one waits for it, and so does asking for a review right after marking the lead won.
  const saving = useRef(new Map<string, Promise<boolean>>());

  /**
   * Writes status and note together (the rules take both); the row shows the change at once
   * and reverts on failure. One row's saves go one after another: a status change and a
   * note typed right after it each write both fields, and the earlier one landing last
   * would put the old note back (found by /account's end-to-end test).
   */
  const save = (row: Row, fields: LeadFields): Promise<boolean> => {
    const previous = saving.current.get(row.id) ?? Promise.resolve(true);
    const saved = previous.then(() => write(row, fields));
    saving.current.set(row.id, saved);
    return saved;
  };

  const write = async (row: Row, fields: LeadFields): Promise<boolean> => {
    const checked = checkForm(leadUpdateSchema, fields);
    if (!checked.ok) {
      toast.error(Object.values(checked.errors)[0] ?? inbox.updateFailed);
      return false;
    }
    const before = { status: row.status, note: row.note, firstResponseAt: row.firstResponseAt };
    // Shown at once; the stored time is the server's.
    const firstAnswer = isFirstAnswer(row.firstResponseAt, checked.value.status);
    const after = { ...checked.value, firstResponseAt: firstAnswer ? Date.now() : row.firstResponseAt };
    setRows((loaded) => loaded && withLeadFields(loaded, row.id, after));
    setNewCount((count) => newCountAfter(count, before.status, checked.value.status));
    try {
      await source.update(row.id, checked.value);
      return true;
    } catch (error) {
      console.error("Saving a lead failed", error);
      setRows((loaded) => loaded && withLeadFields(loaded, row.id, before));
      setNewCount((count) => newCountAfter(count, checked.value.status, before.status));
      toast.error(inbox.updateFailed);
      return false;
    }
  };

  const remove = async (row: Row) => {
    if (!confirm(deleteQuestion(leadWho(row), row))) return;
    try {
      await source.remove(row);
      setRows((loaded) => loaded && withoutLead(loaded, row.id));
      setNewCount((count) => newCountAfter(count, row.status, null));
      toast.success(inbox.deleted);
    } catch (error) {
      console.error("Deleting a lead failed", error);
      toast.error(inbox.deleteFailed);
    }
  };

  const askReview = async (row: Row) => {
    // The server asks the stored lead: a "won" still being saved must land first.
    if ((await saving.current.get(row.id)) === false) return;
    try {
      const { email } = await source.askReview(row.id);
      const review = { askedAt: Date.now(), receivedAt: null, failedAt: null };
      setRows((loaded) => loaded && loaded.map((item) => (item.id === row.id ? { ...item, review } : item)));
      toast.success(REVIEW_TEXT.admin.sent(email));
    } catch (error) {
      console.error("Asking for a review failed", error);
      toast.error(askFailureText(error));
    }
  };

  const toolbar = (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-3 border-b border-slate-200 px-5 py-3 text-sm">
      {/* Its room is kept while the count is asked: the filters beside it do not jump (CLS). */}
      <p className="min-w-28 font-semibold text-brand-700" data-testid={`${spec.id}-new-count`}>
        {newCount === null ? "\u00a0" : inbox.newCount(newCount)}
      </p>
      {LEAD_FILTER_CONTROLS.map((control) => (
        <FilterSelect
          key={control.key}
          id={`${filterId}-${control.key}`}
          layout="inline"
          label={control.label(spec.title)}
          allLabel={control.allLabel}
          value={filters[control.key]}
          choices={control.choices}
          onChange={(value) => onFilters?.(control.choose(filters, value))}
        />
      ))}
      {/* From 640 px: an export is a desk's job, and on a phone the leads come first. */}
      <p className="hidden text-ink-600 sm:block">{inbox.exportScope}</p>
    </div>
  );

  const footer = next && (
    <div className="border-t border-slate-200 p-5 text-center">
      <button
        type="button"
        className="btn-secondary"
        onClick={() => void loadMore()}
        disabled={loadingMore}
        aria-label={inbox.loadMoreLabel(spec.title)}
      >
        {inbox.loadMore}
      </button>
    </div>
  );

  return (
    <DataTable
      spec={spec}
      rows={rows}
      download={download}
      count={rows ? inbox.shown(rows.length, next !== null) : undefined}
      toolbar={single ? undefined : toolbar}
      footer={single ? undefined : footer}
      rowIdPrefix={single ? "linked-lead-" : undefined}
      exportRows={() => readAllPages<Row, PageCursor>((after) => source.page(pageRequest(filters, search, after)))}
      empty={emptyText(spec, filters, search)}
      // Its own page shows every field of the lead at any width; a list of them, a line or two each.
      cards={single ? "always" : true}
      list={
        single
          ? undefined
          : (shown) => (
              <LeadList
                spec={spec}
                rows={shown}
                onStatus={(row, status) => void save(row, { status, note: row.note })}
                onNote={(row, note) => save(row, { status: row.status, note })}
              />
            )
      }
      // The owner's controls in one column, stacked: three columns of them left no room for the lead's own.
      extra={{
        headers: [columns.manage],
        cells: (row) => [
          <div key="manage" className="grid min-w-48 gap-2">
            <div>
              <LeadStatusSelect
                who={leadWho(row)}
                status={row.status}
                onChange={(status) => void save(row, { status, note: row.note })}
              />
              <LeadMailFailures failures={row.mailFailures} />
            </div>
            <LeadNote who={leadWho(row)} note={row.note} onSave={(note) => save(row, { status: row.status, note })} />
            {row.status === "won" && (
              <LeadReviewAskButton
                who={leadWho(row)}
                hasEmail={mailHref(row.email) !== null}
                review={row.review}
                onAsk={() => askReview(row)}
              />
            )}
            {source.propose && (
              <div>
                <LeadProposeButton who={leadWho(row)} onPropose={() => source.propose?.(row.id)} />
              </div>
            )}
            <div className="flex flex-wrap gap-2">
              {!single && (
                <a
                  href={adminLeadPath(row.id)}
                  className="btn-secondary"
                  aria-label={ADMIN_TEXT.list.openLabel(leadWho(row))}
                >
                  {ADMIN_TEXT.list.open}
                </a>
              )}
              <LeadDeleteButton who={leadWho(row)} onDelete={() => void remove(row)} />
            </div>
          </div>,
        ],
      }}
    />
  );
}
