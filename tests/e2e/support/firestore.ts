import firebaseJson from "../../../firebase.json" with { type: "json" };
import { DEMO_PROJECT_ID } from "../../../src/config/firebase.ts";
import { decodeRunQuery } from "../../../src/lib/firebase/restQuery.ts";
import { restFields } from "../../support/firestoreRest.ts";

const { host, port } = firebaseJson.emulators.firestore;
const base = `http://${host}:${port}/v1/projects/${DEMO_PROJECT_ID}/databases/(default)/documents`;

export type FirestoreDoc = { id: string; fields: Record<string, unknown> };

/** Reads a collection straight from the emulator (timestamps as milliseconds), bypassing rules ("Bearer owner"), to check what really landed. */
export async function listCollection(collection: string): Promise<FirestoreDoc[]> {
  const response = await fetch(`${base}/${collection}?pageSize=300`, { headers: { Authorization: "Bearer owner" } });
  if (!response.ok) throw new Error(`Firestore emulator answered ${response.status}`);
  const body = (await response.json()) as { documents?: unknown[] };
  // The list answer holds documents as runQuery items do; the site's own decoder reads both.
  return decodeRunQuery((body.documents ?? []).map((document) => ({ document }))).map(({ id, data }) => ({
    id,
    fields: data,
  }));
}

/** Writes a document straight into the emulator (a test's starting state), bypassing rules. */
export async function putDocument(path: string, data: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${base}/${path}`, {
    method: "PATCH",
    headers: { Authorization: "Bearer owner", "Content-Type": "application/json" },
    body: JSON.stringify({ fields: restFields(data) }),
  });
  if (!response.ok) throw new Error(`Firestore emulator answered ${response.status} to writing ${path}`);
}
