import type { ReactNode } from "react";
import { useBookingWords } from "./bookingText.ts";
import { visitDay, visitTime } from "../../lib/format/visitTime.ts";
import { dayToShow, type SlotDay } from "../../lib/booking/slotDays.ts";
import type { Slot } from "../../schemas/booking.ts";
import type { SlotChoice } from "./hooks/useSlotChoice.ts";

interface Props {
  days: SlotDay[];
  choice: SlotChoice;
  /** Besides choosing it: what else picking a time does (clears a problem shown). */
  onTime?: (slot: Slot) => void;
  /** Keeps the radio names of two pickers on one page apart. */
  name: string;
  /** The id of a problem shown about the choice (no time chosen), read with the times. */
  describedBy?: string;
  /** In the times' place while there are no days: loading, a failure, none open. */
  empty?: ReactNode;
}

/** A native radio as a chip: arrow keys move within the group, a screen reader reads "3 of 12". */
const CHIP =
  "relative cursor-pointer rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600";

/** The days with open times, then the chosen day's times. */
export default function SlotPicker({ days, choice, onTime, name, describedBy, empty }: Props) {
  const { text: T, locale } = useBookingWords();
  const shown = dayToShow(days, choice.day);
  const times = days.find((entry) => entry.day === shown)?.slots ?? [];
  return (
    // min-w-0: a fieldset is as wide as its content by default, and the days' row is wider than a phone.
    <div className="min-w-0 space-y-5">
      <fieldset className="min-w-0">
        <legend className="field-label">{T.dayLegend}</legend>
        {/* One row that scrolls sideways: the times below stay in the same place on a phone. */}
        <div className="mt-1 flex min-h-[2.875rem] gap-2 overflow-x-auto pb-2" data-testid={`${name}-days`}>
          {days.map((entry) => (
            <label key={entry.day} className={`${CHIP} shrink-0 whitespace-nowrap`}>
              <input
                type="radio"
                className="sr-only"
                name={`${name}-day`}
                value={entry.day}
                checked={entry.day === shown}
                onChange={() => choice.pickDay(entry.day)}
              />
              {visitDay(entry.day, false, locale)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="min-w-0" aria-describedby={describedBy}>
        <legend className="field-label">
          {T.timeLegend}
          {shown ? `: ${visitDay(shown, true, locale)}` : ""}
        </legend>
        {/* As tall as a full day's times (six rows of three on a phone), loading or not: nothing below jumps when they arrive. */}
        <div className="mt-1 min-h-[17rem]">
          {days.length === 0 ? (
            empty
          ) : times.length === 0 ? (
            <p className="text-sm text-ink-600">{T.noTimesThatDay}</p>
          ) : (
            <div className="grid grid-cols-3 gap-2 sm:grid-cols-5" data-testid={`${name}-times`}>
              {times.map((slot) => (
                <label key={slot.start} className={`${CHIP} text-center`}>
                  <input
                    type="radio"
                    className="sr-only"
                    name={`${name}-time`}
                    value={slot.start}
                    checked={slot.start === choice.slot?.start}
                    onChange={() => {
                      choice.pickTime(slot);
                      onTime?.(slot);
                    }}
                  />
                  {visitTime(slot.start, locale)}
                </label>
              ))}
            </div>
          )}
        </div>
        <p className="mt-2 text-xs text-ink-600">{T.timeZoneNote}</p>
      </fieldset>
    </div>
  );
}
