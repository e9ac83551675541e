/** "1,250 sq ft"; nothing for an unknown size. */
export function formatSquareFeet(value: number | null): string {
  return value === null ? "" : `${value.toLocaleString("en-US")} sq ft`;
}
