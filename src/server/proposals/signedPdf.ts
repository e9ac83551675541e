/**
 * A signed contract's PDF, made once from the signing record and kept
 * (`proposalFiles/{proposalId}`, created, never overwritten): the e-mails attach it, the
 * homeowner's link and /admin download it. Whoever needs it first makes it; a second
 * maker at the same moment finds it made and reads it.
 */
import { Timestamp } from "firebase-admin/firestore";
import { PROPOSAL_FILES } from "../../schemas/collections.ts";
import { isAlreadyExists } from "../firebaseAdmin.ts";
import { contractPdf } from "./pdf.ts";
import { db, type StoredProposal } from "./proposalDoc.ts";

const iso = (value: Timestamp | null | undefined) => (value ? value.toDate().toISOString() : "");

/** Renders the signed contract; the caller has checked that it is signed. */
function renderSignedPdf(proposal: StoredProposal): Promise<Uint8Array> {
  const record = proposal.signed!;
  return contractPdf(record.document, {
    name: record.name,
    initials: record.initials,
    signature: record.signature,
    signedAt: iso(record.signedAt),
    documentHash: record.documentHash,
    addressHash: record.addressHash,
    userAgent: record.userAgent,
    consent: record.consent,
    contractorSigner: proposal.contractorSignature?.name ?? "",
    contractorSignedAt: iso(proposal.contractorSignature?.signedAt),
  });
}

export const signedPdf = (proposalId: string, proposal: StoredProposal): Promise<Uint8Array> =>
  keptPdf(PROPOSAL_FILES, proposalId, proposal.signed!.documentHash, () => renderSignedPdf(proposal));

/** A signed document's PDF from where it is kept, or rendered and kept by whoever needs it first. */
export async function keptPdf(
  collection: string,
  id: string,
  documentHash: string,
  render: () => Promise<Uint8Array>,
): Promise<Uint8Array> {
  const ref = db().collection(collection).doc(id);
  const kept = await ref.get();
  if (kept.exists) return new Uint8Array(kept.get("pdf") as Buffer);
  const pdf = await render();
  try {
    await ref.create({ pdf: Buffer.from(pdf), bytes: pdf.byteLength, documentHash, createdAt: Timestamp.now() });
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
    return new Uint8Array((await ref.get()).get("pdf") as Buffer);
  }
  return pdf;
}
