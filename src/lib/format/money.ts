/**
 * How the site writes money, in US English: "$27,000", "$12,345.67".
 * Written out rather than through Intl.NumberFormat: a page's first Intl object loads ICU's
 * locale data, 67–149 ms of main thread on Lighthouse's 4x-slowed phone (measured in Chromium),
 * one long task on /proposal while the contract paints. tests/unit/formatMoney.test.ts holds
 * these to Intl's own output.
 */

/** "1234567" → "1,234,567". */
export const grouped = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/** Whole US dollars with separators, rounded half away from zero as Intl does: "$27,000". */
function formatUsd(amount: number): string {
  return `${amount < 0 ? "-" : ""}$${grouped(String(Math.round(Math.abs(amount))))}`;
}

/**
 * "$27,000 – $56,000": how the estimator, the AI prompt and the owner's table write a
 * range. One end missing, or both equal, shows the one amount; neither shows nothing.
 */
export function formatUsdRange(low: number | null, high: number | null): string {
  if (low === null && high === null) return "";
  if (low === null || high === null || low === high) return formatUsd((low ?? high) as number);
  return `${formatUsd(low)} – ${formatUsd(high)}`;
}

/** A contract's money: integer cents as dollars and cents, "$12,345.67". */
export function formatCents(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  return `${cents < 0 && whole > 0 ? "-" : ""}$${grouped(String(Math.floor(whole / 100)))}.${String(whole % 100).padStart(2, "0")}`;
}

/**
 * A change to a price, signed: "+$1,200.00", "−$300.00" (a true minus sign, read "minus"
 * by screen readers), and "$0.00" for no change. One way everywhere: the owner's builder,
 * the change order's page and document, the homeowner's account and the e-mails.
 */
export function formatSignedCents(cents: number): string {
  const whole = Math.round(cents);
  if (whole === 0) return formatCents(0);
  return `${whole > 0 ? "+" : "−"}${formatCents(Math.abs(whole))}`;
}
