import type { PROPOSAL_DRAFT_TEXT as English } from "../en/proposalDraft.ts";
import type { Translation } from "../translation.ts";
import { OPTION_TEXT } from "./options.ts";

export const PROPOSAL_DRAFT_TEXT: Translation<typeof English> = {
  projectTypes: OPTION_TEXT.projectTypes,
  roomTypes: OPTION_TEXT.roomTypes,
  title: (project: string, room: string) => `${project} de ${room}`,
  // "Global": the unit a Spanish quote gives a lump-sum line.
  units: { area: OPTION_TEXT.squareFeet, job: "global" },
  finalLabel: "Al terminar la obra",
};
