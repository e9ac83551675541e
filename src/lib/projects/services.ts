import { isServiceSlug } from "../../schemas/bounds.ts";
import type { ServiceOption } from "./filters.ts";

/** The services collection's entries as the grid's filter and the form list them, in page order. */
export function serviceOptions(
  entries: readonly { id: string; data: { title: string; order: number } }[],
): ServiceOption[] {
  return [...entries]
    .sort((a, b) => a.data.order - b.data.order)
    .flatMap((entry) => (isServiceSlug(entry.id) ? [{ slug: entry.id, title: entry.data.title }] : []));
}
