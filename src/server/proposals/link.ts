/**
 * The homeowner's side, through the e-mail's private link: read the proposal (the first
 * read marks it viewed), ask for changes, decline, or sign it. Signing builds the
 * contract with the homeowner's ticks by the same computation the page showed, hashes
 * it, and records who, when, from where and with what consent; from then on the link
 * only reads (the signed contract and its PDF) and nothing changes the record.
 */
import { createHash } from "node:crypto";
import { FieldValue, Timestamp, type DocumentReference } from "firebase-admin/firestore";
import { SITE } from "../../config/site.ts";
import { canonicalJson, contractDocument, type ContractDocument } from "../../lib/proposal/contract.ts";
import { ESIGN_CONSENT, LAW } from "../../lib/proposal/law.ts";
import { shownState } from "../../lib/proposal/state.ts";
import type { ProposalView } from "../../lib/proposal/view.ts";
import { PROPOSALS } from "../../schemas/collections.ts";
import { OPEN_STATES, type ProposalLinkRequest, type ProposalState } from "../../schemas/proposal.ts";
import { notification, notificationRef } from "../outbox/queue.ts";
import { hashToken } from "../privateLink.ts";
import type { ProposalMailNotice } from "./proposalMail.ts";
import { db, storedProposal, type SigningRecord, type StoredProposal } from "./proposalDoc.ts";

/** A link's change requests: enough for a real conversation, too few to flood the owner's inbox. */
const CHANGE_REQUESTS_MAX = 10;

type Request<A> = Extract<ProposalLinkRequest, { action: A }>;
type Refusal = "invalid" | "expired" | "closed" | "revised" | "initials" | "limit";
export type LinkOutcome = { ok: true; view: ProposalView; mailIds: string[] } | { ok: false; reason: Refusal };

const iso = (value: Timestamp | null | undefined) => (value ? value.toDate().toISOString() : null);

const shownStateOf = (proposal: Pick<StoredProposal, "state" | "expiresAt">, now: number): ProposalState =>
  shownState({ state: proposal.state, expiresAt: proposal.expiresAt?.toMillis() ?? null }, now);

function viewOf(id: string, proposal: StoredProposal, now: number): ProposalView {
  const { signed, deposit, contractorSignature } = proposal;
  return {
    id,
    revision: proposal.revision,
    state: shownStateOf(proposal, now),
    draft: proposal.draft,
    frozen: proposal.frozen!,
    contractorSignature: {
      name: contractorSignature?.name ?? "",
      initials: contractorSignature?.initials ?? "",
      signedAt: iso(contractorSignature?.signedAt) ?? "",
    },
    expiresAt: signed ? null : iso(proposal.expiresAt),
    signed: signed && {
      name: signed.name,
      initials: signed.initials,
      signedAt: iso(signed.signedAt) ?? "",
      documentHash: signed.documentHash,
      document: signed.document,
    },
    deposit: deposit && { cents: deposit.cents, method: deposit.method, paidAt: iso(deposit.paidAt) },
  };
}

/** The proposal a link names, or why it names none. A revised proposal's old link names none. */
async function byToken(token: string): Promise<{ ref: DocumentReference; proposal: StoredProposal } | null> {
  const found = await db().collection(PROPOSALS).where("tokenHash", "==", hashToken(token)).limit(1).get();
  const doc = found.docs[0];
  const proposal = doc && storedProposal(doc.data());
  return doc && proposal?.frozen ? { ref: doc.ref, proposal } : null;
}

const documentHash = (document: ContractDocument): string =>
  createHash("sha256").update(canonicalJson(document)).digest("hex");

/** The signer's address is kept only as a hash: proof enough beside the rest, no one's IP in the database. */
const addressHash = (address: string): string => createHash("sha256").update(`address:${address}`).digest("hex");

/**
 * One transaction per answer: the link re-read inside it, so a proposal revised, signed or
 * declined a moment before refuses the answer instead of taking two.
 */
async function answer(
  token: string,
  now: number,
  act: (
    proposal: StoredProposal,
    ref: DocumentReference,
    transaction: FirebaseFirestore.Transaction,
  ) => Refusal | string[],
): Promise<LinkOutcome> {
  const found = await byToken(token);
  if (!found) return { ok: false, reason: "invalid" };
  const { ref } = found;
  return db().runTransaction(async (transaction): Promise<LinkOutcome> => {
    const proposal = storedProposal((await transaction.get(ref)).data());
    if (!proposal || proposal.tokenHash !== hashToken(token)) return { ok: false, reason: "invalid" };
    const state = shownStateOf(proposal, now);
    if (state === "expired") return { ok: false, reason: "expired" };
    if (!OPEN_STATES.includes(state)) return { ok: false, reason: "closed" };
    const result = act(proposal, ref, transaction);
    if (!Array.isArray(result)) return { ok: false, reason: result };
    return {
      ok: true,
      view: viewOf(ref.id, { ...proposal, ...(pending.get(transaction) ?? {}) }, now),
      mailIds: result,
    };
  });
}

/** What an answer writes, so its own view can show it without a second read. */
const pending = new WeakMap<object, Partial<StoredProposal>>();

