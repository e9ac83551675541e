/**
 * Change orders: the owner writes, signs and sends one for a signed proposal; the homeowner
 * reads it through its own private link (the proposal's design: token in the fragment,
 * only its hash stored) and signs or declines it. The signed proposal never changes: the
 * contract price is the signed contract's plus the signed change orders'. A change order
 * names the price it changes; once another change is signed it cannot be signed any more.
 *
 *   changeOrders/{id}   functions write; the owner reads (firestore.rules)
 */
import { FieldValue, Timestamp, type DocumentReference, type Transaction } from "firebase-admin/firestore";
import { SITE } from "../../config/site.ts";
import {
  changeOrderDocument,
  contractStanding,
  shownChangeOrderState,
  type ChangeOrderView,
} from "../../lib/proposal/changeOrder.ts";
import { contractLanguage } from "../../lib/proposal/contract.ts";
import { ESIGN_CONSENT } from "../../lib/proposal/consent.ts";
import type { ChangeOrderLinkRequest, ChangeOrderOwnerRequest } from "../../schemas/changeOrder.ts";
import { CHANGE_ORDER_LIMITS, OPEN_CHANGE_ORDER_STATES } from "../../schemas/proposalRules.ts";
import { CHANGE_ORDER_FILES, CHANGE_ORDERS } from "../../schemas/collections.ts";
import type { LeadSource } from "../../schemas/lead.ts";
import { hashToken, newToken } from "../privateLink.ts";
import { accountChangeOrderOf, accountRowOf, mirrorToAccount } from "./accountMirror.ts";
import { mailAbout, type ChangeOrderNotice, type StoredChangeOrder } from "./changeOrderRecord.ts";
import { addressHash, documentHash, type Signer } from "./signing.ts";
import { changeOrderPdf } from "./pdf.ts";
import { db, proposalRef, storedProposal, type StoredProposal } from "./proposalDoc.ts";
import { queueProposalMail } from "./queueMail.ts";
import { keptPdf } from "./signedPdf.ts";

const DAY_MS = 24 * 60 * 60_000;

const stored = (data: Record<string, unknown> | undefined) => data as StoredChangeOrder | undefined;
const changeOrders = () => db().collection(CHANGE_ORDERS);

/** A proposal's change orders with their ids, in order (inside a transaction when given one). */
async function changeOrdersOf(
  proposalId: string,
  transaction?: Transaction,
): Promise<(StoredChangeOrder & { id: string })[]> {
  const query = changeOrders().where("proposalId", "==", proposalId);
  const found = await (transaction ? transaction.get(query) : query.get());
  return found.docs.map((doc) => ({ ...stored(doc.data())!, id: doc.id })).sort((a, b) => a.number - b.number);
}

/** The contract as it stands, from its signed document and its change orders (contractStanding). */
const contractNow = (proposal: StoredProposal, all: readonly StoredChangeOrder[]) =>
  contractStanding(
    proposal.signed!.document,
    all.map((changeOrder) => ({
      state: changeOrder.state,
      number: changeOrder.number,
      changeCents: changeOrder.document.changeCents,
      completionDate: changeOrder.document.completionDate,
    })),
  );

/** One change order's e-mail, queued with what it tells; its outbox id. */
const queue = (transaction: Transaction, ref: DocumentReference, source: LeadSource, notice: ChangeOrderNotice) =>
  queueProposalMail(transaction, ref.path, source, [notice])[0];

export type SendChangeOutcome =
  | { ok: true; id: string; number: number; email: string; expiresAt: number; mailIds: string[] }
  | { ok: false; reason: "not_found" | "not_signed" | "credit" };

