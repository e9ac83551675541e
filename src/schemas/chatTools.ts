/**
 * The arguments the chat assistant may call its tools with (src/server/ai/chatTools.ts),
 * checked like any request body: the model writes them, so they are untrusted input.
 */
import * as z from "zod/mini";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = z.string().check(
  z.regex(DAY, "a day as YYYY-MM-DD"),
  // Date.parse rolls February 30 over to March 2: the day must come back as itself.
  z.refine((value: string) => {
    const time = Date.parse(`${value}T12:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
  }, "a day of the calendar"),
);

/** The tools' names, as the model calls them and the prompt names them. */
export const FIND_OPEN_TIMES = "find_open_times";
/** Checks a visit's details and the time, and shows them to the visitor to confirm: books nothing. */
export const BOOK_VISIT = "book_visit";
/** Books the details book_visit showed, once the visitor has said yes to them. */
export const CONFIRM_BOOKING = "confirm_booking";

/** At most this many days in one look-up: "Thursday", "next week", "the week after". */
export const OPEN_TIMES_MAX_DAYS = 14;
/** What the assistant may offer from one look-up (issue 35: at most three times). */
export const OPEN_TIMES_OFFERED = 3;

export const PARTS_OF_DAY = ["morning", "afternoon", "any"] as const;
export type PartOfDay = (typeof PARTS_OF_DAY)[number];

export const findOpenTimesSchema = z.strictObject({
  /** The first day to look at; today's business day when absent. */
  from: z.optional(day),
  /** The last day, inclusive; `from` when absent. */
  to: z.optional(day),
  partOfDay: z.optional(z.enum(PARTS_OF_DAY)),
});

/** A time on the business's clock, as book_visit names the start: 09:00, 14:30. */
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * book_visit's arguments: the day and the clock time the visitor chose, and the details /book
 * asks for. Only their shape here; the details then go through /book's own schema
 * (validateBooking), so the chat accepts exactly what the form accepts.
 */
export const bookVisitArgsSchema = z.strictObject({
  day,
  time: z.string().check(z.regex(CLOCK_TIME, "time as HH:MM, 24-hour, New York time")),
  name: z.string("name is a string"),
  phone: z.string("phone is a string"),
  email: z.string("email is a string"),
  street: z.string("street is a string"),
  zip: z.string("zip is a string"),
  projectType: z.string("projectType is a string"),
  note: z.optional(z.string("note is a string")),
});
