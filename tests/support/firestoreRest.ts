/**
 * A fixture value in the Firestore REST API's form, for tests that seed the emulator or
 * answer as Firestore's REST endpoint would. Timestamps are anything with `toDate()`
 * (the web SDK's and firebase-admin's Timestamp alike) or a Date.
 */
export function restValue(value: unknown): object {
  if (value === null) return { nullValue: null };
  if (typeof value === "string") return { stringValue: value };
  if (typeof value === "boolean") return { booleanValue: value };
  if (typeof value === "number")
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (isTimestamp(value)) return { timestampValue: value.toDate().toISOString() };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(restValue) } };
  if (value !== null && typeof value === "object") return { mapValue: { fields: restFields(value) } };
  throw new Error(`no REST encoding for a fixture value of type ${typeof value}`);
}

/** An object's fields in the REST API's form. */
export function restFields(data: object): Record<string, object> {
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, restValue(value)]));
}

function isTimestamp(value: unknown): value is { toDate(): Date } {
  return typeof value === "object" && value !== null && typeof (value as { toDate?: unknown }).toDate === "function";
}
