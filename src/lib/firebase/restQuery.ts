/**
 * The public project list read over Firestore's REST API (runQuery) with a plain fetch.
 * Why not the SDK: on /projects the list decides when the page is complete, and the SDK
 * adds three chained downloads before its first request (measured: LCP 2.9 s and a
 * Lighthouse performance of 95 with Firestore Lite; see docs/decisions.md). Reading needs
 * no sign-in (firestore.rules: projects are public), so a visitor who only looks at the
 * showcase downloads no Firebase code at all. Writes still go through the SDK.
 */

/** One value of Firestore's REST encoding (the kinds the site's documents use). */
interface RestValue {
  stringValue?: string;
  integerValue?: string;
  doubleValue?: number;
  booleanValue?: boolean;
  nullValue?: null;
  timestampValue?: string;
  arrayValue?: { values?: RestValue[] };
  mapValue?: { fields?: Record<string, RestValue> };
}

const decodeFields = (fields: Record<string, RestValue>) =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, decodeValue(value)]));

interface RunQueryItem {
  document?: { name: string; fields?: Record<string, RestValue> };
}

export interface RestDocument {
  id: string;
  data: Record<string, unknown>;
}

/** A REST value as JavaScript; timestamps become milliseconds since the epoch. Other kinds are dropped. */
export function decodeValue(value: RestValue): unknown {
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.integerValue !== undefined) return Number(value.integerValue);
  if (value.doubleValue !== undefined) return value.doubleValue;
  if (value.booleanValue !== undefined) return value.booleanValue;
  if (value.timestampValue !== undefined) {
    const millis = Date.parse(value.timestampValue);
    return Number.isNaN(millis) ? undefined : millis;
  }
  if (value.arrayValue !== undefined) return (value.arrayValue.values ?? []).map(decodeValue);
  if (value.mapValue !== undefined) return decodeFields(value.mapValue.fields ?? {});
  return undefined;
}

/** A runQuery answer is an array of items; an empty result is one item with no document. */
export function decodeRunQuery(body: unknown): RestDocument[] {
  if (!Array.isArray(body)) throw new Error("Unexpected runQuery answer");
  return (body as RunQueryItem[]).flatMap((item) => {
    if (!item.document) return [];
    const fields = item.document.fields ?? {};
    return [
      {
        id: item.document.name.split("/").pop() ?? "",
        data: decodeFields(fields),
      },
    ];
  });
}

/** POST body of "every document of the collection, newest first" (spec: ordered by timestamp descending). */
export function newestFirstQuery(collectionId: string): string {
  return JSON.stringify({
    structuredQuery: {
      from: [{ collectionId }],
      orderBy: [{ field: { fieldPath: "timestamp" }, direction: "DESCENDING" }],
    },
  });
}

export interface RestTarget {
  /** "https://firestore.googleapis.com", or the emulator's "http://127.0.0.1:8080". */
  origin: string;
  projectId: string;
  apiKey?: string;
}

export function runQueryUrl({ origin, projectId, apiKey }: RestTarget): string {
  const url = `${origin}/v1/projects/${encodeURIComponent(projectId)}/databases/(default)/documents:runQuery`;
  return apiKey ? `${url}?key=${encodeURIComponent(apiKey)}` : url;
}
