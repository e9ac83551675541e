import type { ContactFormRow } from "../../schemas/contact.ts";
import type { EstimateRow } from "../../schemas/estimate.ts";
import { toContactFormRow, toEstimateRow } from "./decode.ts";
import { firestore } from "./app.ts";

/*
 * The owner's dashboard reads with the same Firestore Lite instance as the showcase:
 * one-shot reads that fail at once when offline (the dashboard logs the error and stays
 * usable). firestore.rules lets only accounts with the admin claim read these.
 */
async function listNewestFirst<T>(name: string, toRow: (id: string, data: Record<string, unknown>) => T): Promise<T[]> {
  const [db, { collection, getDocs, orderBy, query }] = await firestore();
  const snapshot = await getDocs(query(collection(db, name), orderBy("timestamp", "desc")));
  return snapshot.docs.map((doc) => toRow(doc.id, doc.data()));
}

/** Spec: list contactForms ordered by timestamp descending (admin). */
function listContactForms(): Promise<ContactFormRow[]> {
  return listNewestFirst("contactForms", toContactFormRow);
}

/** Spec: list estimates ordered by timestamp descending (admin). */
function listEstimates(): Promise<EstimateRow[]> {
  return listNewestFirst("estimates", toEstimateRow);
}

export interface AdminDataApi {
  contactForms(): Promise<ContactFormRow[]>;
  estimates(): Promise<EstimateRow[]>;
}

export const adminDataApi: AdminDataApi = { contactForms: listContactForms, estimates: listEstimates };