function update(transaction: FirebaseFirestore.Transaction, ref: DocumentReference, fields: Partial<StoredProposal>) {
  pending.set(transaction, fields);
  transaction.update(ref, { ...fields, updatedAt: FieldValue.serverTimestamp() });
}

function queue(
  transaction: FirebaseFirestore.Transaction,
  ref: DocumentReference,
  proposal: StoredProposal,
  kind: "proposal" | "proposalNews",
  notice: ProposalMailNotice,
): string {
  const noticeRef = notificationRef();
  transaction.create(noticeRef, { ...notification(ref.path, proposal.source, kind), ...notice });
  return noticeRef.id;
}

const about = (proposal: StoredProposal, totalCents: number) => ({
  email: proposal.draft.client.email,
  name: proposal.draft.client.name,
  title: proposal.draft.title,
  totalCents,
});

/** The link's read: anyone holding it may read, the first read marks a sent proposal viewed. */
export async function viewProposal(token: string, now = Date.now()): Promise<LinkOutcome> {
  const found = await byToken(token);
  if (!found) return { ok: false, reason: "invalid" };
  const { ref, proposal } = found;
  const state = shownStateOf(proposal, now);
  if (state === "expired") return { ok: false, reason: "expired" };
  if (proposal.state === "sent") {
    // Only if still sent and still this link: a read never undoes a signature or a revision.
    await db()
      .runTransaction(async (transaction) => {
        const current = storedProposal((await transaction.get(ref)).data());
        if (current?.state === "sent" && current.tokenHash === proposal.tokenHash)
          transaction.update(ref, { state: "viewed", viewedAt: Timestamp.fromMillis(now) });
      })
      .catch(() => undefined);
    return { ok: true, view: viewOf(ref.id, { ...proposal, state: "viewed" }, now), mailIds: [] };
  }
  return { ok: true, view: viewOf(ref.id, proposal, now), mailIds: [] };
}

export function askForChanges(request: Request<"changes">, now = Date.now()): Promise<LinkOutcome> {
  return answer(request.token, now, (proposal, ref, transaction) => {
    const count = (proposal.changeRequest?.count ?? 0) + 1;
    if (count > CHANGE_REQUESTS_MAX) return "limit";
    update(transaction, ref, {
      state: "changes",
      changeRequest: { message: request.message, at: Timestamp.fromMillis(now), count },
    });
    const total = contractDocument(
      { id: ref.id, revision: proposal.revision, draft: proposal.draft, frozen: proposal.frozen! },
      [],
    );
    return [
      queue(transaction, ref, proposal, "proposalNews", {
        event: "changes",
        message: request.message,
        ...about(proposal, total.totalCents),
      }),
    ];
  });
}

export function declineProposal(request: Request<"decline">, now = Date.now()): Promise<LinkOutcome> {
  return answer(request.token, now, (proposal, ref, transaction) => {
    update(transaction, ref, { state: "declined", declinedAt: Timestamp.fromMillis(now) });
    const total = contractDocument(
      { id: ref.id, revision: proposal.revision, draft: proposal.draft, frozen: proposal.frozen! },
      [],
    );
    return [
      queue(transaction, ref, proposal, "proposalNews", {
        event: "declined",
        message: "",
        ...about(proposal, total.totalCents),
      }),
    ];
  });
}

export interface Signer {
  address: string;
  userAgent: string;
}

/** Accept and sign: the contract with the ticks, hashed and recorded; the signed copies queued for both. */
export function signProposal(request: Request<"sign">, signer: Signer, now = Date.now()): Promise<LinkOutcome> {
  return answer(request.token, now, (proposal, ref, transaction) => {
    if (request.revision !== proposal.revision) return "revised";
    const document = contractDocument(
      { id: ref.id, revision: proposal.revision, draft: proposal.draft, frozen: proposal.frozen! },
      request.ticked,
    );
    const law = LAW[document.jurisdiction];
    if (document.arbitration && document.jurisdiction === "MD" && request.initials.length < 2) return "initials";
    const deposit = document.payments[0]?.cents ?? 0;
    // Sending checked the limit on the least price; ticks only raise the price. Checked again all the same.
    if (law.depositLimit && deposit * law.depositLimit.denominator > document.totalCents * law.depositLimit.numerator)
      return "closed";
    const record: SigningRecord = {
      document,
      documentHash: documentHash(document),
      name: request.name,
      initials: document.arbitration ? request.initials : "",
      signature: request.signature,
      signedAt: Timestamp.fromMillis(now),
      consent: ESIGN_CONSENT.text(SITE.email),
      addressHash: addressHash(signer.address),
      userAgent: signer.userAgent.slice(0, 300),
    };
    update(transaction, ref, { state: "signed", signed: record });
    const signed = { event: "signed" as const, depositCents: deposit, ...about(proposal, document.totalCents) };
    return [
      queue(transaction, ref, proposal, "proposal", { ...signed, audience: "client" }),
      queue(transaction, ref, proposal, "proposalNews", { ...signed, audience: "owner" }),
    ];
  });
}
