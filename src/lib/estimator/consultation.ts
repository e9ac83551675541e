import type { Ballpark } from "../../schemas/estimate.ts";
import { formatBallpark } from "../pricing/defaultGuide.ts";
import { contactPath, localizedPath } from "../../config/routes.ts";
import { formatSquareFeet } from "../format/area.ts";
import type { EstimateInput } from "./estimateForm.ts";
import { ESTIMATOR_WORDS, type EstimatorWords } from "./estimatorWords.ts";

/**
 * The project in a few plain lines, as the contact form's message, in the page's language:
 * the team reads what was asked and the range the visitor saw, without the visitor
 * retyping anything.
 */
export function projectSummary(
  input: EstimateInput,
  ballpark: Ballpark | null,
  words: EstimatorWords = ESTIMATOR_WORDS.en,
): string {
  const { summary } = words.text;
  const { projectTypes, roomTypes, timelines, squareFeet } = words.options;
  const lines = [
    summary.intro,
    `${summary.project}: ${projectTypes[input.projectType]}, ${roomTypes[input.roomType]}, ${formatSquareFeet(input.squareFootage, squareFeet)}`,
    `${summary.timeline}: ${timelines[input.timeline]}`,
  ];
  if (ballpark) lines.push(`${summary.ballpark}: ${formatBallpark(ballpark)}`);
  lines.push(`${summary.scope}: ${input.scope}`);
  return lines.join("\n");
}

/** The contact page in the page's language, with the summary prefilled (the contact form reads ?message=). */
export function consultationHref(
  input: EstimateInput,
  ballpark: Ballpark | null,
  words: EstimatorWords = ESTIMATOR_WORDS.en,
): string {
  return localizedPath(contactPath(projectSummary(input, ballpark, words)), words.locale);
}
