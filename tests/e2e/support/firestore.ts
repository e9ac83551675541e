import firebaseJson from "../../../firebase.json" with { type: "json" };
import { DEMO_PROJECT_ID } from "../../../src/config/firebase.ts";

const { host, port } = firebaseJson.emulators.firestore;
const base = `http://${host}:${port}/v1/projects/${DEMO_PROJECT_ID}/databases/(default)/documents`;

type FirestoreValue = { stringValue?: string; integerValue?: string; doubleValue?: number; timestampValue?: string; booleanValue?: boolean };
export type FirestoreDoc = { id: string; fields: Record<string, string | number | boolean | null> };

function plain(value: FirestoreValue): string | number | boolean | null {
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.integerValue !== undefined) return Number(value.integerValue);
  if (value.doubleValue !== undefined) return value.doubleValue;
  if (value.timestampValue !== undefined) return value.timestampValue;
  if (value.booleanValue !== undefined) return value.booleanValue;
  return null;
}

/** Reads a collection straight from the emulator, bypassing rules ("Bearer owner"), to check what really landed. */
export async function listCollection(collection: string): Promise<FirestoreDoc[]> {
  const response = await fetch(`${base}/${collection}?pageSize=300`, { headers: { Authorization: "Bearer owner" } });
  if (!response.ok) throw new Error(`Firestore emulator answered ${response.status}`);
  const body = (await response.json()) as { documents?: { name: string; fields: Record<string, FirestoreValue> }[] };
  return (body.documents ?? []).map((doc) => ({
    id: doc.name.split("/").pop() ?? "",
    fields: Object.fromEntries(Object.entries(doc.fields).map(([key, value]) => [key, plain(value)])),
  }));
}
