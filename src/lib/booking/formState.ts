/**
 * The /book form's state besides the typed fields, and how each step of a booking changes
 * it, without React: the island dispatches these actions (useReducer) and renders the
 * state. tests/unit/bookingFormState.test.ts walks it.
 */
import { BOOKING_TEXT } from "../../config/text/en/booking.ts";
import type { Translation } from "../../config/text/translation.ts";
import type { BookingAnswer } from "../api-client/booking.ts";
import { rateLimitText } from "../api-client/failures.ts";
import { isApiRequestError } from "../api-client/request.ts";
import type { Slot } from "../../schemas/booking.ts";

export interface BookingFormState {
  /** Hydrated: until then a click would submit the form natively, its details in the address. */
  ready: boolean;
  sending: boolean;
  /** The next open times, offered after the chosen one was taken. */
  offered: Slot[];
  /** The problem shown about the time: none chosen, or the server's refusal of it. */
  timeError?: string;
  failure?: string;
  /** A refusal by the limits: the sentence says why, and a call books the visit instead. */
  callInstead: boolean;
  booked?: { start: string; email: string };
}

export type BookingFormAction =
  | { type: "hydrated" }
  /** A time was picked, from the days or from the offered ones. */
  | { type: "timeChosen" }
  /** Book was pressed with no time chosen. */
  | { type: "noTime" }
  | { type: "sending" }
  /** `email`: where the confirmation goes, as sent. */
  | { type: "answered"; answer: BookingAnswer; email: string }
  | { type: "failed"; error: unknown };

export const INITIAL_BOOKING_FORM: BookingFormState = { ready: false, sending: false, offered: [], callInstead: false };

/** The form's sentences, in the page's language. */
export type BookingFormText = Pick<
  Translation<typeof BOOKING_TEXT>,
  "failed" | "personLimit" | "networkLimit" | "startInvalid" | "rateLimited"
>;

/** A rate limit with its wait; the form's sentence for anything else (no answer, a server error). */
function failureText(error: unknown, text: BookingFormText): string {
  const limited = isApiRequestError(error)
    ? rateLimitText(error.failure, text.rateLimited, text === BOOKING_TEXT)
    : undefined;
  return limited ?? text.failed;
}

/** The state after the server's answer; a field's refusal other than the time's is shown by the fields. */
function afterAnswer(
  state: BookingFormState,
  answer: BookingAnswer,
  email: string,
  text: BookingFormText,
): BookingFormState {
  switch (answer.kind) {
    case "booked":
      return { ...state, booked: { start: answer.start, email } };
    case "taken":
      return { ...state, offered: answer.slots };
    case "refused":
      return {
        ...state,
        failure: answer.reason === "person" ? text.personLimit : text.networkLimit,
        callInstead: true,
      };
    case "field":
      // The server words it in English; a page in another language says its own sentence.
      return answer.field === "start"
        ? { ...state, timeError: text === BOOKING_TEXT ? answer.message : text.startInvalid }
        : state;
  }
}

/** The form's steps, its sentences in the words of `text` (the page's language). */
export const bookingFormReducerIn =
  (text: BookingFormText) =>
  (state: BookingFormState, action: BookingFormAction): BookingFormState => {
    switch (action.type) {
      case "hydrated":
        return { ...state, ready: true };
      case "timeChosen":
        return { ...state, timeError: undefined, offered: [] };
      case "noTime":
        return { ...state, timeError: text.startInvalid };
      case "sending":
        return { ...state, sending: true, failure: undefined, callInstead: false };
      case "answered":
        return { ...afterAnswer(state, action.answer, action.email, text), sending: false };
      case "failed":
        return { ...state, failure: failureText(action.error, text), sending: false };
    }
  };

export const bookingFormReducer = bookingFormReducerIn(BOOKING_TEXT);
