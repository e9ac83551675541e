/**
 * /admin's read and write of the owner's contract notices (settings/proposalNotices):
 * admins only, each notice's words bounded by firestore.rules. Sending a proposal reads
 * the same document with firebase-admin (src/server/proposals/terms.ts).
 */
import { PROPOSAL_NOTICES_DOC } from "../../schemas/collections.ts";
import { noticeTextsOf } from "../../schemas/proposal.ts";
import { firestore } from "./app.ts";

/** Notice id → the owner's words. */
type NoticeTexts = Record<string, string>;

export interface ProposalNoticesApi {
  /** The owner's words by notice id; a notice not there prints its default. */
  load(): Promise<NoticeTexts>;
  save(edits: NoticeTexts): Promise<void>;
}

async function load(): Promise<NoticeTexts> {
  const [db, { doc, getDoc }] = await firestore();
  return noticeTextsOf((await getDoc(doc(db, PROPOSAL_NOTICES_DOC))).get("notices"));
}

async function save(edits: NoticeTexts): Promise<void> {
  const [db, { doc, serverTimestamp, setDoc }] = await firestore();
  await setDoc(doc(db, PROPOSAL_NOTICES_DOC), { notices: edits, updatedAt: serverTimestamp() });
}

export const proposalNoticesApi: ProposalNoticesApi = { load, save };
