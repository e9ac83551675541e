/**
 * The owner's side of a proposal: saving a draft from a lead, sending it (the law's
 * checks, the contractor's signature, a new private link, the homeowner's e-mail queued in
 * the same transaction), and recording a deposit paid by cheque or transfer. A signed
 * proposal refuses all of it: after the signature only a change order changes the job.
 */
import { TZDate } from "@date-fns/tz/date";
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { storedLanguage } from "../../config/i18n.ts";
import { BUSINESS_TIME_ZONE } from "../../config/site.ts";
import { businessDay } from "../../lib/format/businessDay.ts";
import { jurisdictionOf } from "../../lib/proposal/jurisdiction.ts";
import { lawBreaches, zipBreach, type Breach } from "../../lib/proposal/law.ts";
import { reminderTimes } from "../../lib/proposal/reminders.ts";
import { PROPOSALS } from "../../schemas/collections.ts";
import type { LeadSource } from "../../schemas/lead.ts";
import type { ProposalOwnerRequest } from "../../schemas/proposal.ts";
import { PROPOSAL_LIMITS, type Jurisdiction } from "../../schemas/proposalRules.ts";
import { hashToken, newToken } from "../privateLink.ts";
import { mailAbout, type ProposalMailNotice } from "./proposalMail.ts";
import { accountRowOf, mirrorToAccount } from "./accountMirror.ts";
import { depositDue, receipts } from "./deposit.ts";
import { queueProposalMail } from "./queueMail.ts";
import { db, proposalRef, storedProposal, type Deposit, type StoredProposal } from "./proposalDoc.ts";
import { editedNotices, frozenTerms } from "./terms.ts";

const DAY_MS = 24 * 60 * 60_000;
type Request<A> = Extract<ProposalOwnerRequest, { action: A }>;

/** Signed (or paid): the contract; nothing the owner sends changes it. */
const isSigned = (proposal: Pick<StoredProposal, "signed">) => proposal.signed !== null;

export type SaveOutcome =
  | { ok: true; id: string; jurisdiction: Jurisdiction | null }
  | { ok: false; reason: "lead_missing" | "not_found" | "signed" };

/** A new draft from a lead, or an unsigned proposal saved again as a draft (its link stops working until sent again). */
export async function saveDraft(request: Request<"save">, now = Date.now()): Promise<SaveOutcome> {
  const firestore = db();
  const leadRef = firestore.collection(request.lead.collection).doc(request.lead.leadId);
  const ref = request.id ? proposalRef(request.id) : firestore.collection(PROPOSALS).doc();
  const jurisdiction = jurisdictionOf(request.draft.client.zip) ?? null;
  return firestore.runTransaction(async (transaction): Promise<SaveOutcome> => {
    const [existing, lead, row] = await Promise.all([
      transaction.get(ref),
      transaction.get(leadRef),
      accountRowOf(transaction, ref.id, { lead: leadRef.path, signed: null }),
    ]);
    if (request.id && !existing.exists) return { ok: false, reason: "not_found" };
    if (!lead.exists) return { ok: false, reason: "lead_missing" };
    const at = Timestamp.fromMillis(now);
    if (existing.exists) {
      const stored = storedProposal(existing.data())!;
      if (isSigned(stored)) return { ok: false, reason: "signed" };
      // Taken back to be revised: /account shows no proposal until it is sent again.
      mirrorToAccount(transaction, row, { ...stored, state: "draft" });
      transaction.update(ref, {
        draft: request.draft,
        state: "draft",
        tokenHash: null,
        expiresAt: null,
        updatedAt: at,
      });
    } else {
      const source = (lead.get("source") ??
        (request.lead.collection === "estimates" ? "estimate" : "contact")) as LeadSource;
      const created: StoredProposal = {
        lead: leadRef.path,
        source,
        state: "draft",
        draft: request.draft,
        revision: 0,
        frozen: null,
        contractorSignature: null,
        tokenHash: null,
        sentAt: null,
        expiresAt: null,
        viewedAt: null,
        changeRequest: null,
        declinedAt: null,
        signed: null,
        deposit: null,
        createdAt: at,
        updatedAt: at,
      };
      transaction.create(ref, created);
    }
    return { ok: true, id: ref.id, jurisdiction };
  });
}

export type SendOutcome =
  | { ok: true; id: string; email: string; expiresAt: number; notificationId: string }
  | { ok: false; reason: "not_found" | "signed" }
  | { ok: false; reason: "law"; breaches: Breach[] };

