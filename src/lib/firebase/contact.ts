import { withTimeout } from "../../utils/withTimeout.ts";
import type { ContactInput } from "../../schemas/contact.ts";
import { firestore } from "./app.ts";

/** A network that neither answers nor fails gets this long before the send counts as failed. */
const CONTACT_SUBMIT_TIMEOUT_MS = 10_000;

/** Adds the message to `contactForms` with the server's timestamp; resolves with the new id. */
export async function submitContactForm(input: ContactInput, timeoutMs = CONTACT_SUBMIT_TIMEOUT_MS): Promise<string> {
  const [db, { addDoc, collection, serverTimestamp }] = await firestore();
  const ref = await withTimeout(
    addDoc(collection(db, "contactForms"), { ...input, timestamp: serverTimestamp() }),
    timeoutMs,
    "Sending the message",
  );
  return ref.id;
}
