/**
 * A signed contract's change orders in Firestore, read in /admin under its proposal's
 * card. firestore.rules let an admin get and list them and nobody write them: the owner
 * sends one through POST /api/change-orders (src/lib/api-client/changeOrders.ts), the
 * homeowner answers from the e-mail's link.
 */
import { CHANGE_ORDERS } from "../../schemas/collections.ts";
import type { ChangeOrderState } from "../../schemas/proposalRules.ts";
import { firestore } from "./app.ts";

/**
 * A bound on one contract's read. Without an orderBy (that would need a composite index)
 * the cap could drop any of them, so it sits far above what a real job ever collects.
 */
const CHANGE_ORDER_LIST_LIMIT = 100;

type StoredState = Exclude<ChangeOrderState, "expired">;
const STORED_STATES: readonly StoredState[] = ["sent", "viewed", "signed", "declined"];

/** A change order as the proposal's card lists it; times in epoch milliseconds, null when not set. */
export interface ChangeOrderRow {
  id: string;
  number: number;
  /** As stored: "expired" is shown, not stored (shownChangeOrderState). */
  state: StoredState;
  title: string;
  /** Below zero for a credit. */
  changeCents: number;
  /** The contract price it names once signed. */
  newTotalCents: number;
  /** YYYY-MM-DD once it is signed (the previous one when it keeps it); "" when not stored. */
  completionDate: string;
  expiresAt: number | null;
}

const record = (value: unknown) =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : null;
const cents = (value: unknown) => (Number.isSafeInteger(value) ? (value as number) : null);
const millisOf = (value: unknown): number | null =>
  typeof (value as { toMillis?: unknown } | null)?.toMillis === "function"
    ? (value as { toMillis(): number }).toMillis()
    : null;

/**
 * A stored change order as the card lists it; null for one that does not read as one (a
 * hand edit): its money counts in the contract's price, so a guess would mislead.
 */
export function toChangeOrderRow(id: string, data: Record<string, unknown>): ChangeOrderRow | null {
  const state = STORED_STATES.find((known) => known === data.state);
  const document = record(data.document);
  const changeCents = cents(document?.changeCents);
  const newTotalCents = cents(document?.newTotalCents);
  const number = data.number;
  if (!state || !document || changeCents === null || newTotalCents === null) return null;
  if (!Number.isSafeInteger(number) || (number as number) < 1) return null;
  return {
    id,
    number: number as number,
    state,
    title: typeof document.title === "string" ? document.title : "",
    changeCents,
    newTotalCents,
    completionDate: typeof document.completionDate === "string" ? document.completionDate : "",
    expiresAt: millisOf(data.expiresAt),
  };
}

/** The contract's change orders, by number. */
async function listChangeOrders(proposalId: string): Promise<ChangeOrderRow[]> {
  const [db, { collection, getDocs, limit, query, where }] = await firestore();
  const snapshot = await getDocs(
    query(collection(db, CHANGE_ORDERS), where("proposalId", "==", proposalId), limit(CHANGE_ORDER_LIST_LIMIT)),
  );
  return snapshot.docs
    .flatMap((doc) => {
      const row = toChangeOrderRow(doc.id, doc.data());
      if (!row) console.error(`Change order ${doc.id} does not read as one; it is left out of the list`);
      return row ? [row] : [];
    })
    .sort((a, b) => a.number - b.number);
}

/** What the proposals' cards read of change orders; tests hand it a stand-in. */
export interface ChangeOrdersApi {
  list: (proposalId: string) => Promise<ChangeOrderRow[]>;
}

export const changeOrdersApi: ChangeOrdersApi = { list: listChangeOrders };
