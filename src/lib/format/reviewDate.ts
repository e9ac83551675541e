import type { Locale } from "../../config/i18n.ts";

/**
 * A review's day (YYYY-MM-DD) in words, "September 18, 2026" or in Spanish "18 de
 * septiembre de 2026"; the day as written, in no time zone. Written at build time.
 */
export function reviewDate(iso: string, locale: Locale = "en"): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString(locale === "es" ? "es-US" : "en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
}
