/**
 * What every signature here records beside the name and the drawing (ESIGN, UETA): the
 * SHA-256 of exactly what was signed, and a keyed hash of where it was signed from. Shared
 * by the contract (link.ts) and its change orders (changeOrders.ts).
 */
import { createHash, createHmac } from "node:crypto";
import type { ChangeOrderDocument } from "../../lib/proposal/changeOrder.ts";
import { canonicalJson, type ContractDocument } from "../../lib/proposal/contract.ts";
import { serverSecret } from "../serverSecret.ts";

/** Who signs, as the function sees them. */
export interface Signer {
  address: string;
  userAgent: string;
}

/** What a signature signs: the SHA-256 of the document's canonical JSON (the contract, or a change order). */
export const documentHash = (document: ContractDocument | ChangeOrderDocument): string =>
  createHash("sha256").update(canonicalJson(document)).digest("hex");

/**
 * The signer's address is kept only as a keyed hash: proof enough beside the rest (the
 * functions can tell whether a given address signed), no one's IP in the database, and
 * not reversible by hashing the 4 billion IPv4 addresses, as a plain SHA-256 would be.
 */
export const addressHash = async (address: string): Promise<string> =>
  createHmac("sha256", await serverSecret("signerAddress", "SIGNER_ADDRESS_SECRET"))
    .update(`address:${address}`)
    .digest("hex");
