import type { Locale } from "../../config/i18n.ts";
import { SITE } from "../../config/site.ts";
import { requestBooking } from "../../lib/api-client/booking.ts";
import { isOutsideArea } from "../../lib/booking/zipCheck.ts";
import { visitWhen } from "../../lib/format/visitTime.ts";
import type { Slot } from "../../schemas/booking.ts";
import FieldError from "../shared/FieldError.tsx";
import BookingConfirmed from "./BookingConfirmed.tsx";
import BookingDetailsFields from "./BookingDetailsFields.tsx";
import ContactInstead from "./ContactInstead.tsx";
import OfferedTimes from "./OfferedTimes.tsx";
import SlotPicker from "./SlotPicker.tsx";
import SlotsEmpty from "./SlotsEmpty.tsx";
import { HONEYPOT, useBookingForm, type SubmitBooking } from "./hooks/useBookingForm.ts";
import { BOOKING_WORDS, BookingWordsContext, useBookingWords } from "./bookingText.ts";

interface Props {
  /** The page's language: /book in English, /es/reservar in Spanish (and the visit's e-mails in it). */
  locale?: Locale;
  /** Injected by tests; the page posts to /api/bookings. */
  submit?: SubmitBooking;
  loadSlots?: () => Promise<Slot[]>;
}

/** /book: a time, the visitor's details, and the booking; a ZIP we do not serve gets the contact form instead. */
export default function BookingForm({ locale = "en", ...props }: Props) {
  return (
    <BookingWordsContext.Provider value={BOOKING_WORDS[locale]}>
      <Booking {...props} />
    </BookingWordsContext.Provider>
  );
}

function Booking({ submit = requestBooking, loadSlots }: Omit<Props, "locale">) {
  const words = useBookingWords();
  const { text: T, locale } = words;
  const { slots, days, choice, state, values, errors, onChange, formRef, chosen, onSubmit, onFirstTouch } =
    useBookingForm(submit, words, loadSlots);
  const { slot } = choice;

  if (state.booked) return <BookingConfirmed start={state.booked.start} email={state.booked.email} />;

  const outside = isOutsideArea(values.zip);
  return (
    <>
      <form
        ref={formRef}
        data-ready={state.ready}
        onSubmit={onSubmit}
        onFocus={onFirstTouch}
        onPointerDown={onFirstTouch}
        className="space-y-8"
        aria-label={T.page.heading}
        data-testid="booking-form"
        noValidate
      >
        <section aria-labelledby="booking-when" className="space-y-4">
          <h2 id="booking-when" className="text-xl font-bold">
            {T.whenHeading}
          </h2>
          {state.offered.length > 0 && (
            <OfferedTimes
              offered={state.offered}
              onPick={(next) => {
                choice.pickTime(next);
                chosen();
              }}
            />
          )}
          <SlotPicker
            name="booking"
            days={days}
            choice={choice}
            onTime={chosen}
            describedBy={state.timeError ? "booking-start-error" : undefined}
            empty={<SlotsEmpty status={slots.state.status} onRetry={slots.reload} />}
          />
          {slot && (
            <p className="font-medium text-brand-700" data-testid="booking-chosen">
              {T.chosen(visitWhen(slot.start, locale))}
            </p>
          )}
          <FieldError id="booking-start-error" message={state.timeError} alert />
        </section>

        <BookingDetailsFields values={values} errors={errors} onChange={onChange} />

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
            <p className="font-medium">{T.outsideArea}</p>
          </div>
        ) : (
          <div className="space-y-3">
            {state.failure && (
              <p role="alert" className="text-red-700" data-testid="booking-failure">
                {state.failure}
              </p>
            )}
            {state.callInstead && (
              <a href={SITE.phoneHref} className="btn-secondary mr-3">
                {T.callInstead}
              </a>
            )}
            <button type="submit" className="btn-primary w-full sm:w-auto" disabled={!state.ready || state.sending}>
              {state.sending ? T.submitting : T.submit}
            </button>
          </div>
        )}
      </form>
      {outside && <ContactInstead />}
    </>
  );
}
