import { useStore } from "@nanostores/react";
import { useEffect, useMemo, useReducer, useRef, type FormEvent } from "react";
import { newBookingKey, type BookingAnswer } from "../../../lib/api-client/booking.ts";
import type { Locale } from "../../../config/i18n.ts";
import { bookingFormReducerIn, INITIAL_BOOKING_FORM } from "../../../lib/booking/formState.ts";
import { bookingPrefill } from "../../../lib/booking/prefill.ts";
import { afterTaken, slotDays } from "../../../lib/booking/slotDays.ts";
import type { BookingDetails, Slot } from "../../../schemas/booking.ts";
import { BOOKING_FIELDS, EMPTY_BOOKING } from "../../../schemas/bookingFields.ts";
import type { ContactAntiSpam } from "../../../schemas/contact.ts";
import { $auth } from "../../../stores/auth.ts";
import { useFormFields } from "../../shared/useFormFields.ts";
import { useTypedBeforeHydration } from "../../shared/useTypedBeforeHydration.ts";
import { useSlotChoice } from "./useSlotChoice.ts";
import { useSlots } from "./useSlots.ts";
import type { BookingWords } from "../bookingText.ts";

/**
 * The form's check (schemas/booking.ts, zod and all): asked for on the visitor's first touch
 * of the form and awaited on Send, not loaded with the page, whose first load on a phone it
 * would lengthen (docs/decisions/booking.md). Asked for once; asked again only after a failed fetch.
 */
let checkLoading: Promise<typeof import("../../../schemas/booking.ts")> | undefined;
const bookingCheck = () =>
  (checkLoading ??= import("../../../schemas/booking.ts").catch((error: unknown) => {
    checkLoading = undefined;
    throw error;
  }));

/** The honeypot field's name: people never fill it in, form-filling bots do. */
export const HONEYPOT = "website";

export type SubmitBooking = (
  details: BookingDetails,
  start: string,
  antiSpam: ContactAntiSpam & { key?: string; language?: Locale },
) => Promise<BookingAnswer>;

/**
 * The /book form at work: the open times and the one chosen, the typed details (with what
 * was typed before hydration and a signed-in visitor's prefill), and a booking sent with
 * its anti-spam fields, the server's answer shown (its steps are src/lib/booking/formState.ts).
 */
export function useBookingForm(submit: SubmitBooking, words: BookingWords, loadSlots?: () => Promise<Slot[]>) {
  const slots = useSlots(loadSlots);
  const days = useMemo(() => (slots.state.status === "ready" ? slotDays(slots.state.slots) : []), [slots.state]);
  const choice = useSlotChoice();
  const reducer = useMemo(() => bookingFormReducerIn(words.text), [words.text]);
  const [state, dispatch] = useReducer(reducer, INITIAL_BOOKING_FORM);
  const { values, setValues, errors, setErrors, onChange } = useFormFields<BookingDetails>(EMPTY_BOOKING);
  const usableSince = useRef(0);
  // One key for this booking, whatever the tries: a retry after a lost answer finds the visit it made.
  const bookingKey = useRef("");
  const auth = useStore($auth);

  // What was typed before the island woke up is kept (and counts as time spent on the form).
  const formRef = useTypedBeforeHydration(BOOKING_FIELDS, (typed) =>
    setValues((current) => ({ ...current, ...typed }) as BookingDetails),
  );
  useEffect(() => {
    dispatch({ type: "hydrated" });
    const typed = formRef.current ? new FormData(formRef.current) : null;
    usableSince.current = BOOKING_FIELDS.some((field) => typed?.get(field)) ? 0 : performance.now();
    bookingKey.current = newBookingKey();
  }, [formRef]);
  // A signed-in homeowner's name and e-mail, where nothing is typed yet.
  useEffect(() => setValues((current) => bookingPrefill(current, auth.user)), [auth.user, setValues]);

  const { slot } = choice;
  /** A time was picked: the problem about the time and any offered times go. */
  const chosen = () => dispatch({ type: "timeChosen" });

  // One send at a time, from the press until its answer: a second press while the check's code is on its way,
  // or before React shows "sending", sends nothing. What is sent is what the form held at the press.
  const busy = useRef(false);
  const send = async (form: HTMLFormElement) => {
    let check: Awaited<ReturnType<typeof bookingCheck>>;
    try {
      check = await bookingCheck();
    } catch (error) {
      // The code did not arrive (the connection dropped): said like any failed send, with what was typed kept.
      dispatch({ type: "failed", error });
      return;
    }
    const checked = check.validateBooking(values, words.text, words.fields);
    if (!slot) dispatch({ type: "noTime" });
    if (!checked.ok) setErrors(checked.errors);
    if (!slot || !checked.ok) return;
    const honeypot = new FormData(form).get(HONEYPOT);
    const antiSpam = {
      website: typeof honeypot === "string" ? honeypot : "",
      elapsedMs: Math.round(performance.now() - usableSince.current),
      key: bookingKey.current,
      language: words.locale,
    };
    dispatch({ type: "sending" });
    try {
      const answer = await submit(checked.value, slot.start, antiSpam);
      if (answer.kind === "taken") {
        if (slots.state.status === "ready") slots.replace(afterTaken(slots.state.slots, slot.start, answer.slots));
        choice.drop(answer.slots[0]?.day);
      } else if (answer.kind === "field" && answer.field !== "start") setErrors({ [answer.field]: answer.message });
      dispatch({ type: "answered", answer, email: checked.value.email });
    } catch (error) {
      dispatch({ type: "failed", error });
    }
  };
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.sending || busy.current) return;
    busy.current = true;
    try {
      await send(event.currentTarget);
    } finally {
      busy.current = false;
    }
  };

  /** The form's first touch: its check starts loading. */
  const onFirstTouch = () => void bookingCheck().catch(() => {});

  return { slots, days, choice, state, values, errors, onChange, formRef, chosen, onSubmit, onFirstTouch };
}
