/**
 * A signed contract's PDF for its homeowner on /account: the request it answers must be
 * theirs as /account shows it (firestore.rules' isOwnLead: the account that sent it, or
 * its verified e-mail address), and the contract signed. Anyone else learns nothing: the
 * answer is the same as for a proposal that does not exist.
 */
import type { Caller } from "../auth.ts";
import { ACCOUNT_LEADS } from "../../schemas/collections.ts";
import { db, proposalRef, storedProposal } from "./proposalDoc.ts";
import { signedPdf } from "./signedPdf.ts";

export type AccountContract = { ok: true; pdf: Uint8Array } | { ok: false; reason: "not_found" };

export async function accountContractPdf(id: string, caller: Caller): Promise<AccountContract> {
  if (caller.kind === "visitor") return { ok: false, reason: "not_found" };
  const proposal = storedProposal((await proposalRef(id).get()).data());
  if (!proposal?.signed) return { ok: false, reason: "not_found" };
  if (caller.kind === "homeowner") {
    const leadId = proposal.lead.split("/")[1] ?? "";
    const row = leadId ? await db().collection(ACCOUNT_LEADS).doc(leadId).get() : null;
    const email = String(row?.get("email") ?? "");
    const mine = row?.exists && (row.get("uid") === caller.uid || (email !== "" && email === caller.email));
    if (!mine) return { ok: false, reason: "not_found" };
  }
  return { ok: true, pdf: await signedPdf(id, proposal) };
}
