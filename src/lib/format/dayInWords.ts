import type { Locale } from "../../config/i18n.ts";

/**
 * A day (YYYY-MM-DD) in words, "November 22, 2026" or in Spanish "22 de noviembre de
 * 2026": the day as written, the same in every time zone. Throws RangeError on anything
 * else, so a mistyped date in the source fails the build.
 */
export function dayInWords(iso: string, locale: Locale = "en"): string {
  const date = new Date(`${iso}T12:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || Number.isNaN(date.getTime())) throw new RangeError(`Not an ISO date: ${iso}`);
  return date.toLocaleDateString(`${locale}-US`, { dateStyle: "long", timeZone: "UTC" });
}
