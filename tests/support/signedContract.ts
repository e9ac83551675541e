/**
 * A Maryland proposal sent to the homeowner, or a contract they have signed, through the
 * functions' own code (no HTTP), with its link's token chosen by the caller: for the
 * end-to-end tests that start from the link (its first paint, change orders).
 */
import { CHANGE_ORDERS, MESSAGE_LEADS } from "../../src/schemas/collections.ts";
import type { ProposalDraft } from "../../src/schemas/proposal.ts";
import { storeLead } from "../../src/server/leads/store.ts";
import { hashToken } from "../../src/server/privateLink.ts";
import { signProposal } from "../../src/server/proposals/link.ts";
import { saveDraft, sendProposal } from "../../src/server/proposals/owner.ts";
import { MAILDEV_SMTP_PORT } from "../../scripts/maildev.ts";
import { deliverNow } from "../../src/server/noticeRegistry.ts";
import { sendChangeOrder } from "../../src/server/proposals/changeOrders.ts";
import { db, proposalRef } from "../../src/server/proposals/proposalDoc.ts";
import { SAMPLE_CHANGE_CENTS, sampleChangeOrderDraft, sampleDraft, SIGNATURE_PNG } from "./proposals.ts";

interface ContractOptions {
  email: string;
  token: string;
  change?: Partial<ProposalDraft>;
}

const CLIENT_NAME = "Dana Whitfield";

/** A proposal sent and not yet answered; its draft, to compute what the page shows. */
export async function sentProposal(options: ContractOptions) {
  const client = { name: CLIENT_NAME, email: options.email };
  const { leadId } = await storeLead({
    collection: MESSAGE_LEADS,
    data: { ...client, phone: "(301) 555-0100", message: "A new kitchen, please." },
    source: "contact",
  });
  const draft = sampleDraft("MD", client, options.change);
  const saved = await saveDraft({ action: "save", lead: { collection: MESSAGE_LEADS, leadId }, draft });
  if (!saved.ok) throw new Error(`the contract was not saved: ${saved.reason}`);
  const sent = await sendProposal({ action: "send", id: saved.id, signer: "Olivia Owner", initials: "" });
  if (!sent.ok) throw new Error(`the contract was not sent: ${sent.reason}`);
  await proposalRef(saved.id).update({ tokenHash: hashToken(options.token) });
  return { id: saved.id, draft };
}

/** A contract the homeowner has signed, no option ticked. */
export async function signedContract(options: ContractOptions) {
  const { id } = await sentProposal(options);
  const signed = await signProposal(
    {
      action: "sign",
      token: options.token,
      revision: 1,
      ticked: [],
      name: CLIENT_NAME,
      initials: "",
      signature: SIGNATURE_PNG,
      consent: true,
    },
    { address: "127.0.0.1", userAgent: "test" },
  );
  if (!signed.ok) throw new Error(`the contract was not signed: ${signed.reason}`);
  return { id, totalCents: signed.view.signed!.document.totalCents };
}

/** A change order to a signed contract, sent, with its link's token chosen by the caller. */
export async function sentChangeOrder(options: { proposalId: string; token: string }) {
  const sent = await sendChangeOrder({
    action: "send",
    proposalId: options.proposalId,
    signer: "Olivia Owner",
    draft: sampleChangeOrderDraft(),
  });
  if (!sent.ok) throw new Error(`the change order was not sent: ${sent.reason}`);
  // Its e-mail, sent now as the owner's request would have after answering (to MailDev: this process is not the
  // functions' runtime, which has SMTP_URL). The link in it is the first token's; the test opens its own.
  process.env.SMTP_URL ??= `smtp://127.0.0.1:${MAILDEV_SMTP_PORT}`;
  await deliverNow(sent.mailIds);
  await db()
    .collection(CHANGE_ORDERS)
    .doc(sent.id)
    .update({ tokenHash: hashToken(options.token) });
  return { id: sent.id, changeCents: SAMPLE_CHANGE_CENTS };
}
