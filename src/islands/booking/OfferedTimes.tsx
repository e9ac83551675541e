import { useBookingWords } from "./bookingText.ts";
import { visitWhen } from "../../lib/format/visitTime.ts";
import type { Slot } from "../../schemas/booking.ts";

interface Props {
  /** The next open times the server offered when the chosen one was taken. */
  offered: Slot[];
  onPick: (slot: Slot) => void;
}

/** Somebody took the time first: the next ones, one click each to choose. */
export default function OfferedTimes({ offered, onPick }: Props) {
  const { text: T, locale } = useBookingWords();
  return (
    <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4" data-testid="booking-taken">
      <p className="font-medium">{T.taken}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {offered.map((next) => (
          <button key={next.start} type="button" className="btn-secondary" onClick={() => onPick(next)}>
            {visitWhen(next.start, locale)}
          </button>
        ))}
      </div>
    </div>
  );
}
