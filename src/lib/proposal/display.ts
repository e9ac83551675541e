/** How a proposal writes its dates, times and quantities: the page and the PDF alike. */
import { BUSINESS_TIME_ZONE } from "../../config/site.ts";

/** A calendar day, the same in every zone. */
const DAY = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
/** An instant as the business reads it, with its zone's name: "December 1, 2026 at 3:04 PM EST". */
const INSTANT = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: BUSINESS_TIME_ZONE,
  timeZoneName: "short",
});
const QUANTITY = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/** "2027-01-04" → "January 4, 2027"; a day that is not YYYY-MM-DD is written as it is rather than dropped. */
export const longDay = (day: string): string =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) ? DAY.format(Date.parse(`${day}T00:00:00Z`)) : day;

/** An ISO instant in the business's zone; one that does not parse is written as it is. */
export function longInstant(iso: string): string {
  const millis = Date.parse(iso);
  return Number.isNaN(millis) ? iso : INSTANT.format(millis);
}

/** 22.5 → "22.5", 1200 → "1,200". */
export const quantityText = (quantity: number): string => QUANTITY.format(quantity);
