/**
 * A signed-in homeowner's own leads, as firestore.rules let them read them: by
 * their account (estimates) and, once their e-mail is verified, by that address (anything
 * they sent, before or after signing up). Two queries, merged.
 */
import { ACCOUNT_LIST_LIMIT, type AccountLead } from "../../schemas/accountLead.ts";
import { firestore } from "./app.ts";
import { toAccountLead } from "./decode.ts";
import { ACCOUNT_LEADS } from "../../schemas/collections.ts";

export interface AccountIdentity {
  uid: string;
  email: string | null;
  /** Only a verified address may be asked for: the rules refuse the query otherwise. */
  verified: boolean;
}

export async function listOwnLeads({ uid, email, verified }: AccountIdentity): Promise<AccountLead[]> {
  const [db, { collection, getDocs, limit, orderBy, query, where }] = await firestore();
  const leads = collection(db, ACCOUNT_LEADS);
  const address = email?.trim().toLowerCase();
  // Newest first and bounded: an address anyone can type must not make the page read without end.
  const newest = [orderBy("timestamp", "desc"), limit(ACCOUNT_LIST_LIMIT)] as const;
  const [mine, sent] = await Promise.all([
    getDocs(query(leads, where("uid", "==", uid), ...newest)),
    verified && address ? getDocs(query(leads, where("email", "==", address), ...newest)) : Promise.resolve(null),
  ]);
  const byId = new Map<string, AccountLead>();
  for (const snapshot of [...mine.docs, ...(sent?.docs ?? [])])
    byId.set(snapshot.id, toAccountLead(snapshot.id, snapshot.data()));
  return [...byId.values()];
}
