// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import { SITE } from "../../../src/config/site.ts";
import { BOOKING_TEXT } from "../../../src/config/text.ts";
import BookingForm from "../../../src/islands/booking/BookingForm.tsx";
import type { BookingAnswer } from "../../../src/lib/api-client/booking.ts";
import { ApiRequestError } from "../../../src/lib/api-client/request.ts";
import { visitTime, visitWhen } from "../../../src/lib/format/visitTime.ts";
import type { BookingDetails, Slot } from "../../../src/schemas/booking.ts";
import { $auth } from "../../../src/stores/auth.ts";

/**
 * The /book island against a stubbed booking call: what the visitor sees after each of
 * the server's answers (tests/e2e/booking.spec.ts walks the same form against the real stack).
 */
const slot = (start: string): Slot => ({ day: start.slice(0, 10), start, end: start });
const FIRST = slot("2026-12-01T14:00:00.000Z");
const SECOND = slot("2026-12-01T15:00:00.000Z");
const THIRD = slot("2026-12-02T14:00:00.000Z");
const DETAILS: BookingDetails = {
  name: "Jordan Avery",
  phone: "(571) 555-0142",
  email: "jordan@example.com",
  street: "4100 Lee Hwy",
  zip: "22201",
  projectType: "remodel",
  note: "",
};

type Submit = (...args: Parameters<NonNullable<Parameters<typeof BookingForm>[0]["submit"]>>) => Promise<BookingAnswer>;

async function setup(submit: Submit, loadSlots = () => Promise.resolve([FIRST, SECOND, THIRD])) {
  const user = userEvent.setup();
  const spy = vi.fn(submit);
  render(<BookingForm submit={spy} loadSlots={loadSlots} />);
  await waitFor(() => expect(screen.getByTestId("booking-form")).toHaveAttribute("data-ready", "true"));
  const pickFirst = async () => {
    await user.click(await screen.findByLabelText(visitTime(FIRST.start)));
  };
  const fill = async (details: Partial<BookingDetails> = {}) => {
    const all = { ...DETAILS, ...details };
    for (const name of ["name", "phone", "email", "street", "zip"] as const)
      if (all[name]) await user.type(screen.getByLabelText(BOOKING_TEXT.fields[name]), all[name]);
    await user.selectOptions(screen.getByLabelText(BOOKING_TEXT.fields.projectType), all.projectType);
  };
  const send = () => user.click(screen.getByRole("button", { name: BOOKING_TEXT.submit }));
  return { user, submit: spy, pickFirst, fill, send };
}

// The store outlives the test: unmount first, so the reset is not an update of a live form.
afterEach(() => {
  cleanup();
  $auth.set({ user: null, isAdmin: false, loading: true });
});

