import { useState } from "react";
import toast from "react-hot-toast";
import { BOOKING_TEXT } from "../../../config/text.ts";
import { calendarAddressToSave } from "../../../lib/admin/calendarAddress.ts";
import type { SiteVisitsAdminApi } from "../../../lib/firebase/siteVisits.ts";
import { CALENDAR_FEED_URL_LIMITS } from "../../../schemas/availability.ts";
import FieldError from "../../shared/FieldError.tsx";
import SettingsBlock from "./SettingsBlock.tsx";

const T = BOOKING_TEXT.admin;

/**
 * The owner's own calendar, whose busy times close slots: its address is written, never
 * read back (it is a secret), so the field empties once saved.
 */
export default function CalendarAddress({ api }: { api: SiteVisitsAdminApi }) {
  const [address, setAddress] = useState("");
  const [error, setError] = useState<string>();
  const save = async (value: string) => {
    const toSave = calendarAddressToSave(value);
    if (toSave === undefined) return setError(T.addressInvalid);
    setError(undefined);
    try {
      await api.saveCalendarAddress(toSave);
      setAddress("");
      toast.success(toSave ? T.addressSaved : T.addressRemoved);
    } catch {
      toast.error(T.saveFailed);
    }
  };
  return (
    <SettingsBlock title={T.calendarHeading}>
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
    </SettingsBlock>
  );
}
