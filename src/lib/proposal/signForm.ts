/**
 * The homeowner's signature form without a DOM: what is missing before "Sign" may send,
 * in the form's reading order, with the same words and limits as the server's schema.
 */
import { PROPOSAL_LIMITS } from "../../schemas/proposalRules.ts";
import { PROPOSAL_WORDS, type ProposalWords } from "./proposalWords.ts";

export interface SignFields {
  consent: boolean;
  name: string;
  initials: string;
  /** The drawn signature as a PNG data URL; "" while the pad is empty. */
  signature: string;
}

export type SignField = keyof SignFields;

/** Each field's problem, or an empty object when the form may be sent. */
export function signProblems(
  fields: SignFields,
  needsInitials: boolean,
  words: ProposalWords = PROPOSAL_WORDS.en,
): Partial<Record<SignField, string>> {
  const E = words.signErrors;
  const problems: Partial<Record<SignField, string>> = {};
  if (!fields.consent) problems.consent = E.consent;
  const name = fields.name.trim();
  if (name.length < PROPOSAL_LIMITS.signerName.min || name.length > PROPOSAL_LIMITS.signerName.max)
    problems.name = E.signerName;
  const initials = fields.initials.trim();
  if (
    needsInitials &&
    (initials.length < PROPOSAL_LIMITS.initials.min || initials.length > PROPOSAL_LIMITS.initials.max)
  )
    problems.initials = words.api.initials;
  if (!fields.signature) problems.signature = E.signature;
  return problems;
}
