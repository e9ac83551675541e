/**
 * /admin's read and write of the owner's contract notices (settings/proposalNotices), in
 * English (`notices`) and Spanish (`noticesEs`): admins only, each notice's words bounded by
 * firestore.rules. Sending a proposal reads the same document with firebase-admin
 * (src/server/proposals/terms.ts).
 */
import { PROPOSAL_NOTICES_DOC } from "../../schemas/collections.ts";
import { editedNoticesOf, type EditedNotices } from "../../schemas/proposal.ts";
import { firestore } from "./app.ts";

export interface ProposalNoticesApi {
  /** The owner's words by language and notice id; a notice not there prints its default. */
  load(): Promise<EditedNotices>;
  save(edits: EditedNotices): Promise<void>;
}

async function load(): Promise<EditedNotices> {
  const [db, { doc, getDoc }] = await firestore();
  return editedNoticesOf((await getDoc(doc(db, PROPOSAL_NOTICES_DOC))).data());
}

async function save(edits: EditedNotices): Promise<void> {
  const [db, { doc, serverTimestamp, setDoc }] = await firestore();
  await setDoc(doc(db, PROPOSAL_NOTICES_DOC), {
    notices: edits.en,
    noticesEs: edits.es,
    updatedAt: serverTimestamp(),
  });
}

export const proposalNoticesApi: ProposalNoticesApi = { load, save };
