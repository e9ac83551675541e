import { useStore } from "@nanostores/react";
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { PROJECT_TYPES, SITE } from "../../config/site.ts";
import { BOOKING_TEXT, COMMON_TEXT } from "../../config/text.ts";
import { bookVisit, newBookingKey, type BookingAnswer } from "../../lib/api-client/booking.ts";
import { rateLimitMessage } from "../../lib/api-client/failures.ts";
import { isApiRequestError } from "../../lib/api-client/request.ts";
import { afterTaken, slotDays } from "../../lib/booking/slotDays.ts";
import { bookingPrefill, isOutsideArea } from "../../lib/booking/bookingForm.ts";
import { visitWhen } from "../../lib/format/visitTime.ts";
import {
  BOOKING_FIELDS,
  BOOKING_LIMITS,
  EMPTY_BOOKING,
  validateBooking,
  type BookingDetails,
  type BookingField,
  type Slot,
} from "../../schemas/booking.ts";
import { CONTACT_LIMITS } from "../../schemas/bounds.ts";
import type { ContactAntiSpam } from "../../schemas/contact.ts";
import { $auth } from "../../stores/auth.ts";
// Only for a ZIP we do not serve: its code loads then, not with every booking.
const ContactForm = lazy(() => import("../ContactForm.tsx"));
import FieldError from "../shared/FieldError.tsx";
import { useFormFields } from "../shared/useFormFields.ts";
import { useTypedBeforeHydration } from "../shared/useTypedBeforeHydration.ts";
import SlotPicker from "./SlotPicker.tsx";
import { useSlotChoice } from "./hooks/useSlotChoice.ts";
import { useSlots } from "./hooks/useSlots.ts";

interface Props {
  /** Injected by tests; the page posts to /api/bookings. */
  submit?: (
    details: BookingDetails,
    start: string,
    antiSpam: ContactAntiSpam & { key?: string },
  ) => Promise<BookingAnswer>;
  loadSlots?: () => Promise<Slot[]>;
}

const HONEYPOT = "website";

const INPUTS: {
  name: Exclude<BookingField, "projectType" | "note">;
  type: string;
  autoComplete: string;
  max: number;
}[] = [
  { name: "name", type: "text", autoComplete: "name", max: CONTACT_LIMITS.name.max },
  { name: "phone", type: "tel", autoComplete: "tel", max: CONTACT_LIMITS.phone.max },
  { name: "email", type: "email", autoComplete: "email", max: CONTACT_LIMITS.email.max },
  { name: "street", type: "text", autoComplete: "street-address", max: BOOKING_LIMITS.street.max },
  { name: "zip", type: "text", autoComplete: "postal-code", max: 10 },
];

