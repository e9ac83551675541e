import { useCallback, useState } from "react";
import { BOOKING_TEXT } from "../../../config/text.ts";
import {
  availabilityDraft,
  checkAvailabilityDraft,
  withDayOff,
  type AvailabilityDraft,
} from "../../../lib/admin/availabilityForm.ts";
import { saveStepOf } from "../../../lib/admin/saveForm.ts";
import type { SiteVisitsAdminApi } from "../../../lib/firebase/siteVisits.ts";
import { visitDay } from "../../../lib/format/visitTime.ts";
import { WEEKDAYS, type Weekday } from "../../../schemas/availability.ts";
import FieldError from "../../shared/FieldError.tsx";
import { useSaveForm } from "../hooks/useSaveForm.ts";
import SettingsBlock from "./SettingsBlock.tsx";

const T = BOOKING_TEXT.admin;
const DAY_NAMES: Record<Weekday, string> = {
  sunday: "Sunday",
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
};
/** Monday first, as a week reads on a work calendar. */
const WEEK = [...WEEKDAYS.slice(1), WEEKDAYS[0]];
const NUMBER_FIELDS = [
  "visitMinutes",
  "bufferMinutes",
  "noticeHours",
  "horizonDays",
  "maxVisitsPerDay",
  "visitsPerPerson",
] as const;

/** The owner's weekly hours, the visits' length, spacing, notice and limits, and their days off. */
export default function HoursForm({ api }: { api: SiteVisitsAdminApi }) {
  const load = useCallback(() => api.loadAvailability(), [api]);
  const { draft, setDraft, errors, saving, submit } = useSaveForm({
    load,
    draftOf: availabilityDraft,
    check: (typed) => saveStepOf(checkAvailabilityDraft(typed)),
    save: (availability) => api.saveAvailability(availability).then(() => availability),
    messages: { saved: T.hoursSaved, failed: T.saveFailed, invalid: T.hoursInvalid },
  });
  // The date picked for a day off, until it is added to the list.
  const [dayOff, setDayOff] = useState("");
  if (!draft) return <p role="status">{T.loading}</p>;

  const setDay = (day: Weekday, change: Partial<AvailabilityDraft["weeklyHours"][Weekday]>) =>
    setDraft({ ...draft, weeklyHours: { ...draft.weeklyHours, [day]: { ...draft.weeklyHours[day], ...change } } });

  return (
    <SettingsBlock title={T.hoursHeading}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        className="space-y-4"
        noValidate
      >
        <fieldset className="space-y-2" aria-describedby={errors.weeklyHours ? "hours-weeklyHours-error" : undefined}>
          <legend className="sr-only">{T.weeklyHours}</legend>
          {WEEK.map((day) => {
            const hours = draft.weeklyHours[day];
            return (
              <div key={day} className="flex flex-wrap items-center gap-3">
                <label className="flex w-36 items-center gap-2">
                  <input
                    type="checkbox"
                    checked={hours.open}
                    onChange={(event) => setDay(day, { open: event.target.checked })}
                    aria-label={T.open(DAY_NAMES[day])}
                  />
                  {DAY_NAMES[day]}
                </label>
                {hours.open ? (
                  <>
                    <input
                      type="time"
                      className="field-input w-32"
                      value={hours.start}
                      step={900}
                      aria-label={T.from(DAY_NAMES[day])}
                      onChange={(event) => setDay(day, { start: event.target.value })}
                    />
                    <span aria-hidden="true">–</span>
                    <input
                      type="time"
                      className="field-input w-32"
                      value={hours.end}
                      step={900}
                      aria-label={T.until(DAY_NAMES[day])}
                      onChange={(event) => setDay(day, { end: event.target.value })}
                    />
                  </>
                ) : (
                  <span className="text-ink-600">{T.closed}</span>
                )}
              </div>
            );
          })}
          <FieldError id="hours-weeklyHours-error" message={errors.weeklyHours} />
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {NUMBER_FIELDS.map((field) => (
            <div key={field}>
              <label htmlFor={`hours-${field}`} className="field-label">
                {T[field]}
              </label>
              <input
                id={`hours-${field}`}
                type="number"
                inputMode="numeric"
                className="field-input"
                value={draft[field]}
                aria-invalid={errors[field] ? true : undefined}
                aria-describedby={errors[field] ? `hours-${field}-error` : undefined}
                onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
              />
              <FieldError id={`hours-${field}-error`} message={errors[field]} />
            </div>
          ))}
        </div>
        <div>
          <label htmlFor="hours-dayOff" className="field-label">
            {T.daysOff}
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id="hours-dayOff"
              type="date"
              className="field-input w-48"
              value={dayOff}
              onChange={(event) => setDayOff(event.target.value)}
            />
            <button
              type="button"
              className="btn-secondary"
              onClick={() => {
                setDraft({ ...draft, daysOff: withDayOff(draft.daysOff, dayOff) });
                setDayOff("");
              }}
            >
              {T.addDayOff}
            </button>
          </div>
          <ul className="mt-2 flex flex-wrap gap-2">
            {draft.daysOff.map((day) => (
              <li key={day} className="flex items-center gap-1 rounded-full bg-slate-100 px-3 py-1 text-sm">
                {visitDay(day)}
                <button
                  type="button"
                  className="ml-1 text-ink-600 hover:text-ink-900"
                  aria-label={T.removeDayOff(visitDay(day, true))}
                  onClick={() => setDraft({ ...draft, daysOff: draft.daysOff.filter((other) => other !== day) })}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          <FieldError id="hours-daysOff-error" message={errors.daysOff} />
        </div>
        <button type="submit" className="btn-primary" disabled={saving}>
          {T.saveHours}
        </button>
      </form>
    </SettingsBlock>
  );
}
