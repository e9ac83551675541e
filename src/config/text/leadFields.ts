/*
 * The owner's words for a lead's status and note that fail their check, in a file of their own:
 * the lead schema (src/schemas/lead.ts) reads them, and the public estimator decodes with that
 * schema; the whole catalogue (config/text.ts) would come with it.
 */
export const LEAD_FIELD_TEXT = {
  badStatus: "Choose one of the listed statuses.",
  noteTooLong: (max: number) => `A note can be at most ${max} characters.`,
} as const;
