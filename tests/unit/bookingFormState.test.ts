import { describe, expect, test } from "vitest";
import { BOOKING_TEXT } from "../../src/config/text.ts";
import { ApiRequestError } from "../../src/lib/api-client/request.ts";
import {
  bookingFormReducer,
  INITIAL_BOOKING_FORM,
  type BookingFormAction,
  type BookingFormState,
} from "../../src/lib/booking/formState.ts";

/** The /book form's steps without a DOM: each action from a given state, and what it leaves. */
const slot = (start: string) => ({ day: start.slice(0, 10), start, end: start });
const NEXT = [slot("2026-12-01T15:00:00.000Z"), slot("2026-12-02T14:00:00.000Z")];
const READY: BookingFormState = { ...INITIAL_BOOKING_FORM, ready: true };
const SENDING: BookingFormState = { ...READY, sending: true };
const EMAIL = "jordan@example.com";

describe("the booking form's state", () => {
  test.each<[string, BookingFormState, BookingFormAction, BookingFormState]>([
    ["hydrated: the button works", INITIAL_BOOKING_FORM, { type: "hydrated" }, READY],
    [
      "Book with no time: the time says so",
      READY,
      { type: "noTime" },
      { ...READY, timeError: BOOKING_TEXT.startInvalid },
    ],
    [
      "a time picked: its problem and the offered times go",
      { ...READY, timeError: BOOKING_TEXT.startInvalid, offered: NEXT },
      { type: "timeChosen" },
      { ...READY, timeError: undefined, offered: [] },
    ],
    [
      "sending: the last failure and the call link go",
      { ...READY, failure: BOOKING_TEXT.personLimit, callInstead: true },
      { type: "sending" },
      { ...SENDING, failure: undefined, callInstead: false },
    ],
    [
      "booked: the confirmation's time and address",
      SENDING,
      { type: "answered", answer: { kind: "booked", id: "v1", start: NEXT[0].start, end: NEXT[0].end }, email: EMAIL },
      { ...READY, booked: { start: NEXT[0].start, email: EMAIL } },
    ],
    [
      "taken: the next times offered",
      SENDING,
      { type: "answered", answer: { kind: "taken", slots: NEXT }, email: EMAIL },
      { ...READY, offered: NEXT },
    ],
    [
      "refused for the person: their sentence and a call",
      SENDING,
      { type: "answered", answer: { kind: "refused", reason: "person" }, email: EMAIL },
      { ...READY, failure: BOOKING_TEXT.personLimit, callInstead: true },
    ],
    [
      "refused for the network: its sentence and a call",
      SENDING,
      { type: "answered", answer: { kind: "refused", reason: "network" }, email: EMAIL },
      { ...READY, failure: BOOKING_TEXT.networkLimit, callInstead: true },
    ],
    [
      "the time refused: the server's sentence beside the times",
      SENDING,
      { type: "answered", answer: { kind: "field", field: "start", message: "Gone." }, email: EMAIL },
      { ...READY, timeError: "Gone." },
    ],
    [
      "another field refused: left to the fields",
      SENDING,
      { type: "answered", answer: { kind: "field", field: "email", message: "Bounced." }, email: EMAIL },
      READY,
    ],
    [
      "a rate limit: the server's own sentence",
      SENDING,
      {
        type: "failed",
        error: new ApiRequestError(
          { kind: "http", status: 429, code: "rate_limited", message: "Wait a minute." },
          "/api/bookings",
        ),
      },
      { ...READY, failure: "Wait a minute." },
    ],
    [
      "a server error: the form's sentence",
      SENDING,
      { type: "failed", error: new ApiRequestError({ kind: "http", status: 500 }, "/api/bookings") },
      { ...READY, failure: BOOKING_TEXT.failed },
    ],
    [
      "anything else thrown: the form's sentence",
      SENDING,
      { type: "failed", error: new Error("boom") },
      { ...READY, failure: BOOKING_TEXT.failed },
    ],
  ])("%s", (_name, before, action, after) => {
    expect(bookingFormReducer(before, action)).toEqual(after);
  });
});
