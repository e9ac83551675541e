import { PROJECT_TYPES, ROOM_TYPES, TIMELINES } from "../../config/site.ts";
import { formatSquareFeet } from "./area.ts";
import { optionLabel } from "./optionLabel.ts";

interface Choices {
  projectType?: string;
  roomType?: string;
  squareFootage?: number | null;
  timeline?: string;
}

/** An estimate's four choices in one line, e.g. "Remodel · Kitchen · 200 sq ft · Within 3 months". */
export function estimateChoices({
  projectType = "",
  roomType = "",
  squareFootage = null,
  timeline = "",
}: Choices): string {
  return [
    optionLabel(PROJECT_TYPES, projectType),
    optionLabel(ROOM_TYPES, roomType),
    formatSquareFeet(squareFootage),
    optionLabel(TIMELINES, timeline),
  ]
    .filter(Boolean)
    .join(" · ");
}
