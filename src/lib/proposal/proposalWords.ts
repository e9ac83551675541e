/**
 * What a proposal says to the homeowner, in the language it is read and signed in: the
 * page, the contract's headings, the PDF, the e-mails and /account's lines (a change
 * order's words: changeOrderWords.ts). Two small files,
 * one per language; the owner's words stay English (config/text/proposal.ts).
 */
import type { Locale } from "../../config/i18n.ts";
import { PROPOSAL_TEXT as en } from "../../config/text/en/proposal.ts";
import { PROPOSAL_TEXT as es } from "../../config/text/es/proposal.ts";
import type { Translation } from "../../config/text/translation.ts";

export type ProposalWords = Translation<typeof en>;

export const PROPOSAL_WORDS: Record<Locale, ProposalWords> = { en, es };

/** The words of a language; English for one a stored document names but the site no longer has. */
export const proposalWords = (locale: Locale | undefined): ProposalWords => PROPOSAL_WORDS[locale ?? "en"] ?? en;
