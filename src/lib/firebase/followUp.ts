/**
 * /admin's read and write of the follow-up settings (settings/followUp): admins only, held
 * to the schema's shape by firestore.rules. The functions read the same document with
 * firebase-admin (src/server/leads/followUp.ts).
 */
import { DEFAULT_FOLLOW_UP, followUpOf, type FollowUp } from "../../schemas/followUp.ts";
import { firestore } from "./app.ts";
import { FOLLOW_UP_DOC } from "../../schemas/collections.ts";

async function loadFollowUp(): Promise<FollowUp> {
  const [db, { doc, getDoc }] = await firestore();
  const stored = (await getDoc(doc(db, FOLLOW_UP_DOC))).data();
  if (!stored) return DEFAULT_FOLLOW_UP;
  const { updatedAt: _updatedAt, ...settings } = stored;
  return followUpOf(settings);
}

async function saveFollowUp(settings: FollowUp): Promise<void> {
  const [db, { doc, serverTimestamp, setDoc }] = await firestore();
  await setDoc(doc(db, FOLLOW_UP_DOC), { ...settings, updatedAt: serverTimestamp() });
}

export interface FollowUpApi {
  load(): Promise<FollowUp>;
  save(settings: FollowUp): Promise<void>;
}

export const followUpApi: FollowUpApi = { load: loadFollowUp, save: saveFollowUp };
