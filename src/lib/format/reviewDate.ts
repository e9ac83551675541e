/** A review's day (YYYY-MM-DD) in words, e.g. "September 18, 2026"; the day as written, in no time zone. */
export function reviewDate(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
}
