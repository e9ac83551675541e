/**
 * A change order as stored (changeOrders/{id}) and the e-mail notice the outbox keeps about
 * it: apart from changeOrders.ts so the account mirror and the mail queue read the shapes
 * without importing the module that calls them (no import circle).
 */
import type { Timestamp } from "firebase-admin/firestore";
import type { ChangeOrderDocument } from "../../lib/proposal/changeOrder.ts";
import { contractLanguage } from "../../lib/proposal/contract.ts";
import type { ChangeOrderState } from "../../schemas/proposalRules.ts";
import type { LeadSource } from "../../schemas/lead.ts";

export interface StoredChangeOrder {
  proposalId: string;
  /** The proposal's lead and its source: the e-mails and /account go by them. */
  lead: string;
  source: LeadSource;
  number: number;
  state: Exclude<ChangeOrderState, "expired">;
  /** Built when sent, signed as it is. */
  document: ChangeOrderDocument;
  contractorSignature: { name: string; signedAt: Timestamp };
  tokenHash: string;
  sentAt: Timestamp;
  expiresAt: Timestamp;
  viewedAt: Timestamp | null;
  declinedAt: Timestamp | null;
  signed: {
    documentHash: string;
    name: string;
    signature: string;
    signedAt: Timestamp;
    consent: string;
    addressHash: string;
    userAgent: string;
  } | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** What every e-mail about a change order says of it. */
export const mailAbout = (document: ChangeOrderDocument) => ({
  email: document.client.email,
  name: document.client.name,
  title: document.title,
  number: document.number,
  changeCents: document.changeCents,
  totalCents: document.newTotalCents,
  language: contractLanguage(document),
});

/** A change order's e-mail, as the outbox keeps it (src/server/proposals/changeOrderMail.ts builds it). */
export type ChangeOrderNotice = ReturnType<typeof mailAbout> &
  (
    | { event: "change-sent"; token: string; expiresAt: number }
    | { event: "change-signed"; audience: "client" | "owner" }
    | { event: "change-declined" }
  );
