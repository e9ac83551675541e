import { PROJECT_TYPES, ROOM_TYPES, TIMELINES } from "../../config/site.ts";
import { formatBallpark, type Ballpark } from "../pricing/pricingGuide.ts";
import { ROUTES } from "../../config/routes.ts";
import { optionLabel, type EstimateInput } from "./estimateForm.ts";

/**
 * The project in a few plain lines, as the contact form's message: the team reads what
 * was asked and the range the visitor saw, without the visitor retyping anything.
 */
export function projectSummary(input: EstimateInput, ballpark: Ballpark | null): string {
  const lines = [
    "I would like a consultation about this project (from the AI Estimator):",
    `Project: ${optionLabel(PROJECT_TYPES, input.projectType)}, ${optionLabel(ROOM_TYPES, input.roomType)}, ${input.squareFootage.toLocaleString("en-US")} sq ft`,
    `Timeline: ${optionLabel(TIMELINES, input.timeline)}`,
  ];
  if (ballpark) lines.push(`Instant ballpark: ${formatBallpark(ballpark)}`);
  lines.push(`Scope: ${input.scope}`);
  return lines.join("\n");
}

/** /contact with the summary prefilled (the contact form reads ?message=). */
export function consultationHref(input: EstimateInput, ballpark: Ballpark | null): string {
  return `${ROUTES.contact}?${new URLSearchParams({ message: projectSummary(input, ballpark) })}`;
}
