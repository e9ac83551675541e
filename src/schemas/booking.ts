/**
 * A site visit as the visitor books it: the time, who, where and what. The
 * /book form checks bookingSchema in the browser; POST /api/bookings checks the same
 * fields plus the start and the contact form's anti-spam fields; the visit's own page
 * sends visitChangeSchema. No account is needed, so the e-mail is required: the
 * confirmation, the invitation and the private links go there.
 */
import * as z from "zod/mini";
// The visitor's catalogue files, not config/text.ts: the booking form's bundle takes this module, and the whole
// English catalogue (the owner's words too) would come with it.
import { FIELD_ERRORS } from "../config/text/en/fields.ts";
import { BOOKING_TEXT as VISITOR_BOOKING_TEXT } from "../config/text/en/booking.ts";
import type { Translation } from "../config/text/translation.ts";
import { PROJECT_TYPES } from "../config/site.ts";
import {
  BOOKING_LIMITS,
  isServedZip,
  ZIP_PATTERN,
  type BookingDetails,
  type BookingField,
  type Slot,
} from "./bookingFields.ts";
import { checkForm, type FormCheck } from "./check.ts";
import { antiSpamShape, emailAddressIn, phoneNumberIn, type FieldErrorText } from "./contact.ts";
import { CONTACT_LIMITS } from "./bounds.ts";
import { oneOf, pageLanguage, trimmedText } from "./fields.ts";

export { BOOKING_LIMITS, BOOKING_TICKET, isServedZip, ZIP_PATTERN, type Slot } from "./bookingFields.ts";
export { BOOKING_FIELDS, EMPTY_BOOKING, type BookingDetails, type BookingField } from "./bookingFields.ts";

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
  .string(VISITOR_BOOKING_TEXT.startInvalid)
  .check(
    z.refine(
      (value: string) => !Number.isNaN(Date.parse(value)) && value.endsWith("Z"),
      VISITOR_BOOKING_TEXT.startInvalid,
    ),
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
// Typed as the form's plain BookingDetails (bookingFields.ts): the schema must yield exactly that.
const bookingDetailsSchema: z.ZodMiniType<BookingDetails> = z.object(detailsShape);
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
  error: { code: "slot_taken", message: VISITOR_BOOKING_TEXT.manage.slotTaken },
  slots,
});
