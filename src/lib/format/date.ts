import { format } from "date-fns";
import { ADMIN_DATE_FORMAT } from "../../config/site.ts";

/** Shown for a row whose document has no usable time. */
export const NO_DATE = "—";

/** Spec: admin dates read like 'MMM d, yyyy h:mm a', in the owner's own time zone. */
export function formatAdminDate(millis: number | null): string {
  return millis === null || !Number.isFinite(millis) ? NO_DATE : format(millis, ADMIN_DATE_FORMAT);
}

/**
 * Dates in exported CSV files: year first, 24-hour, so a spreadsheet sorts and parses
 * them as dates without guessing the locale.
 */
const CSV_DATE_FORMAT = "yyyy-MM-dd HH:mm";

export function formatCsvDate(millis: number | null): string {
  return millis === null || !Number.isFinite(millis) ? "" : format(millis, CSV_DATE_FORMAT);
}
