/**
 * What a chat answer may end with: a visit the server checked and shows for the visitor to
 * confirm, or the visit it booked. The widget draws the card from this, never from the
 * model's words (issue 35: the confirmation is rendered from what the server stored).
 *
 * It rides after the reply's text, behind TRAILER_SEPARATOR, as the estimate's receipt does.
 * No zod: the widget reads it, and its first load stays small.
 */
import { PROJECT_TYPES } from "../config/site.ts";
import type { BookingDetails } from "./bookingFields.ts";
import { TRAILER_SEPARATOR } from "./api.ts";

/** The details as book_visit checked them, the note included: all that a yes books. */
type ChatConfirmCard = BookingDetails & {
  kind: "confirm";
  /** ISO instants. */
  start: string;
  end: string;
};

/** The visit as stored. `manage`: its private page (path and fragment), only in the answer that booked it. */
interface ChatBookedCard {
  kind: "booked";
  start: string;
  end: string;
  status: "booked" | "cancelled";
  manage?: string;
}

export type ChatCard = ChatConfirmCard | ChatBookedCard;

export function chatCardTrailer(card: ChatCard): string {
  return TRAILER_SEPARATOR + JSON.stringify(card);
}

const isInstant = (value: unknown): value is string => typeof value === "string" && !Number.isNaN(Date.parse(value));
const isText = (value: unknown): value is string => typeof value === "string" && value.length <= 300;

/** A card as stored or received, checked field by field; null when it is not one. */
export function readChatCard(value: unknown): ChatCard | null {
  if (typeof value !== "object" || value === null) return null;
  const card = value as Record<string, unknown>;
  if (!isInstant(card.start) || !isInstant(card.end)) return null;
  const { start, end } = card;
  if (card.kind === "booked") {
    if (card.status !== "booked" && card.status !== "cancelled") return null;
    // Only a path of this site: a card never sends the visitor elsewhere.
    const manage = typeof card.manage === "string" && /^\/[^/\\]/.test(card.manage) ? card.manage : undefined;
    return { kind: "booked", start, end, status: card.status, ...(manage ? { manage } : {}) };
  }
  if (card.kind !== "confirm") return null;
  const fields = ["name", "phone", "email", "street", "zip"] as const;
  if (!fields.every((field) => isText(card[field]))) return null;
  const projectType = PROJECT_TYPES.find((type) => type.value === card.projectType)?.value;
  if (!projectType) return null;
  const [name, phone, email, street, zip] = fields.map((field) => card[field] as string);
  const note = typeof card.note === "string" ? card.note.slice(0, 1000) : "";
  return { kind: "confirm", start, end, name, phone, email, street, zip, projectType, note };
}

/** The reply's text, and the card once it has arrived whole (null while streaming, or with none). */
export function splitChatCard(body: string): { text: string; card: ChatCard | null } {
  const at = body.indexOf(TRAILER_SEPARATOR);
  if (at < 0) return { text: body, card: null };
  try {
    return { text: body.slice(0, at), card: readChatCard(JSON.parse(body.slice(at + 1))) };
  } catch {
    return { text: body.slice(0, at), card: null };
  }
}
