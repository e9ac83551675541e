import { PROJECT_TYPES, ROOM_TYPES, TIMELINES } from "../../site.ts";

/** An option list's labels by value: the English names stay in src/config/site.ts. */
const labels = <Value extends string>(options: readonly { value: Value; label: string }[]) =>
  Object.fromEntries(options.map((option) => [option.value, option.label])) as Record<Value, string>;

/** The project's kind, room and timeline as the estimator, the booking form and the cost guides name them. */
export const OPTION_TEXT = {
  projectTypes: labels(PROJECT_TYPES),
  roomTypes: labels(ROOM_TYPES),
  timelines: labels(TIMELINES),
  /** After a size: "1,250 sq ft". */
  squareFeet: "sq ft",
} as const;
