/**
 * The chat assistant's tools, called through the OpenAI protocol's function calling
 * (completion.ts runs the rounds): the open times for a site visit (openTimes.ts), and
 * booking one in two steps, the details shown and then the visitor's yes (chatBooking.ts).
 *
 * A tool's answer is JSON for the model. Bad arguments, a range too long or a schedule that
 * cannot be read become an `error` in that JSON: the model says so, the visitor never gets a
 * 5xx for the model's mistake.
 */
import type { ChatCompletionTool } from "openai/resources/chat/completions";
import { PROJECT_TYPES } from "../../config/site.ts";
import {
  BOOK_VISIT,
  CONFIRM_BOOKING,
  FIND_OPEN_TIMES,
  OPEN_TIMES_MAX_DAYS,
  PARTS_OF_DAY,
} from "../../schemas/chatTools.ts";
import { errorCause } from "../log.ts";
import { bookVisitTool, confirmBookingTool, type ChatBookingContext } from "./chatBooking.ts";
import { findOpenTimes } from "./openTimes.ts";
import { toolAnswer } from "./toolAnswer.ts";

const text = (description: string) => ({ type: "string", description });

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
          from: text("First day to look at, YYYY-MM-DD; today when omitted."),
          to: text(
            `Last day to look at, YYYY-MM-DD: ${OPEN_TIMES_MAX_DAYS} days in all at most (from + ${OPEN_TIMES_MAX_DAYS - 1}); from when omitted.`,
          ),
          partOfDay: { type: "string", enum: [...PARTS_OF_DAY], description: "morning is before noon." },
        },
        additionalProperties: false,
      },
    },
  },
  {
    type: "function",
    function: {
      name: BOOK_VISIT,
      description:
        "Checks a site visit's time and the visitor's details and shows them to the visitor to confirm. Books nothing. " +
        `Call it once the visitor has chosen one of the times ${FIND_OPEN_TIMES} returned and given every detail.`,
      parameters: {
        type: "object",
        properties: {
          day: text("The chosen time's day, YYYY-MM-DD, as find_open_times gave it."),
          time: text("The chosen time, HH:MM, 24-hour, New York time, as find_open_times gave it."),
          name: text("The visitor's full name."),
          phone: text("The visitor's phone number."),
          email: text("The visitor's e-mail address."),
          street: text("The street address of the property to visit."),
          zip: text("The property's 5-digit ZIP code."),
          projectType: {
            type: "string",
            enum: PROJECT_TYPES.map((type) => type.value),
            description: "The kind of project.",
          },
          note: text("Anything else the visitor said about the project, in their words; optional."),
        },
        required: ["day", "time", "name", "phone", "email", "street", "zip", "projectType"],
        additionalProperties: false,
      },
    },
  },
  {
    type: "function",
    function: {
      name: CONFIRM_BOOKING,
      description:
        `Books the visit ${BOOK_VISIT} showed, exactly as shown. Call it only when the visitor's latest message says ` +
        "yes to those details. One visit per conversation.",
      parameters: { type: "object", properties: {}, additionalProperties: false },
    },
  },
];

export type ChatToolContext = ChatBookingContext;

/** Each request's booking tools, one after another: a model may call several in one round. */
const bookingTurns = new WeakMap<ChatToolContext, Promise<unknown>>();
function oneAtATime<T>(context: ChatToolContext, run: () => Promise<T>): Promise<T> {
  const result = (bookingTurns.get(context) ?? Promise.resolve()).then(run);
  bookingTurns.set(
    context,
    result.catch(() => {}),
  );
  return result;
}

/** Runs one tool call for the chat; never throws: a failure is the model's to explain. */
export async function runChatTool(name: string, rawArguments: string, context: ChatToolContext): Promise<string> {
  try {
    if (name === FIND_OPEN_TIMES) return await findOpenTimes(rawArguments, context.language, context.now());
    if (name === BOOK_VISIT) return await oneAtATime(context, () => bookVisitTool(rawArguments, context));
    if (name === CONFIRM_BOOKING) return await oneAtATime(context, () => confirmBookingTool(context));
    return toolAnswer({ error: `There is no tool named ${JSON.stringify(name.slice(0, 60))}.` });
  } catch (error) {
    console.error(`[chat] tool ${name} failed: ${errorCause(error)}`);
    // A yes again is safe: the conversation's key finds a visit that did go through (chatBooking.ts).
    return toolAnswer({
      error:
        name === CONFIRM_BOOKING
          ? "The booking could not be finished just now. Ask the visitor to say yes again in a moment, or to call us."
          : "The schedule could not be reached just now. Offer the booking page or a call-back.",
    });
  }
}
