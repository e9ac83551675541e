/** Every text of a catalogue (or any part of one), each function called with sample arguments. */
export function catalogueTexts(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "function") {
    const write = value as (...args: number[]) => unknown;
    return [String(write(...Array.from({ length: write.length }, (_, index) => index + 2)))];
  }
  if (value && typeof value === "object") return Object.values(value).flatMap(catalogueTexts);
  return [];
}
