/**
 * How a proposal writes its dates, times and quantities: the page and the PDF alike.
 * Written out rather than through Intl, as money is (lib/format/money.ts): a page's first Intl
 * object costs 67–149 ms of a slowed phone's main thread, and /proposal's first render wrote
 * the contractor's signing time (27 ms of a 33 ms task, unthrottled, in Lighthouse's trace).
 * tests/unit/proposalDisplay.test.ts holds all three to Intl's own output.
 */
import type { Locale } from "../../config/i18n.ts";
import { BUSINESS_TIME_ZONE } from "../../config/site.ts";
import { businessClock, clockTime, MONTHS, plain } from "../format/eastern.ts";

/** es-US's month names, as Intl writes them ("4 de enero de 2027"). */
const SPANISH_MONTHS = [
  "enero",
  "febrero",
  "marzo",
  "abril",
  "mayo",
  "junio",
  "julio",
  "agosto",
  "septiembre",
  "octubre",
  "noviembre",
  "diciembre",
] as const;

/** A calendar day in words: "January 4, 2027"; "4 de enero de 2027". */
const dayWords = (year: number, month: number, date: number, locale: Locale) =>
  locale === "es" ? `${date} de ${SPANISH_MONTHS[month]} de ${year}` : `${MONTHS[month]} ${date}, ${year}`;

/** "2027-01-04" → "January 4, 2027"; a day that is not a real YYYY-MM-DD is written as it is rather than dropped. */
export function longDay(day: string, locale: Locale = "en"): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
  const real = new Date(Date.UTC(year, month - 1, date));
  if (real.getUTCMonth() !== month - 1 || real.getUTCDate() !== date) return day;
  return dayWords(year, month - 1, date, locale);
}

/** How an instant reads: "December 1, 2026 at 3:04 PM EST" (Intl's words for it, and the tests' oracle). */
export const INSTANT_FORMAT: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "long",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: BUSINESS_TIME_ZONE,
  timeZoneName: "short",
};

const otherZones = new Map<Locale, Intl.DateTimeFormat>();

/**
 * An ISO instant in the business's zone, with its zone's name: "December 1, 2026 at 3:04 PM
 * EST"; one that does not parse is written as it is. Eastern time is worked out here (the
 * business's zone, and the one where the page's first Intl object would cost the load); any
 * other zone, or an instant before 2007's rule, through Intl.
 */
export function longInstant(iso: string, locale: Locale = "en"): string {
  const millis = Date.parse(iso);
  if (Number.isNaN(millis)) return iso;
  const clock = businessClock(millis);
  if (!clock) {
    let format = otherZones.get(locale);
    if (!format) otherZones.set(locale, (format = new Intl.DateTimeFormat(`${locale}-US`, INSTANT_FORMAT)));
    // A plain space before AM/PM, as below (ICU writes a narrow no-break space there); Spanish's "p. m." spaced.
    return plain(format.format(millis));
  }
  const { local, daylight } = clock;
  const day = dayWords(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), locale);
  const zone = daylight ? "EDT" : "EST";
  if (locale === "es")
    return `${day}, ${clockTime(local).replace(/ ([AP])M$/, (_, half: string) => ` ${half.toLowerCase()}. m.`)} ${zone}`;
  return `${day} at ${clockTime(local)} ${zone}`;
}

/**
 * 22.5 → "22.5", 1200 → "1,200", 0.125 → "0.13": at most two decimals, rounded half away
 * from zero on the number as written (its shortest decimal form), as Intl rounds.
 */
export function quantityText(quantity: number): string {
  const written = Math.abs(quantity).toString();
  // Exponent notation (below 1e-6 or from 1e21): too small or too large to be a quantity; left to Intl.
  if (written.includes("e")) return new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 }).format(quantity);
  const [whole = "0", fraction = ""] = written.split(".");
  let hundredths = BigInt(whole) * 100n + BigInt((fraction + "00").slice(0, 2));
  if ((fraction[2] ?? "0") >= "5") hundredths += 1n;
  const units = (hundredths / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const decimals = (hundredths % 100n).toString().padStart(2, "0").replace(/0+$/, "");
  const sign = quantity < 0 && hundredths > 0n ? "-" : "";
  return `${sign}${units}${decimals ? `.${decimals}` : ""}`;
}
