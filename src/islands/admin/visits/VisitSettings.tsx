import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import toast from "react-hot-toast";
import { API_ROUTES } from "../../../config/routes.ts";
import { BOOKING_TEXT } from "../../../config/text.ts";
import {
  availabilityDraft,
  checkAvailabilityDraft,
  withDayOff,
  type AvailabilityDraft,
  type AvailabilityField,
} from "../../../lib/admin/availabilityForm.ts";
import { siteVisitsAdminApi, type SiteVisitsAdminApi } from "../../../lib/firebase/siteVisits.ts";
import { visitDay } from "../../../lib/format/visitTime.ts";
import {
  CALENDAR_FEED_URL_LIMITS,
  CALENDAR_FEED_URL_PATTERN,
  WEEKDAYS,
  type Weekday,
} from "../../../schemas/availability.ts";
import type { FieldErrors } from "../../../schemas/check.ts";
import FieldError from "../../shared/FieldError.tsx";
import AdminSection from "../AdminSection.tsx";

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

interface Props {
  /** Injected by tests; the page reads and writes Firestore. */
  api?: SiteVisitsAdminApi;
  /** The site's address, for the feed's URL. */
  origin?: string;
}

/** /admin: the owner's hours for site visits, their calendar's address and the visits' feed; closed at first. */
export default function VisitSettings({ api = siteVisitsAdminApi, origin }: Props) {
  return (
    <AdminSection
      id="visit-settings"
      title={T.settingsTitle}
      hint={T.settingsHint}
      testId="visit-settings"
      folded={{ open: T.settingsOpen, hide: T.settingsHide }}
    >
      <HoursForm api={api} />
      <CalendarAddress api={api} />
      <VisitsFeed api={api} origin={origin ?? window.location.origin} />
    </AdminSection>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-3">
      <h3 className="text-lg font-semibold">{title}</h3>
      {children}
    </div>
  );
}

function HoursForm({ api }: { api: SiteVisitsAdminApi }) {
  const [draft, setDraft] = useState<AvailabilityDraft>();
  const [errors, setErrors] = useState<FieldErrors<AvailabilityField>>({});
  const [dayOff, setDayOff] = useState("");
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    api
      .loadAvailability()
      .then((availability) => setDraft(availabilityDraft(availability)))
      .catch(() => toast.error(T.saveFailed));
  }, [api]);
  if (!draft) return <p role="status">{BOOKING_TEXT.admin.loading}</p>;

  const setDay = (day: Weekday, change: Partial<AvailabilityDraft["weeklyHours"][Weekday]>) =>
    setDraft({ ...draft, weeklyHours: { ...draft.weeklyHours, [day]: { ...draft.weeklyHours[day], ...change } } });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkAvailabilityDraft(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      toast.error(T.hoursInvalid);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await api.saveAvailability(checked.value);
      toast.success(T.hoursSaved);
    } catch {
      toast.error(T.saveFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Block title={T.hoursHeading}>
      <form onSubmit={(event) => void onSubmit(event)} className="space-y-4" noValidate>
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
    </Block>
  );
}

function CalendarAddress({ api }: { api: SiteVisitsAdminApi }) {
  const [address, setAddress] = useState("");
  const [error, setError] = useState<string>();
  const save = async (value: string) => {
    const trimmed = value.trim();
    const valid =
      trimmed === "" ||
      (trimmed.length >= CALENDAR_FEED_URL_LIMITS.min &&
        trimmed.length <= CALENDAR_FEED_URL_LIMITS.max &&
        CALENDAR_FEED_URL_PATTERN.test(trimmed));
    if (!valid) return setError(T.addressInvalid);
    setError(undefined);
    try {
      await api.saveCalendarAddress(trimmed);
      setAddress("");
      toast.success(trimmed ? T.addressSaved : T.addressRemoved);
    } catch {
      toast.error(T.saveFailed);
    }
  };
  return (
    <Block title={T.calendarHeading}>
      <p className="text-sm text-ink-600">{T.calendarIntro}</p>
      <form
        className="space-y-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save(address);
        }}
      >
        <label htmlFor="calendar-address" className="field-label">
          {T.calendarAddress}
        </label>
        <input
          id="calendar-address"
          type="url"
          className="field-input"
          value={address}
          autoComplete="off"
          maxLength={CALENDAR_FEED_URL_LIMITS.max}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "calendar-address-error" : undefined}
          onChange={(event) => setAddress(event.target.value)}
        />
        <FieldError id="calendar-address-error" message={error} />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn-primary">
            {T.saveAddress}
          </button>
          <button type="button" className="btn-secondary" onClick={() => void save("")}>
            {T.removeAddress}
          </button>
        </div>
      </form>
    </Block>
  );
}

function VisitsFeed({ api, origin }: { api: SiteVisitsAdminApi; origin: string }) {
  const [key, setKey] = useState<string | null>();
  useEffect(() => {
    api
      .loadFeedKey()
      .then((stored) => setKey(stored ?? null))
      .catch(() => setKey(null));
  }, [api]);
  const url = key ? `${origin}${API_ROUTES.visitsFeed}?key=${key}` : undefined;
  return (
    <Block title={T.feedHeading}>
      <p className="text-sm text-ink-600">{T.feedIntro}</p>
      {url ? (
        <input
          className="field-input font-mono text-sm"
          readOnly
          value={url}
          aria-label={T.feedHeading}
          data-testid="visits-feed-url"
          onFocus={(event) => event.target.select()}
        />
      ) : (
        key === null && <p>{T.feedNone}</p>
      )}
      <button
        type="button"
        className="btn-secondary"
        onClick={() =>
          void api
            .newFeedKey()
            .then(setKey)
            .catch(() => toast.error(T.saveFailed))
        }
      >
        {key ? T.feedReplace : T.feedNew}
      </button>
    </Block>
  );
}
