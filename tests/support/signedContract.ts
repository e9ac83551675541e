/**
 * A Maryland contract the homeowner has signed, through the functions' own code (no HTTP),
 * with its link's token chosen by the caller: for the end-to-end tests and the page bench
 * that start after the signature (change orders).
 */
import { MESSAGE_LEADS } from "../../src/schemas/collections.ts";
import type { ProposalDraft } from "../../src/schemas/proposal.ts";
import { storeLead } from "../../src/server/leads/store.ts";
import { hashToken } from "../../src/server/privateLink.ts";
import { signProposal } from "../../src/server/proposals/link.ts";
import { saveDraft, sendProposal } from "../../src/server/proposals/owner.ts";
import { proposalRef } from "../../src/server/proposals/proposalDoc.ts";
import { sampleDraft, SIGNATURE_PNG } from "./proposals.ts";

export async function signedContract(options: { email: string; token: string; change?: Partial<ProposalDraft> }) {
  const client = { name: "Dana Whitfield", email: options.email };
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
  const signed = await signProposal(
    {
      action: "sign",
      token: options.token,
      revision: 1,
      ticked: [],
      name: client.name,
      initials: "",
      signature: SIGNATURE_PNG,
      consent: true,
    },
    { address: "127.0.0.1", userAgent: "test" },
  );
  if (!signed.ok) throw new Error(`the contract was not signed: ${signed.reason}`);
  return { id: saved.id, totalCents: signed.view.signed!.document.totalCents };
}
