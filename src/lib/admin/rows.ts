/** Rows of the owner's two tables (spec section 3: ContactForm, Estimate). */
export interface ContactFormRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  /** Milliseconds since the epoch; null if the document has no usable time. */
  timestamp: number | null;
}

export interface EstimateRow {
  id: string;
  projectType: string;
  squareFootage: number | null;
  roomType: string;
  timeline: string;
  scope: string;
  ballparkLow: number | null;
  ballparkHigh: number | null;
  /** The AI's estimate text. */
  result: string;
  userId: string;
  email: string;
  timestamp: number | null;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");
const num = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : null);
const millis = (value: unknown): number | null =>
  typeof value === "object" && value !== null && typeof (value as { toMillis?: unknown }).toMillis === "function"
    ? (value as { toMillis(): number }).toMillis()
    : null;

/* Documents come from rules-checked writes, but the owner's page must survive a hand-edited one. */
export function toContactFormRow(id: string, data: Record<string, unknown>): ContactFormRow {
  return { id, name: text(data.name), email: text(data.email), phone: text(data.phone), message: text(data.message), timestamp: millis(data.timestamp) };
}

export function toEstimateRow(id: string, data: Record<string, unknown>): EstimateRow {
  return {
    id,
    projectType: text(data.projectType),
    squareFootage: num(data.squareFootage),
    roomType: text(data.roomType),
    timeline: text(data.timeline),
    scope: text(data.scope),
    ballparkLow: num(data.ballparkLow),
    ballparkHigh: num(data.ballparkHigh),
    result: text(data.result),
    userId: text(data.userId),
    email: text(data.email),
    timestamp: millis(data.timestamp),
  };
}
