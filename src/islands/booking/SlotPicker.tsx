import { BOOKING_TEXT } from "../../config/text.ts";
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
}

/** A native radio as a chip: arrow keys move within the group, a screen reader reads "3 of 12". */
const CHIP =
  "cursor-pointer rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600";

/** The days with open times, then the chosen day's times. */
export default function SlotPicker({ days, choice, onTime, name }: Props) {
  const shown = dayToShow(days, choice.day);
  const times = days.find((entry) => entry.day === shown)?.slots ?? [];
  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="field-label">{BOOKING_TEXT.dayLegend}</legend>
        <div className="mt-1 flex flex-wrap gap-2" data-testid={`${name}-days`}>
          {days.map((entry) => (
            <label key={entry.day} className={CHIP}>
              <input
                type="radio"
                className="sr-only"
                name={`${name}-day`}
                value={entry.day}
                checked={entry.day === shown}
                onChange={() => choice.pickDay(entry.day)}
              />
              {visitDay(entry.day)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="field-label">
          {BOOKING_TEXT.timeLegend}
          {shown ? `: ${visitDay(shown, true)}` : ""}
        </legend>
        {times.length === 0 ? (
          <p className="text-sm text-ink-600">{BOOKING_TEXT.noTimesThatDay}</p>
        ) : (
          <div className="mt-1 flex flex-wrap gap-2" data-testid={`${name}-times`}>
            {times.map((slot) => (
              <label key={slot.start} className={CHIP}>
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
                {visitTime(slot.start)}
              </label>
            ))}
          </div>
        )}
        <p className="mt-2 text-xs text-ink-600">{BOOKING_TEXT.timeZoneNote}</p>
      </fieldset>
    </div>
  );
}
