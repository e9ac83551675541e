/**
 * The owner's proposals in Firestore, read in /admin: the latest changes first, a signed
 * contract's PDF, the lead a new proposal starts from, and the signed-in owner's name for
 * the company's signature. firestore.rules let an admin read proposals and their PDFs and
 * nobody write them: every change goes through POST /api/proposals
 * (src/lib/api-client/proposals.ts).
 */
import * as z from "zod/mini";
import { storedLanguage, type Locale } from "../../config/i18n.ts";
import { $auth } from "../../stores/auth.ts";
import { ESTIMATE_LEADS, MESSAGE_LEADS, PROPOSAL_FILES, PROPOSALS, USERS } from "../../schemas/collections.ts";
import type { LeadCollection } from "../../schemas/collections.ts";
import { proposalDraftSchema, type ProposalDraft } from "../../schemas/proposal.ts";
import { STORED_PROPOSAL_STATES, type ProposalState } from "../../schemas/proposalRules.ts";
import { firestore } from "./app.ts";

/** Proposals /admin lists at once: a small contractor's busy season. */
export const PROPOSAL_LIST_LIMIT = 50;

/** A proposal as /admin lists it; times in epoch milliseconds, null when not (yet) set. */
export interface ProposalRow {
  id: string;
  /** As stored: "expired" is shown, not stored (src/lib/admin/proposalList.ts). */
  state: ProposalState;
  lead: { collection: LeadCollection; leadId: string } | null;
  draft: ProposalDraft;
  sentAt: number | null;
  expiresAt: number | null;
  changeRequest: { message: string; at: number | null; count: number } | null;
  /** What the homeowner signed: their name, when, the price with their ticks and its deposit. */
  signed: { name: string; signedAt: number | null; totalCents: number; depositCents: number } | null;
  /** "manual": a cheque or transfer the owner recorded; refundedCents is what Stripe paid back of a card's. */
  deposit: { cents: number; method: "manual" | "card"; paidAt: number | null; refundedCents: number } | null;
  updatedAt: number | null;
}

/** What a proposal is prefilled from: the lead's fields as stored (src/lib/admin/proposalPrefill.ts). */
export type LeadForProposal =
  | {
      collection: typeof MESSAGE_LEADS;
      id: string;
      /** "booking": a site visit's lead, with the visit's address and project. */
      source: "contact" | "chat" | "booking";
      name: string;
      email: string;
      phone: string;
      message: string;
      street: string;
      zip: string;
      projectType: string;
      /** The language the visitor wrote in: the proposal's, until the owner picks another. */
      language: Locale;
    }
  | {
      collection: typeof ESTIMATE_LEADS;
      id: string;
      projectType: string;
      roomType: string;
      squareFootage: number | null;
      scope: string;
      /** The job's ballpark in dollars. */
      ballparkLow: number | null;
      ballparkHigh: number | null;
      email: string;
      /** From the asker's profile; "" without one. */
      name: string;
      phone: string;
      language: Locale;
    };

interface TimestampLike {
  toMillis(): number;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");
const num = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : null);
const record = (value: unknown) =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : null;
const millisOf = (value: unknown): number | null =>
  typeof (value as TimestampLike | null)?.toMillis === "function" ? (value as TimestampLike).toMillis() : null;

function leadOf(path: unknown): ProposalRow["lead"] {
  const [collection, leadId] = text(path).split("/");
  if (!leadId || (collection !== MESSAGE_LEADS && collection !== ESTIMATE_LEADS)) return null;
  return { collection, leadId };
}

/** A stored proposal as the list shows it; null for one whose draft does not read as a draft (edited by hand). */
function toProposalRow(id: string, data: Record<string, unknown>): ProposalRow | null {
  const draft = z.safeParse(proposalDraftSchema, data.draft);
  if (!draft.success) return null;
  const change = record(data.changeRequest);
  const signed = record(data.signed);
  const document = record(signed?.document);
  const payments = Array.isArray(document?.payments) ? (document.payments as unknown[]) : [];
  const deposit = record(data.deposit);
  return {
    id,
    state: STORED_PROPOSAL_STATES.find((state) => state === data.state) ?? "draft",
    lead: leadOf(data.lead),
    draft: draft.data,
    sentAt: millisOf(data.sentAt),
    expiresAt: millisOf(data.expiresAt),
    changeRequest: change
      ? { message: text(change.message), at: millisOf(change.at), count: num(change.count) ?? 1 }
      : null,
    signed:
      signed && document
        ? {
            name: text(signed.name),
            signedAt: millisOf(signed.signedAt),
            totalCents: num(document.totalCents) ?? 0,
            depositCents: num(record(payments[0])?.cents) ?? 0,
          }
        : null,
    deposit: deposit
      ? {
          cents: num(deposit.cents) ?? 0,
          method: deposit.method === "card" ? "card" : "manual",
          paidAt: millisOf(deposit.paidAt),
          refundedCents: num(deposit.refundedCents) ?? 0,
        }
      : null,
    updatedAt: millisOf(data.updatedAt),
  };
}

