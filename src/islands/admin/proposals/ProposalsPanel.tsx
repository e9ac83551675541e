import { saveFile as downloadFile } from "../../../lib/saveFile.ts";
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import toast from "react-hot-toast";
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
import { canWriteChangeOrder, contractNow } from "../../../lib/admin/changeOrderForm.ts";
import {
  sendChangeOrder as postChangeOrder,
  type ChangeOrderSend,
  type ChangeOrderSent,
} from "../../../lib/api-client/changeOrders.ts";
import { proposalCalls, proposalFailureText, type ProposalCalls } from "../../../lib/api-client/proposals.ts";
import { idToken } from "../../../lib/firebase/auth.ts";
import { changeOrdersApi, type ChangeOrderRow, type ChangeOrdersApi } from "../../../lib/firebase/changeOrders.ts";
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
const ChangeOrderBuilder = lazy(() => import("./ChangeOrderBuilder.tsx"));

const T = PROPOSAL_ADMIN_TEXT;

/** A lead's "Write a proposal": `key` changes with every press, so pressing it again opens it again. */
interface ProposalFromLead {
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
  /** Injected by tests; the page saves the PDF through a temporary link. */
  saveFile?: (filename: string, file: Blob) => void;
  now?: () => number;
  /** A signed contract's change orders: the dashboard's (AdminDataApi), a test's stand-in, else Firestore's. */
  changeOrders?: ChangeOrdersApi;
  /** Injected by tests; the page posts to /api/change-orders with the admin's ID token. */
  sendChangeOrder?: (request: ChangeOrderSend) => Promise<ChangeOrderSent>;
}

const browserCalls = proposalCalls(() => idToken());
const browserSendChangeOrder = (request: ChangeOrderSend) => postChangeOrder(request, () => idToken());

/** A change order being written: to which contract, as it stands, and signed by whom. */
interface ChangeOrderStart {
  row: ProposalRow;
  contract: ReturnType<typeof contractNow>;
  signer: string;
  key: number;
}

/**
 * /admin's proposals: the latest changed first with a state filter, each with what it
 * needs next (edit, the signed PDF, the deposit received or refunded, a change order) and
 * a signed contract's change orders under it, and a builder in their place while the
 * owner writes a proposal (from a lead's "Write a proposal", or Edit) or a change order.
 */
export default function ProposalsPanel({
  api,
  fromLead = null,
  calls = browserCalls,
  confirm = (question) => window.confirm(question),
  saveFile = downloadFile,
  now = Date.now,
  changeOrders = changeOrdersApi,
  sendChangeOrder = browserSendChangeOrder,
}: Props) {
  const filterId = useId();
  const [rows, setRows] = useState<ProposalRow[] | null>(null);
  const [filter, setFilter] = useState<StateFilter>("");
  const [open, setOpen] = useState<{ start: BuilderStart; signer: string; key: number } | null>(null);
  const [opening, setOpening] = useState(false);
  const [changing, setChanging] = useState<ChangeOrderStart | null>(null);
  // Each signed contract's change orders by its id: absent while they load, "failed" when they could not be read.
  const [orders, setOrders] = useState<ReadonlyMap<string, readonly ChangeOrderRow[] | "failed">>(() => new Map());
  // Read once per contract shown; a failed read again when other contracts show, or at "Write a change order".
  const askedOrders = useRef(new Set<string>());
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

  /** A contract's change orders read afresh into the cards; null when they could not be read. */
  const loadOrders = useCallback(
    (proposalId: string): Promise<ChangeOrderRow[] | null> =>
      changeOrders.list(proposalId).then(
        (list) => {
          setOrders((known) => new Map(known).set(proposalId, list));
          return list;
        },
        (error: unknown) => {
          console.error("Loading a contract's change orders failed", error);
          askedOrders.current.delete(proposalId);
          // A list already shown stays: it was right when read.
          setOrders((known) =>
            Array.isArray(known.get(proposalId)) ? known : new Map(known).set(proposalId, "failed"),
          );
          return null;
        },
      ),
    [changeOrders],
  );

  const shown = rows && filterProposals(rows, filter, now());
  // Only the signed contracts on screen are read: one query each, the list itself bounded.
  const signedShown = (shown ?? [])
    .filter(canWriteChangeOrder)
    .map((row) => row.id)
    .join(" ");
  useEffect(() => {
    for (const id of signedShown.split(" ").filter(Boolean)) {
      if (askedOrders.current.has(id)) continue;
      askedOrders.current.add(id);
      void loadOrders(id);
    }
  }, [signedShown, loadOrders]);

  const signer = () => {
    ownName.current ??= api.ownName().catch((error: unknown) => {
      console.error("Reading the owner's name failed", error);
      return "";
    });
    return ownName.current;
  };

  const show = (start: BuilderStart, name: string) => {
    openings.current += 1;
    setChanging(null);
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

  const writeChangeOrder = async (row: ProposalRow) => {
    // Read afresh: the homeowner may have signed one since the card loaded, and the new one starts from that price.
    const [list, name] = await Promise.all([loadOrders(row.id), signer()]);
    if (!list) {
      toast.error(T.changeOrder.openFailed);
      return;
    }
    openings.current += 1;
    setChanging({ row, contract: contractNow(row, list), signer: name, key: openings.current });
    box.current?.scrollIntoView({ block: "start" });
  };

  const close = () => {
    unsaved.current = false;
    setOpen(null);
    setChanging(null);
    reload();
    box.current?.scrollIntoView({ block: "start" });
  };

  const filterLabel = STATE_FILTERS.find((choice) => choice.value === filter)?.label ?? "";

  return (
    <div ref={box} className="scroll-mt-4">
      <AdminSection id="proposals" title={T.list.heading} hint={T.list.intro} testId="admin-proposals">
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
        ) : changing ? (
          <Suspense fallback={<p role="status">{T.changeOrder.opening}</p>}>
            <ChangeOrderBuilder
              key={changing.key}
              row={changing.row}
              contract={changing.contract}
              signer={changing.signer}
              send={sendChangeOrder}
              confirm={confirm}
              onSent={() => {
                void loadOrders(changing.row.id);
                close();
              }}
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
                    changeOrders={orders.get(row.id)}
                    onChangeOrder={() => writeChangeOrder(row)}
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