/** The owner's change order: built on the contract as it stands, signed for the company, e-mailed with a new link. */
export async function sendChangeOrder(request: ChangeOrderOwnerRequest, now = Date.now()): Promise<SendChangeOutcome> {
  const ref = changeOrders().doc();
  const token = newToken();
  return db().runTransaction(async (transaction): Promise<SendChangeOutcome> => {
    const proposal = storedProposal((await transaction.get(proposalRef(request.proposalId))).data());
    if (!proposal) return { ok: false, reason: "not_found" };
    if (!proposal.signed) return { ok: false, reason: "not_signed" };
    const existing = await changeOrdersOf(request.proposalId, transaction);
    const before = contractNow(proposal, existing);
    const contract = proposal.signed.document;
    const document = changeOrderDocument({
      changeOrderId: ref.id,
      number: existing.length + 1,
      proposalId: request.proposalId,
      jurisdiction: contract.jurisdiction,
      contractor: contract.contractor,
      client: contract.client,
      contract: {
        title: contract.title,
        signedAt: proposal.signed.signedAt.toDate().toISOString(),
        documentHash: proposal.signed.documentHash,
      },
      previousTotalCents: before.totalCents,
      previousCompletionDate: before.completionDate,
      // In the contract's language: the homeowner reads and signs it as they signed the contract.
      ...(contract.language ? { language: contract.language } : {}),
      draft: request.draft,
    });
    // A credit may lower the price, never below nothing.
    if (document.newTotalCents < 0) return { ok: false, reason: "credit" };
    const at = Timestamp.fromMillis(now);
    const expiresAt = now + CHANGE_ORDER_LIMITS.linkDays * DAY_MS;
    const changeOrder: StoredChangeOrder = {
      proposalId: request.proposalId,
      lead: proposal.lead,
      source: proposal.source,
      number: document.number,
      state: "sent",
      document,
      contractorSignature: { name: request.signer, signedAt: at },
      tokenHash: hashToken(token),
      sentAt: at,
      expiresAt: Timestamp.fromMillis(expiresAt),
      viewedAt: null,
      declinedAt: null,
      signed: null,
      createdAt: at,
      updatedAt: at,
    };
    // Just read in this transaction: /account lists them without a second query.
    const all = [
      ...existing.map((change) => accountChangeOrderOf(change.id, change)),
      accountChangeOrderOf(ref.id, changeOrder),
    ];
    const row = await accountRowOf(transaction, request.proposalId, proposal, { all });
    transaction.create(ref, changeOrder);
    mirrorToAccount(transaction, row, proposal);
    const mailId = queue(transaction, ref, proposal.source, {
      event: "change-sent",
      ...mailAbout(document),
      token,
      expiresAt,
    });
    return {
      ok: true,
      id: ref.id,
      number: document.number,
      email: document.client.email,
      expiresAt,
      mailIds: [mailId],
    };
  });
}

function viewOf(id: string, changeOrder: StoredChangeOrder, now: number): ChangeOrderView {
  const state = shownChangeOrderState({ state: changeOrder.state, expiresAt: changeOrder.expiresAt.toMillis() }, now);
  return {
    id,
    state,
    document: changeOrder.document,
    contractorSignature: {
      name: changeOrder.contractorSignature.name,
      signedAt: changeOrder.contractorSignature.signedAt.toDate().toISOString(),
    },
    expiresAt: OPEN_CHANGE_ORDER_STATES.includes(state) ? changeOrder.expiresAt.toDate().toISOString() : null,
    signed: changeOrder.signed && {
      name: changeOrder.signed.name,
      signedAt: changeOrder.signed.signedAt.toDate().toISOString(),
      documentHash: changeOrder.signed.documentHash,
    },
  };
}

async function byToken(token: string): Promise<{ ref: DocumentReference; changeOrder: StoredChangeOrder } | null> {
  const found = await changeOrders().where("tokenHash", "==", hashToken(token)).limit(1).get();
  const doc = found.docs[0];
  return doc ? { ref: doc.ref, changeOrder: stored(doc.data())! } : null;
}

type Refusal = "invalid" | "expired" | "closed" | "revised";
export type ChangeLinkOutcome = { ok: true; view: ChangeOrderView; mailIds: string[] } | { ok: false; reason: Refusal };

/** The link's read: anyone holding it may read; the first read marks it viewed. */
export async function viewChangeOrder(token: string, now = Date.now()): Promise<ChangeLinkOutcome> {
  const found = await byToken(token);
  if (!found) return { ok: false, reason: "invalid" };
  const { ref, changeOrder } = found;
  const view = viewOf(ref.id, changeOrder, now);
  if (view.state === "expired") return { ok: false, reason: "expired" };
  if (changeOrder.state !== "sent") return { ok: true, view, mailIds: [] };
  await db()
    .runTransaction(async (transaction) => {
      const current = stored((await transaction.get(ref)).data());
      if (current?.state === "sent") transaction.update(ref, { state: "viewed", viewedAt: Timestamp.fromMillis(now) });
    })
    .catch(() => undefined);
  return { ok: true, view: { ...view, state: "viewed" }, mailIds: [] };
}

/** An answer in one transaction: the change order re-read, the contract's price checked, the e-mails queued with it. */
async function answer(
  token: string,
  now: number,
  act: (
    changeOrder: StoredChangeOrder,
    context: { transaction: Transaction; ref: DocumentReference },
  ) => Promise<Refusal | { fields: Partial<StoredChangeOrder>; mailIds: string[] }>,
): Promise<ChangeLinkOutcome> {
  const found = await byToken(token);
  if (!found) return { ok: false, reason: "invalid" };
  const { ref } = found;
  return db().runTransaction(async (transaction): Promise<ChangeLinkOutcome> => {
    const changeOrder = stored((await transaction.get(ref)).data());
    if (!changeOrder || changeOrder.tokenHash !== hashToken(token)) return { ok: false, reason: "invalid" };
    const state = shownChangeOrderState({ state: changeOrder.state, expiresAt: changeOrder.expiresAt.toMillis() }, now);
    if (state === "expired") return { ok: false, reason: "expired" };
    if (!OPEN_CHANGE_ORDER_STATES.includes(state)) return { ok: false, reason: "closed" };
    const result = await act(changeOrder, { transaction, ref });
    if (typeof result === "string") return { ok: false, reason: result };
    transaction.update(ref, { ...result.fields, updatedAt: FieldValue.serverTimestamp() });
    return { ok: true, view: viewOf(ref.id, { ...changeOrder, ...result.fields }, now), mailIds: result.mailIds };
  });
}