describe("/book: the booking form", () => {
  test("nothing chosen or typed: the time and each field say what is missing, nothing is sent", async () => {
    const { submit, send } = await setup(() => Promise.reject(new Error("not called")));
    await send();
    expect(await screen.findByText(BOOKING_TEXT.startInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText(BOOKING_TEXT.fields.name)).toHaveAttribute("aria-invalid", "true");
    expect(submit).not.toHaveBeenCalled();
  });

  test("a time and the details: sent once with one key, then the confirmation with its heading focused", async () => {
    const { submit, pickFirst, fill, send } = await setup(() =>
      Promise.resolve({ kind: "booked", id: "v1", start: FIRST.start, end: FIRST.end }),
    );
    await pickFirst();
    expect(screen.getByTestId("booking-chosen")).toHaveTextContent(BOOKING_TEXT.chosen(visitWhen(FIRST.start)));
    await fill();
    await send();
    const confirmed = await screen.findByTestId("booking-confirmed");
    expect(within(confirmed).getByRole("heading", { name: BOOKING_TEXT.confirmed.heading })).toHaveFocus();
    expect(confirmed).toHaveTextContent(BOOKING_TEXT.confirmed.when(visitWhen(FIRST.start)));
    expect(confirmed).toHaveTextContent(BOOKING_TEXT.confirmed.email(DETAILS.email));
    expect(submit).toHaveBeenCalledTimes(1);
    const [details, start, antiSpam] = submit.mock.calls[0];
    expect([details, start]).toEqual([DETAILS, FIRST.start]);
    expect(antiSpam).toMatchObject({ website: "", key: expect.stringMatching(/^[0-9a-f]{32}$/) as string });
  });

  test("Send pressed twice before the first press is answered: one booking is sent", async () => {
    let answer: (value: BookingAnswer) => void = () => {};
    const { submit, pickFirst, fill } = await setup(() => new Promise((resolve) => (answer = resolve)));
    await pickFirst();
    await fill();
    const form = screen.getByTestId("booking-form");
    // Two presses in the same moment: the form's check may still be on its way for the first.
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    fireEvent.submit(form);
    answer({ kind: "booked", id: "v1", start: FIRST.start, end: FIRST.end });
    expect(await screen.findByTestId("booking-confirmed")).toBeInTheDocument();
    expect(submit).toHaveBeenCalledTimes(1);
  });

  test("the time taken meanwhile: the next ones are offered, one is picked and booked with the same key", async () => {
    const answers: BookingAnswer[] = [
      { kind: "taken", slots: [SECOND, THIRD] },
      { kind: "booked", id: "v2", start: THIRD.start, end: THIRD.end },
    ];
    const { submit, pickFirst, fill, send, user } = await setup(() => Promise.resolve(answers.shift()!));
    await pickFirst();
    await fill();
    await send();
    const taken = await screen.findByTestId("booking-taken");
    expect(taken).toHaveTextContent(BOOKING_TEXT.taken);
    expect(screen.queryByTestId("booking-chosen")).not.toBeInTheDocument();
    await user.click(within(taken).getByRole("button", { name: visitWhen(THIRD.start) }));
    expect(screen.queryByTestId("booking-taken")).not.toBeInTheDocument();
    expect(screen.getByTestId("booking-chosen")).toHaveTextContent(BOOKING_TEXT.chosen(visitWhen(THIRD.start)));
    await send();
    expect(await screen.findByTestId("booking-confirmed")).toBeInTheDocument();
    expect(submit.mock.calls.map(([, start, antiSpam]) => [start, antiSpam.key])).toEqual([
      [FIRST.start, submit.mock.calls[0][2].key],
      [THIRD.start, submit.mock.calls[0][2].key],
    ]);
  });

  test.each([
    ["person", BOOKING_TEXT.personLimit],
    ["network", BOOKING_TEXT.networkLimit],
  ] as const)("refused by the %s limit: the sentence and a call link, the form kept", async (reason, sentence) => {
    const { pickFirst, fill, send } = await setup(() => Promise.resolve({ kind: "refused", reason }));
    await pickFirst();
    await fill();
    await send();
    expect(await screen.findByTestId("booking-failure")).toHaveTextContent(sentence);
    expect(
      within(screen.getByTestId("booking-form")).getByRole("link", { name: BOOKING_TEXT.callInstead }),
    ).toHaveAttribute("href", SITE.phoneHref);
    expect(screen.getByLabelText(BOOKING_TEXT.fields.name)).toHaveValue(DETAILS.name);
  });

  test("a field refused by the server is said beside it; a refused time beside the times", async () => {
    const answers: BookingAnswer[] = [
      { kind: "field", field: "email", message: "That address bounced." },
      { kind: "field", field: "start", message: "That time is gone." },
    ];
    const { pickFirst, fill, send } = await setup(() => Promise.resolve(answers.shift()!));
    await pickFirst();
    await fill();
    await send();
    expect(await screen.findByText("That address bounced.")).toBeInTheDocument();
    expect(screen.getByLabelText(BOOKING_TEXT.fields.email)).toHaveAttribute("aria-invalid", "true");
    await send();
    expect(await screen.findByText("That time is gone.")).toBeInTheDocument();
  });

  test.each([
    [
      "a rate limit: the server's own sentence",
      new ApiRequestError(
        { kind: "http", status: 429, code: "rate_limited", message: "Wait a minute." },
        "/api/bookings",
      ),
      "Wait a minute.",
    ],
    ["no answer: the form's sentence", new ApiRequestError({ kind: "network" }, "/api/bookings"), BOOKING_TEXT.failed],
    ["anything else: the form's sentence", new Error("boom"), BOOKING_TEXT.failed],
  ])("failed, %s; the button is busy while sending", async (_name, error, sentence) => {
    let fail!: (error: Error) => void;
    const { pickFirst, fill, send } = await setup(
      () =>
        new Promise<BookingAnswer>((_resolve, reject) => {
          fail = reject;
        }),
    );
    await pickFirst();
    await fill();
    await send();
    expect(screen.getByRole("button", { name: BOOKING_TEXT.submitting })).toBeDisabled();
    fail(error);
    expect(await screen.findByTestId("booking-failure")).toHaveTextContent(sentence);
    expect(screen.getByRole("button", { name: BOOKING_TEXT.submit })).toBeEnabled();
    expect(screen.queryByRole("link", { name: BOOKING_TEXT.callInstead })).not.toBeInTheDocument();
  });

  test("a ZIP we do not serve: no booking button, the contact form instead", async () => {
    const { user } = await setup(() => Promise.reject(new Error("not called")));
    await user.type(screen.getByLabelText(BOOKING_TEXT.fields.zip), "10001");
    expect(screen.getByTestId("booking-outside")).toHaveTextContent(BOOKING_TEXT.outsideArea);
    expect(screen.queryByRole("button", { name: BOOKING_TEXT.submit })).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: BOOKING_TEXT.contactInstead })).toBeInTheDocument();
  });

  test("the open times failed to load: a retry loads them", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue([FIRST]);
    const { user } = await setup(() => Promise.reject(new Error("not called")), load);
    expect(await screen.findByText(BOOKING_TEXT.slotsFailed)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: BOOKING_TEXT.retry }));
    expect(await screen.findByLabelText(visitTime(FIRST.start))).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  test("a signed-in visitor finds their name and e-mail filled in", async () => {
    $auth.set({
      user: { uid: "u1", displayName: "Pat Lee", email: "pat@example.com" },
      isAdmin: false,
      loading: false,
    });
    await setup(() => Promise.reject(new Error("not called")));
    expect(screen.getByLabelText(BOOKING_TEXT.fields.name)).toHaveValue("Pat Lee");
    expect(screen.getByLabelText(BOOKING_TEXT.fields.email)).toHaveValue("pat@example.com");
  });
});