export default function BookingForm({ submit = bookVisit, loadSlots }: Props) {
  const { state, reload, replace } = useSlots(loadSlots);
  const days = useMemo(() => (state.status === "ready" ? slotDays(state.slots) : []), [state]);
  const choice = useSlotChoice();
  const { slot } = choice;
  const [offered, setOffered] = useState<Slot[]>([]);
  const [timeError, setTimeError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  // A refusal by the limits: the sentence says why, and a call books the visit instead.
  const [callInstead, setCallInstead] = useState(false);
  const [sending, setSending] = useState(false);
  const [booked, setBooked] = useState<{ start: string; email: string }>();
  const { values, setValues, errors, setErrors, onChange } = useFormFields<BookingDetails>(EMPTY_BOOKING);
  // Until hydrated, a click would submit the form natively, its details in the address.
  const [ready, setReady] = useState(false);
  const usableSince = useRef(0);
  // One key for this booking, whatever the tries: a retry after a lost answer finds the visit it made.
  const bookingKey = useRef("");
  const confirmation = useRef<HTMLHeadingElement>(null);
  const auth = useStore($auth);

  // What was typed before the island woke up is kept (and counts as time spent on the form).
  const formRef = useTypedBeforeHydration(BOOKING_FIELDS, (typed) =>
    setValues((current) => ({ ...current, ...typed }) as BookingDetails),
  );
  useEffect(() => {
    setReady(true);
    const typed = formRef.current ? new FormData(formRef.current) : null;
    usableSince.current = BOOKING_FIELDS.some((field) => typed?.get(field)) ? 0 : performance.now();
    bookingKey.current = newBookingKey();
    // Once, when the form hydrates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // A signed-in homeowner's name and e-mail, where nothing is typed yet.
  useEffect(() => setValues((current) => bookingPrefill(current, auth.user)), [auth.user, setValues]);
  useEffect(() => confirmation.current?.focus(), [booked]);

  const chosen = () => {
    setTimeError(undefined);
    setOffered([]);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const checked = validateBooking(values);
    if (!slot) setTimeError(BOOKING_TEXT.startInvalid);
    if (!checked.ok) setErrors(checked.errors);
    if (!slot || !checked.ok) return;
    const honeypot = new FormData(event.currentTarget).get(HONEYPOT);
    const antiSpam = {
      website: typeof honeypot === "string" ? honeypot : "",
      elapsedMs: Math.round(performance.now() - usableSince.current),
      key: bookingKey.current,
    };
    setSending(true);
    setFailure(undefined);
    setCallInstead(false);
    try {
      const answer = await submit(checked.value, slot.start, antiSpam);
      if (answer.kind === "booked") setBooked({ start: answer.start, email: checked.value.email });
      else if (answer.kind === "taken") {
        if (state.status === "ready") replace(afterTaken(state.slots, slot.start, answer.slots));
        setOffered(answer.slots);
        choice.drop(answer.slots[0]?.day);
      } else if (answer.kind === "refused") {
        setFailure(answer.reason === "person" ? BOOKING_TEXT.personLimit : BOOKING_TEXT.networkLimit);
        setCallInstead(true);
      } else if (answer.field === "start") setTimeError(answer.message);
      else setErrors({ [answer.field]: answer.message });
    } catch (error) {
      const rateLimited = isApiRequestError(error) ? rateLimitMessage(error.failure) : undefined;
      setFailure(rateLimited ?? BOOKING_TEXT.failed);
    } finally {
      setSending(false);
    }
  };

  if (booked) {
    return (
      <div
        className="rounded-2xl border border-green-200 bg-green-50 p-6 wrap-anywhere"
        data-testid="booking-confirmed"
      >
        <h2 ref={confirmation} tabIndex={-1} className="text-2xl font-bold">
          {BOOKING_TEXT.confirmed.heading}
        </h2>
        <p className="mt-3 text-lg">{BOOKING_TEXT.confirmed.when(visitWhen(booked.start))}</p>
        <p className="mt-2">{BOOKING_TEXT.confirmed.email(booked.email)}</p>
        <p className="mt-2 text-ink-600">{BOOKING_TEXT.confirmed.change}</p>
      </div>
    );
  }

  const outside = isOutsideArea(values.zip);
  const field = (name: BookingField) => ({
    id: `booking-${name}`,
    name,
    value: values[name],
    onChange,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `booking-${name}-error` : undefined,
    className: "field-input",
  });

  return (
    <>
      <form
        ref={formRef}
        data-ready={ready}
        onSubmit={onSubmit}
        className="space-y-8"
        aria-label={BOOKING_TEXT.page.heading}
        data-testid="booking-form"
        noValidate
      >
        <section aria-labelledby="booking-when" className="space-y-4">
          <h2 id="booking-when" className="text-xl font-bold">
            {BOOKING_TEXT.whenHeading}
          </h2>
          {offered.length > 0 && (
            <div
              role="alert"
              className="rounded-lg border border-amber-300 bg-amber-50 p-4"
              data-testid="booking-taken"
            >
              <p className="font-medium">{BOOKING_TEXT.taken}</p>
              <div className="mt-3 flex flex-wrap gap-2">
                {offered.map((next) => (
                  <button
                    key={next.start}
                    type="button"
                    className="btn-secondary"
                    onClick={() => {
                      choice.pickTime(next);
                      chosen();
                    }}
                  >
                    {visitWhen(next.start)}
                  </button>
                ))}
              </div>
            </div>
          )}
          <SlotPicker
            name="booking"
            days={days}
            choice={choice}
            onTime={chosen}
            describedBy={timeError ? "booking-start-error" : undefined}
            empty={
              state.status === "loading" ? (
                <p role="status" className="text-ink-600">
                  {BOOKING_TEXT.loadingSlots}
                </p>
              ) : state.status === "failed" ? (
                <div role="alert" className="space-y-3">
                  <p>{BOOKING_TEXT.slotsFailed}</p>
                  <button type="button" className="btn-secondary" onClick={reload}>
                    {BOOKING_TEXT.retry}
                  </button>
                </div>
              ) : (
                <p>{BOOKING_TEXT.noSlots}</p>
              )
            }
          />
          {slot && (
            <p className="font-medium text-brand-700" data-testid="booking-chosen">
              {BOOKING_TEXT.chosen(visitWhen(slot.start))}
            </p>
          )}
          <FieldError id="booking-start-error" message={timeError} alert />
        </section>

        <section aria-labelledby="booking-details" className="space-y-5">
          <h2 id="booking-details" className="text-xl font-bold">
            {BOOKING_TEXT.detailsLegend}
          </h2>
          <div className="grid gap-5 sm:grid-cols-2">
            {INPUTS.map((input) => (
              <div key={input.name} className={input.name === "street" ? "sm:col-span-2" : undefined}>
                <label htmlFor={`booking-${input.name}`} className="field-label">
                  {BOOKING_TEXT.fields[input.name]}
                </label>
                <input
                  type={input.type}
                  autoComplete={input.autoComplete}
                  maxLength={input.max}
                  inputMode={input.name === "zip" ? "numeric" : undefined}
                  required
                  {...field(input.name)}
                />
                <FieldError id={`booking-${input.name}-error`} message={errors[input.name]} />
              </div>
            ))}
            <div>
              <label htmlFor="booking-projectType" className="field-label">
                {BOOKING_TEXT.fields.projectType}
              </label>
              <select required {...field("projectType")}>
                <option value="" disabled>
                  {BOOKING_TEXT.projectTypeRequired}
                </option>
                {PROJECT_TYPES.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
              <FieldError id="booking-projectType-error" message={errors.projectType} />
            </div>
          </div>
          <div>
            <label htmlFor="booking-note" className="field-label">
              {BOOKING_TEXT.fields.note}
            </label>
            <textarea rows={4} maxLength={BOOKING_LIMITS.noteMaxChars} {...field("note")} />
            <FieldError id="booking-note-error" message={errors.note} />
          </div>
        </section>

        {/* The honeypot: off screen, out of the tab order and the accessibility tree. */}
        <div className="sr-only" aria-hidden="true">
          <label htmlFor="booking-website">Website</label>
          <input id="booking-website" type="text" name={HONEYPOT} tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>

        {outside ? (
          <div
            role="alert"
            className="space-y-4 rounded-lg border border-amber-300 bg-amber-50 p-4"
            data-testid="booking-outside"
          >
            <p className="font-medium">{BOOKING_TEXT.outsideArea}</p>
          </div>
        ) : (
          <div className="space-y-3">
            {failure && (
              <p role="alert" className="text-red-700" data-testid="booking-failure">
                {failure}
              </p>
            )}
            {callInstead && (
              <a href={SITE.phoneHref} className="btn-secondary mr-3">
                {BOOKING_TEXT.callInstead}
              </a>
            )}
            <button type="submit" className="btn-primary w-full sm:w-auto" disabled={!ready || sending}>
              {sending ? BOOKING_TEXT.submitting : BOOKING_TEXT.submit}
            </button>
          </div>
        )}
      </form>
      {outside && (
        <section className="mt-8 rounded-2xl border border-slate-200 p-6" aria-labelledby="booking-contact">
          <h2 id="booking-contact" className="mb-6 text-xl font-bold">
            {BOOKING_TEXT.contactInstead}
          </h2>
          <Suspense fallback={<p role="status">{COMMON_TEXT.loading}</p>}>
            <ContactForm />
          </Suspense>
        </section>
      )}
    </>
  );
}
