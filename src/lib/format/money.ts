/** How the site writes dollar amounts: whole US dollars with separators, e.g. "$27,000". */
const USD = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

function formatUsd(amount: number): string {
  return USD.format(amount);
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

const USD_CENTS = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** A contract's money: integer cents as dollars and cents, "$12,345.67". */
export function formatCents(cents: number): string {
  return USD_CENTS.format(cents / 100);
}

/** A change to a price, signed: "+$1,200.00", "−$300.00" (a true minus sign). */
export const formatSignedCents = (cents: number): string => `${cents >= 0 ? "+" : "−"}${formatCents(Math.abs(cents))}`;
