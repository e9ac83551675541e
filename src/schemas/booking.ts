/**
 * A site visit as the visitor books it: the time, who, where and what. The
 * /book form checks bookingSchema in the browser; POST /api/bookings checks the same
 * fields plus the start and the contact form's anti-spam fields; the visit's own page
 * sends visitChangeSchema. No account is needed, so the e-mail is required: the
 * confirmation, the invitation and the private links go there.
 */
import * as z from "zod/mini";
import { BOOKING_TEXT, FIELD_ERRORS } from "../config/text.ts";
import { BOOKING_TEXT as VISITOR_BOOKING_TEXT } from "../config/text/en/booking.ts";
import type { Translation } from "../config/text/translation.ts";
import { PROJECT_TYPES, SERVICE_ZIP_PREFIXES } from "../config/site.ts";
import { checkForm, type FormCheck } from "./check.ts";
import { antiSpamShape, emailAddressIn, phoneNumberIn, type FieldErrorText } from "./contact.ts";
import { CONTACT_ANTI_SPAM } from "./api.ts";
import { CONTACT_LIMITS } from "./bounds.ts";
import { oneOf, pageLanguage, trimmedText } from "./fields.ts";

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

/** What the booking form's own fields say when they refuse a value, in the page's language. */
export type BookingErrorText = Pick<
  Translation<typeof VISITOR_BOOKING_TEXT>,
  "zipInvalid" | "outsideArea" | "streetRequired" | "projectTypeRequired"
>;

const zipCodeIn = (text: BookingErrorText) =>
  z.string(text.zipInvalid).check(
    z.trim(),
    z.regex(ZIP_PATTERN, text.zipInvalid),
    z.refine((zip: string) => isServedZip(zip), text.outsideArea),
  );

/** An ISO 8601 instant as the slots list gives it. */
const slotStart = z
  .string(BOOKING_TEXT.startInvalid)
  .check(
    z.refine((value: string) => !Number.isNaN(Date.parse(value)) && value.endsWith("Z"), BOOKING_TEXT.startInvalid),
  );

const detailsShapeIn = (text: BookingErrorText, errors: FieldErrorText) => ({
  name: trimmedText(CONTACT_LIMITS.name, errors.name, errors.tooLong),
  phone: phoneNumberIn(errors),
  email: emailAddressIn(errors),
  street: trimmedText(BOOKING_LIMITS.street, text.streetRequired, errors.tooLong),
  zip: zipCodeIn(text),
  projectType: oneOf(PROJECT_TYPES, text.projectTypeRequired),
  note: z
    .string("note must be a string.")
    .check(z.trim(), z.maxLength(BOOKING_LIMITS.noteMaxChars, errors.tooLong(BOOKING_LIMITS.noteMaxChars))),
});

// The visitor's English texts: the object the /book island passes, so its check reuses this schema.
const detailsShape = detailsShapeIn(VISITOR_BOOKING_TEXT, FIELD_ERRORS);
const bookingDetailsSchema = z.object(detailsShape);
export type BookingDetails = z.output<typeof bookingDetailsSchema>;
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
  projectType: "" as BookingDetails["projectType"],
  note: "",
};

/** The booking form's check, in the words of the page's language; English by default. */
export function validateBooking(
  input: BookingDetails,
  text: BookingErrorText = VISITOR_BOOKING_TEXT,
  errors: FieldErrorText = FIELD_ERRORS,
): FormCheck<BookingDetails, BookingField> {
  const english = text === VISITOR_BOOKING_TEXT && errors === FIELD_ERRORS;
  return checkForm(english ? bookingDetailsSchema : z.object(detailsShapeIn(text, errors)), input);
}

/**
 * The form's key for one booking, made once in the browser: a retry of a booking whose
 * answer was lost finds the visit it made instead of making a second.
 */
const BOOKING_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** POST /api/bookings. */
export const bookingRequestSchema = z.object(
  {
    start: slotStart,
    ...detailsShape,
    language: pageLanguage,
    key: z.optional(
      z
        .string("key must be a string.")
        .check(z.regex(BOOKING_KEY_PATTERN, "key must be 16 to 64 URL-safe characters.")),
    ),
    /** Checked by the function, which answers a missing or bad one with ticket_invalid. */
    ticket: z.optional(z.string("ticket must be a string.").check(z.maxLength(80, "ticket is too long."))),
    ...antiSpamShape,
  },
  "The body must be a JSON object.",
);
export type BookingRequest = z.output<typeof bookingRequestSchema>;

/** POST /api/visit: what the private link's page (or the owner in /admin) does with a visit. */
export const visitChangeSchema = z.object(
  {
    /** The private link's token (the visitor), or the visit's id (an admin, with a Bearer token). */
    token: z.optional(z.string("token must be a string.").check(z.minLength(20), z.maxLength(200))),
    visitId: z.optional(
      z.string("visitId must be a string.").check(z.regex(/^[A-Za-z0-9]{1,40}$/, "visitId is a document id.")),
    ),
    /** "slots": the open times this visit could move to (its own time and its day's seat count as free). */
    action: z.enum(["view", "slots", "cancel", "reschedule"], "action must be view, slots, cancel or reschedule."),
    start: z.optional(slotStart),
  },
  "The body must be a JSON object.",
);
export type VisitChange = z.output<typeof visitChangeSchema>;

/** GET /api/slots?from=YYYY-MM-DD&to=YYYY-MM-DD answers this. */
export interface SlotsAnswer {
  timeZone: string;
  slots: Slot[];
  /** The booking ticket (BOOKING_TICKET), for this caller's network. */
  ticket: string;
}

/** A visit as its own page and /admin show it (POST /api/visit's answer). */
export interface VisitView {
  id: string;
  status: "booked" | "cancelled";
  start: string;
  end: string;
  name: string;
  phone: string;
  email: string;
  street: string;
  zip: string;
  projectType: string;
  note: string;
}

/** 409 from POST /api/bookings or a reschedule: the error body plus the next open times. */
export interface SlotTakenBody {
  error: { code: "slot_taken"; message: string };
  slots: Slot[];
}

export const slotTakenBody = (slots: Slot[]): SlotTakenBody => ({
  error: { code: "slot_taken", message: BOOKING_TEXT.apiMessages.slotTaken },
  slots,
});
