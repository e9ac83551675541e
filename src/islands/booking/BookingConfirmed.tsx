import { useEffect, useRef } from "react";
import { useBookingWords } from "./bookingText.ts";
import { visitWhen } from "../../lib/format/visitTime.ts";

interface Props {
  start: string;
  email: string;
}

/** In the form's place once the visit is booked; its heading takes the focus, so a screen reader reads it at once. */
export default function BookingConfirmed({ start, email }: Props) {
  const { text: T, locale } = useBookingWords();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="rounded-2xl border border-green-200 bg-green-50 p-6 wrap-anywhere" data-testid="booking-confirmed">
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold">
        {T.confirmed.heading}
      </h2>
      <p className="mt-3 text-lg">{T.confirmed.when(visitWhen(start, locale))}</p>
      <p className="mt-2">{T.confirmed.email(email)}</p>
      <p className="mt-2 text-ink-600">{T.confirmed.change}</p>
    </div>
  );
}
