import type { ContactInput } from "../contact/contactForm.ts";
import { abandonPendingWrites, getDb } from "./app.ts";

/**
 * Offline, the Firestore SDK queues a write and never rejects. A visitor must not wait
 * forever on "Sending...", so after this long the send counts as failed and the
 * queued write is dropped (the visitor still has the text and can retry).
 */
export const CONTACT_SUBMIT_TIMEOUT_MS = 10_000;

export class SendTimeoutError extends Error {
  constructor() {
    super("The message could not reach the server in time");
    this.name = "SendTimeoutError";
  }
}

export async function submitContactForm(input: ContactInput, timeoutMs = CONTACT_SUBMIT_TIMEOUT_MS): Promise<string> {
  const [db, { addDoc, collection, serverTimestamp }] = await Promise.all([getDb(), import("firebase/firestore")]);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SendTimeoutError()), timeoutMs);
  });
  try {
    const ref = await Promise.race([addDoc(collection(db, "contactForms"), { ...input, timestamp: serverTimestamp() }), timeout]);
    return ref.id;
  } catch (error) {
    if (error instanceof SendTimeoutError) await abandonPendingWrites();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