/** The latest changed first, at most PROPOSAL_LIST_LIMIT. */
async function listProposals(): Promise<ProposalRow[]> {
  const [db, { collection, getDocs, limit, orderBy, query }] = await firestore();
  const snapshot = await getDocs(
    query(collection(db, PROPOSALS), orderBy("updatedAt", "desc"), limit(PROPOSAL_LIST_LIMIT)),
  );
  return snapshot.docs.flatMap((doc) => {
    const row = toProposalRow(doc.id, doc.data());
    if (!row) console.error(`Proposal ${doc.id} has no readable draft; it is left out of the list`);
    return row ? [row] : [];
  });
}

/** The signed contract's PDF; null while it is being made (the first e-mail or download makes it). */
async function signedPdf(id: string): Promise<Uint8Array | null> {
  const [db, { doc, getDoc }] = await firestore();
  const pdf = (await getDoc(doc(db, PROPOSAL_FILES, id))).get("pdf") as unknown;
  return pdf && typeof (pdf as { toUint8Array?: unknown }).toUint8Array === "function"
    ? (pdf as { toUint8Array(): Uint8Array }).toUint8Array()
    : null;
}

/** The profile's name and phone (users/{uid}); empty when there is none or it cannot be read. */
async function profileOf(uid: string): Promise<{ name: string; phone: string }> {
  if (!uid) return { name: "", phone: "" };
  try {
    const [db, { doc, getDoc }] = await firestore();
    const profile = (await getDoc(doc(db, USERS, uid))).data();
    return { name: text(profile?.fullName), phone: text(profile?.phone) };
  } catch (error) {
    console.error("Reading a profile for a proposal failed", error);
    return { name: "", phone: "" };
  }
}

/** The lead a new proposal starts from, read afresh (a booking's address and project are not in the inbox's row). */
async function leadForProposal(collection: LeadCollection, id: string): Promise<LeadForProposal | null> {
  const [db, { doc, getDoc }] = await firestore();
  const data = (await getDoc(doc(db, collection, id))).data();
  if (!data) return null;
  if (collection === MESSAGE_LEADS) {
    const stored: unknown = data.source;
    const source = stored === "chat" || stored === "booking" ? stored : "contact";
    return {
      collection,
      id,
      source,
      name: text(data.name),
      email: text(data.email),
      phone: text(data.phone),
      message: text(data.message),
      street: text(data.street),
      zip: text(data.zip),
      projectType: text(data.projectType),
      language: storedLanguage(data),
    };
  }
  const profile = await profileOf(text(data.userId));
  return {
    collection,
    id,
    projectType: text(data.projectType),
    roomType: text(data.roomType),
    squareFootage: num(data.squareFootage),
    scope: text(data.scope),
    ballparkLow: num(data.ballparkLow),
    ballparkHigh: num(data.ballparkHigh),
    email: text(data.email),
    ...profile,
    language: storedLanguage(data),
  };
}

/** Who signs for the company by default: the signed-in owner's profile name, else their account's. */
async function ownName(): Promise<string> {
  const user = $auth.get().user;
  if (!user) return "";
  return (await profileOf(user.uid)).name || (user.displayName ?? "");
}

/** What /admin's proposals need; tests hand it a stand-in. */
export interface ProposalsApi {
  list: () => Promise<ProposalRow[]>;
  signedPdf: (id: string) => Promise<Uint8Array | null>;
  lead: (collection: LeadCollection, id: string) => Promise<LeadForProposal | null>;
  ownName: () => Promise<string>;
}

export const proposalsApi: ProposalsApi = {
  list: listProposals,
  signedPdf,
  lead: leadForProposal,
  ownName,
};
