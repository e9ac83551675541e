import { saveFile as downloadFile } from "../../../lib/saveFile.ts";
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import toast from "react-hot-toast";
import { ADMIN_ANCHORS } from "../../../config/routes.ts";
import { PROPOSAL_ADMIN_TEXT } from "../../../config/text/proposalAdmin.ts";
import {
  filterProposals,
  parseStateFilter,
  STATE_FILTERS,
  withDepositReceived,
  withDepositRefunded,
  type StateFilter,
} from "../../../lib/admin/proposalList.ts";
import { proposalFromLead } from "../../../lib/admin/proposalPrefill.ts";
import { proposalCalls, proposalFailureText, type ProposalCalls } from "../../../lib/api-client/proposals.ts";
import { idToken } from "../../../lib/firebase/auth.ts";
import type { ProposalRow, ProposalsApi } from "../../../lib/firebase/proposals.ts";
import { businessDay } from "../../../lib/format/businessDay.ts";
import { formatCents } from "../../../lib/format/money.ts";
import type { LeadCollection } from "../../../schemas/collections.ts";
import FilterSelect from "../../shared/FilterSelect.tsx";
import AdminSection from "../AdminSection.tsx";
import type { BuilderStart } from "./ProposalBuilder.tsx";
import ProposalCard from "./ProposalCard.tsx";

// The builder (its schema, the law's notices) loads when the owner first opens a proposal.
const ProposalBuilder = lazy(() => import("./ProposalBuilder.tsx"));

const T = PROPOSAL_ADMIN_TEXT;

/** A lead's "Write a proposal": `key` changes with every press, so pressing it again opens it again. */
export interface ProposalFromLead {
  collection: LeadCollection;
  leadId: string;
  key: number;
}

interface Props {
  api: ProposalsApi;
  fromLead?: ProposalFromLead | null;
  /** Injected by tests; the page posts to /api/proposals with the admin's ID token. */
  calls?: ProposalCalls;
  confirm?: (question: string) => boolean;
  /** Every list the section loads or changes, for the response panel's figures. */
  onRows?: (rows: readonly ProposalRow[]) => void;
  /** Injected by tests; the page saves the PDF through a temporary link. */
  saveFile?: (filename: string, file: Blob) => void;
  now?: () => number;
}

const browserCalls = proposalCalls(() => idToken());

/**
 * /admin's proposals: the latest changed first with a state filter, each with what it
 * needs next (edit, the signed PDF, the deposit received or refunded), and the builder
 * in their place while the owner writes one (from a lead's "Write a proposal", or Edit).
 */
