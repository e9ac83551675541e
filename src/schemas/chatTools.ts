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

/** The open-times tool's name, as the model calls it and the prompt names it. */
export const FIND_OPEN_TIMES = "find_open_times";

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