/** The link works until the end of the validity day (in the business's zone), at most PROPOSAL_LIMITS.linkDays. */
function linkExpiry(validUntil: string, now: number): number {
  const [year, month, day] = validUntil.split("-").map(Number) as [number, number, number];
  const endOfValidity = new TZDate(year, month - 1, day, 23, 59, 59, BUSINESS_TIME_ZONE).getTime();
  return Math.min(endOfValidity, now + PROPOSAL_LIMITS.linkDays * DAY_MS);
}

/** The law's checks, then the contractor's signature, a new link and the homeowner's e-mail, in one transaction. */
export async function sendProposal(request: Request<"send">, now = Date.now()): Promise<SendOutcome> {
  const firestore = db();
  const ref = proposalRef(request.id);
  const first = storedProposal((await ref.get()).data());
  if (!first) return { ok: false, reason: "not_found" };
  // The owner's notice words are read outside the transaction (a settings document); the draft is re-read inside.
  const edited = await editedNotices();
  const token = newToken();
  return firestore.runTransaction(async (transaction): Promise<SendOutcome> => {
    const proposal = storedProposal((await transaction.get(ref)).data());
    if (!proposal) return { ok: false, reason: "not_found" };
    if (isSigned(proposal)) return { ok: false, reason: "signed" };
    const row = await accountRowOf(transaction, ref.id, proposal);
    const { draft } = proposal;
    const jurisdiction = jurisdictionOf(draft.client.zip);
    // No jurisdiction: the ZIP is the rule.
    if (!jurisdiction) return { ok: false, reason: "law", breaches: [zipBreach(draft.client.zip)] };
    const frozen = frozenTerms(jurisdiction, edited, storedLanguage(draft));
    const breaches = lawBreaches(draft, {
      today: businessDay(now),
      contractor: frozen.contractor,
      terms: frozen.terms,
      signer: request.signer,
      initials: request.initials,
    });
    if (breaches.length > 0) return { ok: false, reason: "law", breaches };
    const expiresAt = linkExpiry(draft.validUntil, now);
    const revision = proposal.revision + 1;
    const at = Timestamp.fromMillis(now);
    const sent = {
      state: "sent",
      revision,
      frozen,
      contractorSignature: { name: request.signer, initials: request.initials, signedAt: at },
      tokenHash: hashToken(token),
      sentAt: at,
      expiresAt: Timestamp.fromMillis(expiresAt),
      viewedAt: null,
      changeRequest: null,
      declinedAt: null,
      updatedAt: at,
    } satisfies Partial<StoredProposal>;
    transaction.update(ref, sent);
    mirrorToAccount(transaction, row, { ...proposal, ...sent });
    const about = mailAbout(draft);
    const notice: ProposalMailNotice = {
      event: "sent",
      ...about,
      token,
      revision,
      expiresAt,
    };
    const [notificationId] = queueProposalMail(transaction, ref.path, proposal.source, [notice]);
    // The reminders wait in the outbox until due; any answer or a revision stops them there.
    for (const reminder of reminderTimes(now, expiresAt)) {
      const reminderNotice: ProposalMailNotice = {
        ...about,
        event: reminder.event,
        revision,
        sentOn: now,
        expiresAt,
      };
      queueProposalMail(transaction, ref.path, proposal.source, [reminderNotice], reminder.at);
    }
    return { ok: true, id: ref.id, email: draft.client.email, expiresAt, notificationId };
  });
}

export type DepositOutcome =
  { ok: true; mailIds: string[] } | { ok: false; reason: "not_found" | "not_signed" | "already_paid" };

/** The owner's "Deposit received" for a cheque or a transfer: a signed proposal becomes paid, once, with its receipts. */
export async function recordDepositReceived(
  request: Request<"deposit-received">,
  now = Date.now(),
): Promise<DepositOutcome> {
  const firestore = db();
  const ref = proposalRef(request.id);
  return firestore.runTransaction(async (transaction): Promise<DepositOutcome> => {
    const proposal = storedProposal((await transaction.get(ref)).data());
    if (!proposal) return { ok: false, reason: "not_found" };
    if (!proposal.signed) return { ok: false, reason: "not_signed" };
    if (proposal.deposit?.paidAt) return { ok: false, reason: "already_paid" };
    const row = await accountRowOf(transaction, ref.id, proposal);
    const deposit: Deposit = {
      cents: depositDue(proposal),
      method: "manual",
      paidAt: Timestamp.fromMillis(now),
      refundedCents: 0,
    };
    transaction.update(ref, { state: "paid", deposit, checkout: null, updatedAt: FieldValue.serverTimestamp() });
    mirrorToAccount(transaction, row, { ...proposal, state: "paid", deposit });
    const about = mailAbout(proposal.draft, proposal.signed.document.totalCents);
    return { ok: true, mailIds: queueProposalMail(transaction, ref.path, proposal.source, receipts(about, deposit)) };
  });
}