export default function ProposalsPanel({
  api,
  fromLead = null,
  calls = browserCalls,
  confirm = (question) => window.confirm(question),
  saveFile = downloadFile,
  now = Date.now,
  onRows,
}: Props) {
  const filterId = useId();
  const [rows, setRows] = useState<ProposalRow[] | null>(null);
  const [filter, setFilter] = useState<StateFilter>("");
  const [open, setOpen] = useState<{ start: BuilderStart; signer: string; key: number } | null>(null);
  const [opening, setOpening] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const ownName = useRef<Promise<string>>(null);
  // The open builder holds changes not saved: another lead's "Write a proposal" asks before replacing them.
  const unsaved = useRef(false);
  // Each opening is a new builder, also for the same proposal twice.
  const openings = useRef(0);

  const reload = useCallback(() => {
    api.list().then(setRows, (error: unknown) => {
      // Like the rest of the dashboard's reads: logged, and the list reads as empty.
      console.error("Loading the proposals failed", error);
      setRows((shown) => shown ?? []);
    });
  }, [api]);
  useEffect(reload, [reload]);
  useEffect(() => {
    if (rows) onRows?.(rows);
  }, [rows, onRows]);

  const signer = () => {
    ownName.current ??= api.ownName().catch((error: unknown) => {
      console.error("Reading the owner's name failed", error);
      return "";
    });
    return ownName.current;
  };

  const show = (start: BuilderStart, name: string) => {
    openings.current += 1;
    setOpen({ start, signer: name, key: openings.current });
    box.current?.scrollIntoView({ block: "start" });
  };

  useEffect(() => {
    if (!fromLead) return;
    if (unsaved.current && !confirm(T.builder.closeQuestion)) return;
    let current = true;
    setOpening(true);
    box.current?.scrollIntoView({ block: "start" });
    Promise.all([api.lead(fromLead.collection, fromLead.leadId), signer()])
      .then(([lead, name]) => {
        if (!current) return;
        if (!lead) throw new Error("lead_missing");
        show(proposalFromLead(lead, businessDay(now())), name);
      })
      .catch((error: unknown) => {
        console.error("Reading a lead for a proposal failed", error);
        if (current) toast.error(T.lead.openFailed);
      })
      .finally(() => {
        if (current) setOpening(false);
      });
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fromLead?.key]);

  const edit = async (row: ProposalRow) => {
    if (!row.lead) return;
    const changeRequest = row.state === "changes" ? row.changeRequest?.message : undefined;
    show({ id: row.id, lead: row.lead, draft: row.draft, state: row.state, changeRequest }, await signer());
  };

  const download = async (row: ProposalRow) => {
    try {
      const pdf = await api.signedPdf(row.id);
      if (pdf) saveFile(`signed-contract-${row.id}.pdf`, new Blob([pdf as BlobPart], { type: "application/pdf" }));
      else toast(T.list.pdfMaking);
    } catch (error) {
      console.error("Downloading a signed PDF failed", error);
      toast.error(T.list.pdfFailed);
    }
  };

  const depositReceived = async (row: ProposalRow) => {
    const amount = formatCents(row.signed?.depositCents ?? 0);
    if (!confirm(T.list.depositQuestion(amount, row.signed?.name || row.draft.client.name))) return;
    try {
      await calls.depositReceived(row.id);
      setRows((shown) => shown && withDepositReceived(shown, row.id, now()));
      toast.success(T.list.depositRecorded);
    } catch (error) {
      console.error("Recording a deposit failed", error);
      toast.error(proposalFailureText(error, T.list.depositFailed));
    }
  };

  const refundDeposit = async (row: ProposalRow) => {
    // What is left after any partial refund made in Stripe's dashboard: the server refunds that.
    const amount = formatCents(row.deposit ? row.deposit.cents - row.deposit.refundedCents : 0);
    if (!confirm(T.list.refundQuestion(amount, row.signed?.name || row.draft.client.name))) return;
    try {
      await calls.refundDeposit(row.id);
      setRows((shown) => shown && withDepositRefunded(shown, row.id, now()));
      toast.success(T.list.refunded);
    } catch (error) {
      console.error("Refunding a deposit failed", error);
      toast.error(proposalFailureText(error, T.list.refundFailed));
    }
  };

  const close = () => {
    unsaved.current = false;
    setOpen(null);
    reload();
    box.current?.scrollIntoView({ block: "start" });
  };

  const shown = rows && filterProposals(rows, filter, now());
  const filterLabel = STATE_FILTERS.find((choice) => choice.value === filter)?.label ?? "";

  return (
    <div ref={box} className="scroll-mt-4">
      <AdminSection id={ADMIN_ANCHORS.proposals} title={T.list.heading} hint={T.list.intro} testId="admin-proposals">
        {opening && !open && <p role="status">{T.lead.opening}</p>}
        {open ? (
          <Suspense fallback={<p role="status">{T.list.loading}</p>}>
            <ProposalBuilder
              key={open.key}
              start={open.start}
              signer={open.signer}
              calls={calls}
              confirm={confirm}
              onSaved={reload}
              onSent={close}
              onClose={close}
              onDirty={(dirty) => {
                unsaved.current = dirty;
              }}
            />
          </Suspense>
        ) : (
          <>
            <div className="mb-4">
              <FilterSelect
                id={filterId}
                layout="inline"
                label={T.list.filterLabel}
                allLabel={T.list.filterAll}
                value={filter}
                choices={STATE_FILTERS}
                onChange={(value) => setFilter(parseStateFilter(value))}
              />
            </div>
            {shown === null ? (
              <p role="status">{T.list.loading}</p>
            ) : shown.length === 0 ? (
              <p className="text-ink-600">{filter ? T.list.noneInState(filterLabel) : T.list.empty}</p>
            ) : (
              <ul className="grid gap-4 lg:grid-cols-2">
                {shown.map((row) => (
                  <ProposalCard
                    key={row.id}
                    row={row}
                    now={now()}
                    onEdit={() => void edit(row)}
                    onDownload={() => download(row)}
                    onDepositReceived={() => depositReceived(row)}
                    onRefund={() => refundDeposit(row)}
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </AdminSection>
    </div>
  );
}
