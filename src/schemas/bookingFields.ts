/**
 * The booking's plain facts, without zod: its limits, the ticket, a slot, the ZIP check and
 * the form's fields. The /book form loads them with the page; the schemas in booking.ts,
 * zod and all, wait for the visitor's first touch of the form (useBookingForm), which keeps
 * the page's first load shorter on a phone (docs/decisions/booking.md).
 */
import { SERVICE_ZIP_PREFIXES, type ProjectType } from "../config/site.ts";
import { CONTACT_ANTI_SPAM } from "./api.ts";

export const BOOKING_LIMITS = {
  street: { min: 3, max: 200 },
  noteMaxChars: 1000,
  /** GET /api/slots answers at most this many days at once (the longest horizon). */
  maxRangeDays: 92,
  /** A 409 offers this many of the next open times. */
  nextSlots: 3,
} as const;

/**
 * The ticket GET /api/slots hands out and POST /api/bookings needs (src/server/booking/
 * ticket.ts). Its least age is the contact form's fill time, measured by the server; its
 * longest life covers a form left open over lunch (the form fetches a new one after it).
 */
export const BOOKING_TICKET = {
  minAgeMs: CONTACT_ANTI_SPAM.minElapsedMs,
  maxAgeMs: 2 * 60 * 60_000,
  /** Instances' clocks may differ this much: a ticket from a little ahead is not refused as expired. */
  clockSkewMs: 5_000,
  /** `<epoch ms>.<base64url HMAC-SHA-256>`. */
  pattern: /^\d{1,16}\.[A-Za-z0-9_-]{43}$/,
} as const;

/** An open time for a visit: what GET /api/slots lists and a booking names by its start. */
export interface Slot {
  /** The visit's day in the business's zone, YYYY-MM-DD. */
  day: string;
  /** ISO 8601 instants (UTC). */
  start: string;
  end: string;
}

export const ZIP_PATTERN = /^\d{5}$/;

/** A ZIP code of the area we serve (SERVICE_ZIP_PREFIXES); a ZIP+4 counts by its first five digits. */
export function isServedZip(zip: string): boolean {
  return (SERVICE_ZIP_PREFIXES as readonly string[]).includes(zip.trim().slice(0, 3));
}

/**
 * Who, where and what: the details a visitor gives (booking.ts's schema checks each and yields
 * this). A type, not an interface: the form's field helpers take a record of strings.
 */
export type BookingDetails = {
  name: string;
  phone: string;
  email: string;
  street: string;
  zip: string;
  projectType: ProjectType;
  note: string;
};

export type BookingField = keyof BookingDetails;

export const BOOKING_FIELDS: readonly BookingField[] = [
  "name",
  "phone",
  "email",
  "street",
  "zip",
  "projectType",
  "note",
];

export const EMPTY_BOOKING: BookingDetails = {
  name: "",
  phone: "",
  email: "",
  street: "",
  zip: "",
  projectType: "" as ProjectType,
  note: "",
};
