/**
 * The homeowner's side, through the e-mail's private link: read the proposal (the first
 * read marks it viewed), ask for changes, decline, or sign it. Signing builds the
 * contract with the homeowner's ticks by the same computation the page showed, hashes
 * it, and records who, when, from where and with what consent; from then on the link
 * only reads (the signed contract and its PDF) and nothing changes the record.
 */
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { SITE } from "../../config/site.ts";
import { contractDocument, contractLanguage } from "../../lib/proposal/contract.ts";
import { exceedsDepositLimit } from "../../lib/proposal/law.ts";
import { ESIGN_CONSENT } from "../../lib/proposal/consent.ts";
import type { ProposalView } from "../../lib/proposal/view.ts";
import type { ProposalLinkRequest } from "../../schemas/proposal.ts";
import { OPEN_STATES } from "../../schemas/proposalRules.ts";
import { cardDepositsEnabled } from "../payments/stripe.ts";
import { hashToken } from "../privateLink.ts";
import { accountRowOf, mirrorToAccount } from "./accountMirror.ts";
import { changesOf } from "./changeOrders.ts";
import { payableByCard } from "./deposit.ts";
import { queueProposalMail } from "./queueMail.ts";
import { addressHash, documentHash, type Signer } from "./signing.ts";
import { mailAbout, type ProposalMailNotice } from "./proposalMail.ts";
import { byToken, db, shownStateOf, storedProposal, type SigningRecord, type StoredProposal } from "./proposalDoc.ts";

/** A link's change requests: enough for a real conversation, too few to flood the owner's inbox. */
const CHANGE_REQUESTS_MAX = 10;

type Request<A> = Extract<ProposalLinkRequest, { action: A }>;
type Refusal = "invalid" | "expired" | "closed" | "revised" | "initials" | "limit";
export type LinkOutcome = { ok: true; view: ProposalView; mailIds: string[] } | { ok: false; reason: Refusal };

const iso = (value: Timestamp | null | undefined) => (value ? value.toDate().toISOString() : null);

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
    deposit: deposit && {
      cents: deposit.cents,
      method: deposit.method,
      paidAt: iso(deposit.paidAt),
      refundedCents: deposit.refundedCents,
    },
    payByCard: payableByCard(proposal, cardDepositsEnabled()),
    changes: null,
  };
}

/** What an answer changes: the proposal's fields, and the e-mails it queues with them. */
interface Answer {
  fields: Partial<StoredProposal>;
  notices: ProposalMailNotice[];
}

/**
 * One transaction per answer: the link re-read inside it, so a proposal revised, signed or
 * declined a moment before refuses the answer instead of taking two. The answer's fields
 * and its e-mails are written together, and its view shows them without a second read.
 */
