/**
 * The public project list read over Firestore's REST API (runQuery) with a plain fetch.
 * Why not the SDK: on /projects the list decides when the page is complete, and the SDK
 * adds three chained downloads before its first request (measured: LCP 2.9 s and a
 * Lighthouse performance of 95 with Firestore Lite; see docs/decisions/projects.md). Reading needs
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

interface RestDocumentBody {
  name: string;
  fields?: Record<string, RestValue>;
}

interface RunQueryItem {
  document?: RestDocumentBody;
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
  return (body as RunQueryItem[]).flatMap((item) => (item.document ? [decodeDocument(item.document)] : []));
}

/** One document as a GET of its address answers it. */
export function decodeDocument(body: unknown): RestDocument {
  const document = body as Partial<RestDocumentBody> | null;
  if (typeof document?.name !== "string") throw new Error("Unexpected document answer");
  return { id: document.name.split("/").pop() ?? "", data: decodeFields(document.fields ?? {}) };
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

const documentsUrl = ({ origin, projectId }: RestTarget) =>
  `${origin}/v1/projects/${encodeURIComponent(projectId)}/databases/(default)/documents`;
const withKey = (url: string, apiKey?: string) => (apiKey ? `${url}?key=${encodeURIComponent(apiKey)}` : url);

export function runQueryUrl(target: RestTarget): string {
  return withKey(`${documentsUrl(target)}:runQuery`, target.apiKey);
}

/** GET address of one document, e.g. path "projects/kitchen" (each segment escaped). */
export function documentUrl(target: RestTarget, path: string): string {
  const escaped = path.split("/").map(encodeURIComponent).join("/");
  return withKey(`${documentsUrl(target)}/${escaped}`, target.apiKey);
}
