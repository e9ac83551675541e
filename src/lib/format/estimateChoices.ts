import { OPTION_TEXT } from "../../config/text/en/options.ts";
import type { Translation } from "../../config/text/translation.ts";
import { formatSquareFeet } from "./area.ts";

interface Choices {
  projectType?: string;
  roomType?: string;
  squareFootage?: number | null;
  timeline?: string;
}

/** A stored value's name, or the value itself when the lists no longer have it. */
const nameOf = (names: Readonly<Record<string, string>>, value: string) =>
  Object.hasOwn(names, value) ? names[value] : value;

/**
 * An estimate's four choices in one line, e.g. "Remodel · Kitchen · 200 sq ft · Within 3 months",
 * named in `names`' language (the owner's screens: English).
 */
export function estimateChoices(
  { projectType = "", roomType = "", squareFootage = null, timeline = "" }: Choices,
  names: Translation<typeof OPTION_TEXT> = OPTION_TEXT,
): string {
  return [
    nameOf(names.projectTypes, projectType),
    nameOf(names.roomTypes, roomType),
    formatSquareFeet(squareFootage, names.squareFeet),
    nameOf(names.timelines, timeline),
  ]
    .filter(Boolean)
    .join(" · ");
}
