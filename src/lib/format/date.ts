import { format } from "date-fns";
import { ADMIN_DATE_FORMAT } from "../../config/site.ts";
import { LOCALE_INFO, type Locale } from "../../config/i18n.ts";
import { plain } from "./eastern.ts";

/** Shown for a row whose document has no usable time. */
export const NO_DATE = "—";

/** Spec: admin dates read like 'MMM d, yyyy h:mm a', in the owner's own time zone. */
export function formatAdminDate(millis: number | null): string {
  return millis === null || !Number.isFinite(millis) ? NO_DATE : format(millis, ADMIN_DATE_FORMAT);
}

/**
 * When a homeowner sent a request, on /account in the page's language: English as the
 * admin writes it ("Nov 28, 2026 9:05 PM"), Spanish by the platform, spaced as the visit's time ("28 nov 2026, 9:05 p. m.").
 */
export function formatSentDate(millis: number | null, locale: Locale): string {
  if (locale === "en" || millis === null || !Number.isFinite(millis)) return formatAdminDate(millis);
  const format = (sentFormats[locale] ??= new Intl.DateTimeFormat(`${LOCALE_INFO[locale].lang}-US`, {
    dateStyle: "medium",
    timeStyle: "short",
  }));
  return plain(format.format(millis));
}
// Made on first use, per language: a formatter costs its locale data.
const sentFormats: Partial<Record<Locale, Intl.DateTimeFormat>> = {};

/**
 * Dates in exported CSV files: year first, 24-hour, so a spreadsheet sorts and parses
 * them as dates without guessing the locale.
 */
const CSV_DATE_FORMAT = "yyyy-MM-dd HH:mm";

export function formatCsvDate(millis: number | null): string {
  return millis === null || !Number.isFinite(millis) ? "" : format(millis, CSV_DATE_FORMAT);
}