async function answer(
  token: string,
  now: number,
  act: (proposal: StoredProposal, id: string) => Refusal | Answer,
): Promise<LinkOutcome> {
  const found = await byToken(token);
  if (!found) return { ok: false, reason: "invalid" };
  const { ref } = found;
  const answered = db().runTransaction(async (transaction): Promise<LinkOutcome> => {
    const proposal = storedProposal((await transaction.get(ref)).data());
    if (!proposal || proposal.tokenHash !== hashToken(token)) return { ok: false, reason: "invalid" };
    const row = await accountRowOf(transaction, ref.id, proposal);
    const state = shownStateOf(proposal, now);
    if (state === "expired") return { ok: false, reason: "expired" };
    if (!OPEN_STATES.includes(state)) return { ok: false, reason: "closed" };
    const result = act(proposal, ref.id);
    if (typeof result === "string") return { ok: false, reason: result };
    transaction.update(ref, { ...result.fields, updatedAt: FieldValue.serverTimestamp() });
    mirrorToAccount(transaction, row, { ...proposal, ...result.fields });
    const mailIds = queueProposalMail(transaction, ref.path, proposal.source, result.notices);
    return { ok: true, view: viewOf(ref.id, { ...proposal, ...result.fields }, now), mailIds };
  });
  return answered.catch(async (error: unknown) => {
    // Two answers at once (two tabs, a double tap) can lock each other until the database gives
    // up on one. If the other has answered for good since, that is this one's answer, as if they
    // had come one after the other (measured: 1 run in 6 under load answered 503 instead of 409).
    const current = storedProposal((await ref.get()).data());
    const state = current?.tokenHash === found.proposal.tokenHash ? shownStateOf(current, now) : null;
    if (state && !OPEN_STATES.includes(state)) return { ok: false, reason: state === "expired" ? "expired" : "closed" };
    throw error;
  });
}

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
        if (current?.state !== "sent" || current.tokenHash !== proposal.tokenHash) return;
        const row = await accountRowOf(transaction, ref.id, current);
        const viewed = { state: "viewed", viewedAt: Timestamp.fromMillis(now) } satisfies Partial<StoredProposal>;
        transaction.update(ref, viewed);
        mirrorToAccount(transaction, row, { ...current, ...viewed });
      })
      .catch(() => undefined);
    return { ok: true, view: viewOf(ref.id, { ...proposal, state: "viewed" }, now), mailIds: [] };
  }
  const view = viewOf(ref.id, proposal, now);
  return {
    ok: true,
    view: proposal.signed ? { ...view, changes: await changesOf(ref.id, proposal) } : view,
    mailIds: [],
  };
}

export function askForChanges(request: Request<"changes">, now = Date.now()): Promise<LinkOutcome> {
  return answer(request.token, now, (proposal) => {
    const count = (proposal.changeRequest?.count ?? 0) + 1;
    if (count > CHANGE_REQUESTS_MAX) return "limit";
    return {
      fields: { state: "changes", changeRequest: { message: request.message, at: Timestamp.fromMillis(now), count } },
      notices: [{ event: "changes", message: request.message, ...mailAbout(proposal.draft) }],
    };
  });
}

export function declineProposal(request: Request<"decline">, now = Date.now()): Promise<LinkOutcome> {
  return answer(request.token, now, (proposal) => ({
    fields: { state: "declined", declinedAt: Timestamp.fromMillis(now) },
    notices: [{ event: "declined", message: "", ...mailAbout(proposal.draft) }],
  }));
}

/** Accept and sign: the contract with the ticks, hashed and recorded; the signed copies queued for both. */
export async function signProposal(request: Request<"sign">, signer: Signer, now = Date.now()): Promise<LinkOutcome> {
  // Before the transaction: its callback may run again, and needs nothing awaited outside it.
  const signerAddress = await addressHash(signer.address);
  return answer(request.token, now, (proposal, id) => {
    if (request.revision !== proposal.revision) return "revised";
    const document = contractDocument(
      { id, revision: proposal.revision, draft: proposal.draft, frozen: proposal.frozen! },
      request.ticked,
    );
    if (document.arbitration && document.jurisdiction === "MD" && request.initials.length < 2) return "initials";
    const deposit = document.payments[0]?.cents ?? 0;
    // Sending checked the limit on the least price; ticks only raise the price. Checked again all the same.
    if (exceedsDepositLimit(document.jurisdiction, deposit, document.totalCents)) return "closed";
    const record: SigningRecord = {
      document,
      documentHash: documentHash(document),
      name: request.name,
      initials: document.arbitration ? request.initials : "",
      signature: request.signature,
      signedAt: Timestamp.fromMillis(now),
      consent: ESIGN_CONSENT.text(SITE.email, contractLanguage(document)),
      addressHash: signerAddress,
      userAgent: signer.userAgent.slice(0, 300),
    };
    const signed = {
      event: "signed" as const,
      depositCents: deposit,
      ...mailAbout(proposal.draft, document.totalCents),
    };
    return {
      fields: { state: "signed", signed: record },
      notices: [
        { ...signed, audience: "client" },
        { ...signed, audience: "owner" },
      ],
    };
  });
}
