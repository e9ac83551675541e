/**
 * The pricing guide as stored in Firestore: one document per project type
 * (`pricingGuide/{projectType}`, its `rooms` the six room types), each room's low and high
 * dollars per square foot and a source note. (One document per project type because the
 * rules' check of a whole 24-figure guide would pass their limit of 1,000 expressions per
 * write; every save writes all four.) The /admin
 * editor, the estimate function, the estimator's instant ballpark and the cost guide
 * pages all check the document with `pricingRatesSchema`; firestore.rules draws the same
 * lines (tests/rules compare the limits with the rules' text). The history entry
 * (`pricingGuideHistory/{changeId}`, admins only) records who changed which cell from what
 * to what; the public documents name it by `changeId` and carry nothing personal.
 */
import * as z from "zod/mini";
import { PROJECT_TYPES, ROOM_TYPES, type ProjectType, type RoomType } from "../config/site.ts";
import { PRICING_TEXT } from "../config/text/pricing.ts";
import { trimmedText } from "./fields.ts";

/**
 * Whole dollars per square foot, 1 to 10,000 (today's highest figure is 1,500: a bathroom
 * addition); a note of 1 to 300 characters after trimming (today's longest is 190).
 * A save changes at most every field of every cell: 24 cells × 3 fields.
 */
export const PRICING_LIMITS = {
  rate: { min: 1, max: 10_000 },
  note: { min: 1, max: 300 },
  changesPerSave: PROJECT_TYPES.length * ROOM_TYPES.length * 3,
} as const;

export const PRICING_CELL_FIELDS = ["low", "high", "note"] as const;
export type PricingCellField = (typeof PRICING_CELL_FIELDS)[number];

export interface PricingCell {
  low: number;
  high: number;
  note: string;
}

export type PricingRates = Record<ProjectType, Record<RoomType, PricingCell>>;

const rate = (message: string) =>
  z.int(message).check(z.minimum(PRICING_LIMITS.rate.min, message), z.maximum(PRICING_LIMITS.rate.max, message));

const { fieldErrors } = PRICING_TEXT;

export const pricingCellSchema = z
  .object({
    low: rate(fieldErrors.low),
    high: rate(fieldErrors.high),
    note: trimmedText(PRICING_LIMITS.note, fieldErrors.note),
  })
  .check(z.refine((cell) => cell.low <= cell.high, { message: fieldErrors.lowAboveHigh, path: ["high"], abort: true }));

function objectOf<Key extends string, Value extends z.ZodMiniType>(keys: readonly { value: Key }[], value: Value) {
  return z.object(Object.fromEntries(keys.map((key) => [key.value, value])) as Record<Key, Value>);
}

/** Every project type by every room type, each a valid cell; unknown keys are dropped. */
export const pricingRatesSchema: z.ZodMiniType<PricingRates> = objectOf(
  PROJECT_TYPES,
  objectOf(ROOM_TYPES, pricingCellSchema),
);

/** The rates of the stored guide, or null when they do not pass the schema. */
function parsePricingRates(value: unknown): PricingRates | null {
  const result = z.safeParse(pricingRatesSchema, value);
  return result.success ? result.data : null;
}

/** The guide's documents (id = project type, `rooms` = its cells) as rates, or null when they do not pass the schema. */
export function ratesFromDocuments(
  docs: readonly { id: string; data: Record<string, unknown> }[],
): PricingRates | null {
  return parsePricingRates(Object.fromEntries(docs.map((doc) => [doc.id, doc.data.rooms])));
}

/** One cell's field changed by a save: what the history shows as old → new. */
export interface PricingChange {
  projectType: ProjectType;
  roomType: RoomType;
  field: PricingCellField;
  from: number | string;
  to: number | string;
}

/** A history entry as stored; `at` is the server's time of the save. */
export interface PricingHistoryEntry {
  id: string;
  /** Milliseconds since the epoch; null if the server time could not be read. */
  at: number | null;
  uid: string;
  email: string;
  changes: PricingChange[];
}

/** Who saved: the signed-in admin, as the rules compare it with their ID token. */
interface PricingAuthor {
  uid: string;
  email: string;
}

/**
 * One public guide document as a save writes it: the figures, the server's time and the
 * id of the save's history entry. Who saved is only in that entry (admins read it):
 * everyone reads these documents, and firestore.rules refuses any other key.
 */
export function pricingGuideDocument<Time>(rooms: PricingRates[ProjectType], changeId: string, updatedAt: Time) {
  return { rooms, updatedAt, changeId };
}

/** The history entry of a save, with the server's time `at`. */
export function pricingHistoryDocument<Time>(author: PricingAuthor, changes: PricingChange[], at: Time) {
  return { at, uid: author.uid, email: author.email, changes };
}
