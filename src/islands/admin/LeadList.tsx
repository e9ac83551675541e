import { useState } from "react";
import { adminLeadPath } from "../../config/routes.ts";
import { ADMIN_TEXT } from "../../config/text.ts";
import { leadWho } from "../../lib/admin/inbox.ts";
import { originSummary } from "../../lib/admin/origin.ts";
import type { TableSpec } from "../../lib/admin/tables.ts";
import { formatAdminDate } from "../../lib/format/date.ts";
import type { LeadFields, LeadMailFailure, LeadReviewAsk, LeadStatus } from "../../schemas/lead.ts";
import type { LeadChannel, LeadOrigin } from "../../schemas/leadOrigin.ts";
import { LeadNote, LeadStatusSelect } from "./LeadControls.tsx";

/** A lead as the inbox shows it: the list's line and the table's row (LeadTable.tsx). */
export type LeadRow = LeadFields & {
  id: string;
  timestamp: number | null;
  origin: LeadOrigin | null;
  channel: LeadChannel;
  firstResponseAt: number | null;
  email: string;
  name?: string;
  userName?: string;
  phone?: string;
  mailFailures?: readonly LeadMailFailure[];
  review?: LeadReviewAsk | null;
};

interface Props<R extends LeadRow> {
  spec: TableSpec<R>;
  rows: R[];
  onStatus: (row: R, status: LeadStatus) => void;
  /** Resolves true when saved; a failed save keeps the draft. */
  onNote: (row: R, note: string) => Promise<boolean>;
}

const T = ADMIN_TEXT.list;

/** One lead in two lines: who (a link to the lead's own page), then kind, when, where from and what it asks; status and note beside. */
function LeadLine<R extends LeadRow>({ spec, row, onStatus, onNote }: { row: R } & Omit<Props<R>, "rows">) {
  const [noting, setNoting] = useState(false);
  const who = leadWho(row);
  const noteId = `note-${spec.id}-${row.id}`;
  const meta = [spec.kind?.(row), formatAdminDate(row.timestamp), originSummary(row), spec.summary?.(row)]
    .filter(Boolean)
    .join(" · ");
  return (
    // The id is what links into the list point at, as on the table's rows.
    <li id={`lead-${row.id}`} className="px-4 py-3">
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-3 gap-y-2">
        <div className="min-w-0">
          {/* A block: a name that wraps is one box to tap. A pasted link without spaces breaks anywhere. */}
          <a
            href={adminLeadPath(row.id)}
            className="block font-semibold text-brand-700 underline-offset-2 wrap-anywhere hover:underline"
          >
            {spec.cardTitle(row)}
          </a>
          <p className="truncate text-sm text-ink-600">{meta}</p>
        </div>
        <div className="flex items-center gap-2">
          <LeadStatusSelect who={who} status={row.status} onChange={(status) => onStatus(row, status)} compact />
          <button
            type="button"
            className="btn-secondary min-h-10 px-3 text-sm"
            aria-expanded={noting}
            aria-controls={noteId}
            aria-label={`${row.note ? T.noteEdit : T.noteAdd}: ${who}`}
            onClick={() => setNoting(!noting)}
          >
            {row.note ? T.noteEdit : T.noteAdd}
          </button>
        </div>
      </div>
      <div id={noteId} hidden={!noting} className="mt-2">
        {noting && <LeadNote who={who} note={row.note} onSave={(note) => onNote(row, note)} autoFocus />}
      </div>
    </li>
  );
}

/** The leads on a phone or a laptop: a line or two each, the lead's own page a tap away. */
export default function LeadList<R extends LeadRow>({ spec, rows, onStatus, onNote }: Props<R>) {
  return (
    <ul className="divide-y divide-slate-200" aria-label={ADMIN_TEXT.tableLabel(spec.title)}>
      {rows.map((row) => (
        <LeadLine key={row.id} spec={spec} row={row} onStatus={onStatus} onNote={onNote} />
      ))}
    </ul>
  );
}
