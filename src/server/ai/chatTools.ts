/**
 * The chat assistant's tools, called through the OpenAI protocol's function calling
 * (completion.ts runs the rounds). Today one: the open times for a site visit, read from the
 * same schedule as /book's (the owner's hours and calendar, the visits booked), so the
 * assistant can answer "Thursday morning?" with times instead of a link.
 *
 * A tool's answer is JSON for the model. Bad arguments, a range too long or a schedule that
 * cannot be read become an `error` in that JSON: the model says so, the visitor never gets a
 * 5xx for the model's mistake. Arguments are checked by a zod schema like any request body.
 */
import type { ChatCompletionTool } from "openai/resources/chat/completions";
import type { Locale } from "../../config/i18n.ts";
import { localizedPath, ROUTES } from "../../config/routes.ts";
import { BUSINESS_TIME_ZONE, SITE } from "../../config/site.ts";
import { openSlots } from "../../lib/booking/slots.ts";
import { businessDay } from "../../lib/format/businessDay.ts";
import { businessClock } from "../../lib/format/eastern.ts";
import { visitWhen } from "../../lib/format/visitTime.ts";
import type { Slot } from "../../schemas/booking.ts";
import {
  FIND_OPEN_TIMES,
  findOpenTimesSchema,
  OPEN_TIMES_MAX_DAYS,
  OPEN_TIMES_OFFERED,
  PARTS_OF_DAY,
  type PartOfDay,
} from "../../schemas/chatTools.ts";
import { readSchedule } from "../booking/schedule.ts";
import { errorCause } from "../log.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Offered times at least this far apart: three choices, not 9:00, 9:30 and 10:00. */
const OFFER_SPACING_MS = 90 * 60 * 1000;

export const CHAT_TOOLS: ChatCompletionTool[] = [
  {
    type: "function",
    function: {
      name: FIND_OPEN_TIMES,
      description:
        "Open times for a free site visit, from the company's live schedule (New York time). Call it when the visitor " +
        "asks about a visit or when someone can come, before naming any time. Returns at most three times to offer.",
      parameters: {
        type: "object",
        properties: {
          from: { type: "string", description: "First day to look at, YYYY-MM-DD; today when omitted." },
          to: {
            type: "string",
            description: `Last day to look at, YYYY-MM-DD: ${OPEN_TIMES_MAX_DAYS} days in all at most (from + ${OPEN_TIMES_MAX_DAYS - 1}); from when omitted.`,
          },
          partOfDay: { type: "string", enum: [...PARTS_OF_DAY], description: "morning is before noon." },
        },
        additionalProperties: false,
      },
    },
  },
];

export interface ChatToolContext {
  /** The page's language: the times are written in it. */
  language: Locale;
  now?: Date;
}

/** The hour on the business's clock. */
function localHour(instant: string): number {
  const clock = businessClock(Date.parse(instant));
  if (clock) return clock.local.getUTCHours();
  const hour = new Intl.DateTimeFormat("en-US", { timeZone: BUSINESS_TIME_ZONE, hour: "numeric", hourCycle: "h23" });
  return Number(hour.format(new Date(instant)));
}

const inPart = (slot: Slot, part: PartOfDay): boolean =>
  part === "any" || (part === "morning" ? localHour(slot.start) < 12 : localHour(slot.start) >= 12);

/** Up to OPEN_TIMES_OFFERED times, earliest first, spread out rather than back to back. */
function offeredSlots(slots: readonly Slot[]): Slot[] {
  const offered: Slot[] = [];
  for (const slot of slots) {
    const last = offered.at(-1);
    if (last && last.day === slot.day && Date.parse(slot.start) - Date.parse(last.start) < OFFER_SPACING_MS) continue;
    offered.push(slot);
    if (offered.length === OPEN_TIMES_OFFERED) break;
  }
  return offered;
}

const answer = (body: Record<string, unknown>) => JSON.stringify(body);

async function findOpenTimes(rawArguments: string, { language, now = new Date() }: ChatToolContext): Promise<string> {
  let parsed: unknown;
  try {
    parsed = rawArguments.trim() ? JSON.parse(rawArguments) : {};
  } catch {
    return answer({ error: "The arguments were not JSON." });
  }
  const checked = findOpenTimesSchema.safeParse(parsed);
  if (!checked.success)
    return answer({ error: `Bad arguments: ${checked.error.issues.map((i) => i.message).join("; ")}` });
  const today = businessDay(now);
  // A day before today is a mistake (often the year): said back, not quietly replaced.
  if (checked.data.from && checked.data.from < today)
    return answer({ error: `from is before today, ${today} (New York).` });
  const from = checked.data.from ?? today;
  const to = checked.data.to ?? from;
  if (to < from) return answer({ error: "to is before from (or before today)." });
  if (Date.parse(to) - Date.parse(from) > (OPEN_TIMES_MAX_DAYS - 1) * DAY_MS)
    return answer({ error: `Ask for at most ${OPEN_TIMES_MAX_DAYS} days at a time.` });
  const part = checked.data.partOfDay ?? "any";

  const schedule = await readSchedule(now, { recent: true });
  const inRange = openSlots({ ...schedule, fromDay: from, toDay: to }).filter((slot) => inPart(slot, part));
  const bookAt = `${SITE.url}${localizedPath(ROUTES.book, language)}`;
  const when = (slot: Slot) => ({ start: slot.start, when: visitWhen(slot.start, language) });
  if (inRange.length > 0) {
    const offered = offeredSlots(inRange);
    return answer({
      timeZone: BUSINESS_TIME_ZONE,
      times: offered.map(when),
      otherOpenTimes: inRange.length - offered.length,
      bookAt,
    });
  }
  // Nothing then: the next open time after the range, so the model has something to offer.
  const next = openSlots({ ...schedule, fromDay: to }).find((slot) => slot.day > to && inPart(slot, part));
  return answer({ timeZone: BUSINESS_TIME_ZONE, times: [], nextOpenTime: next ? when(next) : null, bookAt });
}

/** Runs one tool call for the chat; never throws: a failure is the model's to explain. */
export async function runChatTool(name: string, rawArguments: string, context: ChatToolContext): Promise<string> {
  try {
    if (name === FIND_OPEN_TIMES) return await findOpenTimes(rawArguments, context);
    return answer({ error: `There is no tool named ${JSON.stringify(name.slice(0, 60))}.` });
  } catch (error) {
    console.error(`[chat] tool ${name} failed: ${errorCause(error)}`);
    return answer({ error: "The schedule could not be read just now. Offer the booking page or a call-back instead." });
  }
}
