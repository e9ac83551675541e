/** The signed contract's PDF through the homeowner's link: the link reads a signed contract as long as it exists. */
import { byToken } from "./proposalDoc.ts";
import { signedPdf } from "./signedPdf.ts";

export type LinkedPdf = { ok: true; pdf: Uint8Array } | { ok: false; reason: "invalid" | "closed" };

export async function linkedPdf(token: string): Promise<LinkedPdf> {
  const found = await byToken(token);
  if (!found) return { ok: false, reason: "invalid" };
  // Before the signature there is no contract to download, only the page.
  if (!found.proposal.signed) return { ok: false, reason: "closed" };
  return { ok: true, pdf: await signedPdf(found.ref.id, found.proposal) };
}
