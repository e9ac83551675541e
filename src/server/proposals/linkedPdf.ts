/** The signed contract's PDF through the homeowner's link: the link reads a signed contract as long as it exists. */
import { PROPOSALS } from "../../schemas/collections.ts";
import { hashToken } from "../privateLink.ts";
import { db, storedProposal } from "./proposalDoc.ts";
import { signedPdf } from "./signedPdf.ts";

export type LinkedPdf = { ok: true; pdf: Uint8Array } | { ok: false; reason: "invalid" | "closed" };

export async function linkedPdf(token: string): Promise<LinkedPdf> {
  const found = await db().collection(PROPOSALS).where("tokenHash", "==", hashToken(token)).limit(1).get();
  const doc = found.docs[0];
  const proposal = doc && storedProposal(doc.data());
  if (!doc || !proposal) return { ok: false, reason: "invalid" };
  // Before the signature there is no contract to download, only the page.
  if (!proposal.signed) return { ok: false, reason: "closed" };
  return { ok: true, pdf: await signedPdf(doc.id, proposal) };
}
