import { OPTION_TEXT } from "./options.ts";

/**
 * What a new proposal written from a lead starts with, in the proposal's language: the
 * homeowner reads it once it is sent (src/lib/admin/proposalPrefill.ts). The owner edits it.
 */
export const PROPOSAL_DRAFT_TEXT = {
  projectTypes: OPTION_TEXT.projectTypes,
  roomTypes: OPTION_TEXT.roomTypes,
  /**
   * The project and its room named together, both given in lower case: "kitchen remodel".
   * The builder capitalises its first letter, and names only the project for a lead without a room.
   */
  title: (project: string, room: string) => `${room} ${project}`,
  /** A line item's units: an estimate's floor area, or the whole job for one price. */
  units: { area: OPTION_TEXT.squareFeet, job: "job" },
  /** The last payment of the schedule. */
  finalLabel: "On completion",
} as const;
