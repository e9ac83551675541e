import type { Ballpark } from "../../schemas/estimate.ts";
import { PROJECT_TYPES, ROOM_TYPES, TIMELINES } from "../../config/site.ts";
import { formatBallpark } from "../pricing/defaultGuide.ts";
import { contactPath } from "../../config/routes.ts";
import { ESTIMATOR_TEXT } from "../../config/text.ts";
import { formatSquareFeet } from "../format/area.ts";
import { optionLabel } from "../format/optionLabel.ts";
import type { EstimateInput } from "./estimateForm.ts";

/**
 * The project in a few plain lines, as the contact form's message: the team reads what
 * was asked and the range the visitor saw, without the visitor retyping anything.
 */
export function projectSummary(input: EstimateInput, ballpark: Ballpark | null): string {
  const { summary } = ESTIMATOR_TEXT;
  const lines = [
    summary.intro,
    `${summary.project}: ${optionLabel(PROJECT_TYPES, input.projectType)}, ${optionLabel(ROOM_TYPES, input.roomType)}, ${formatSquareFeet(input.squareFootage)}`,
    `${summary.timeline}: ${optionLabel(TIMELINES, input.timeline)}`,
  ];
  if (ballpark) lines.push(`${summary.ballpark}: ${formatBallpark(ballpark)}`);
  lines.push(`${summary.scope}: ${input.scope}`);
  return lines.join("\n");
}

/** /contact with the summary prefilled (the contact form reads ?message=). */
export function consultationHref(input: EstimateInput, ballpark: Ballpark | null): string {
  return contactPath(projectSummary(input, ballpark));
}