type Request<A> = Extract<ChangeOrderLinkRequest, { action: A }>;

export async function signChangeOrder(
  request: Request<"sign">,
  signer: Signer,
  now = Date.now(),
): Promise<ChangeLinkOutcome> {
  const signerAddress = await addressHash(signer.address);
  return answer(request.token, now, async (changeOrder, { transaction, ref }) => {
    const proposal = storedProposal((await transaction.get(proposalRef(changeOrder.proposalId))).data());
    if (!proposal?.signed) return "closed";
    const all = await changeOrdersOf(changeOrder.proposalId, transaction);
    // Written on a price another signed change has moved since: its figures would be wrong.
    if (contractNow(proposal, all).totalCents !== changeOrder.document.previousTotalCents) return "revised";
    const signedAt = Timestamp.fromMillis(now);
    const fields: Partial<StoredChangeOrder> = {
      state: "signed",
      signed: {
        documentHash: documentHash(changeOrder.document),
        name: request.name,
        signature: request.signature,
        signedAt,
        consent: ESIGN_CONSENT.text(SITE.email, contractLanguage(changeOrder.document)),
        addressHash: signerAddress,
        userAgent: signer.userAgent.slice(0, 300),
      },
    };
    const listed = all.map((change) =>
      accountChangeOrderOf(change.id, change.id === ref.id ? { ...changeOrder, ...fields } : change),
    );
    mirrorToAccount(
      transaction,
      await accountRowOf(transaction, changeOrder.proposalId, proposal, { all: listed }),
      proposal,
    );
    const about = mailAbout(changeOrder.document);
    const mailIds = (["client", "owner"] as const).map((audience) =>
      queue(transaction, ref, changeOrder.source, { event: "change-signed", audience, ...about }),
    );
    return { fields, mailIds };
  });
}

export function declineChangeOrder(request: Request<"decline">, now = Date.now()): Promise<ChangeLinkOutcome> {
  return answer(request.token, now, async (changeOrder, { transaction, ref }) => {
    const fields = { state: "declined", declinedAt: Timestamp.fromMillis(now) } satisfies Partial<StoredChangeOrder>;
    const proposal = storedProposal((await transaction.get(proposalRef(changeOrder.proposalId))).data());
    if (proposal) {
      const declined = accountChangeOrderOf(ref.id, { ...changeOrder, ...fields });
      mirrorToAccount(
        transaction,
        await accountRowOf(transaction, changeOrder.proposalId, proposal, { changed: declined }),
        proposal,
      );
    }
    return {
      fields,
      mailIds: [
        queue(transaction, ref, changeOrder.source, { event: "change-declined", ...mailAbout(changeOrder.document) }),
      ],
    };
  });
}

/** The signed change order's PDF, made once and kept (`changeOrderFiles/{id}`). */
export function signedChangeOrderPdf(id: string, changeOrder: StoredChangeOrder): Promise<Uint8Array> {
  const record = changeOrder.signed!;
  return keptPdf(CHANGE_ORDER_FILES, id, record.documentHash, () =>
    changeOrderPdf(changeOrder.document, {
      name: record.name,
      initials: "",
      signature: record.signature,
      signedAt: record.signedAt.toDate().toISOString(),
      documentHash: record.documentHash,
      addressHash: record.addressHash,
      userAgent: record.userAgent,
      consent: record.consent,
      contractorSigner: changeOrder.contractorSignature.name,
      contractorSignedAt: changeOrder.contractorSignature.signedAt.toDate().toISOString(),
    }),
  );
}

/** The PDF through the link: only once signed. */
export async function linkedChangeOrderPdf(
  token: string,
): Promise<{ ok: true; pdf: Uint8Array } | { ok: false; reason: "invalid" | "closed" }> {
  const found = await byToken(token);
  if (!found) return { ok: false, reason: "invalid" };
  if (!found.changeOrder.signed) return { ok: false, reason: "closed" };
  return { ok: true, pdf: await signedChangeOrderPdf(found.ref.id, found.changeOrder) };
}

/** The signed changes a proposal's page lists under the contract, and the price they make. */
export async function changesOf(proposalId: string, proposal: StoredProposal) {
  const all = await changeOrdersOf(proposalId);
  const signed = all.filter((changeOrder) => changeOrder.state === "signed");
  return {
    changeOrders: signed.map((changeOrder) => ({
      number: changeOrder.number,
      title: changeOrder.document.title,
      changeCents: changeOrder.document.changeCents,
      signedAt: changeOrder.signed!.signedAt.toDate().toISOString(),
    })),
    currentTotalCents: contractNow(proposal, all).totalCents,
  };
}
