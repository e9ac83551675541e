/**
 * What a proposal and its change orders say to the homeowner, in the language the contract
 * is read and signed in: the pages, the documents' headings, the PDFs, the e-mails and
 * /account's lines. Two small files,
 * one per language; the owner's words stay English (config/text/proposal.ts).
 */
import type { Locale } from "../../config/i18n.ts";
import { CHANGE_ORDER_TEXT as enChange } from "../../config/text/en/changeOrder.ts";
import { PROPOSAL_TEXT as en } from "../../config/text/en/proposal.ts";
import { CHANGE_ORDER_TEXT as esChange } from "../../config/text/es/changeOrder.ts";
import { PROPOSAL_TEXT as es } from "../../config/text/es/proposal.ts";
import type { Translation } from "../../config/text/translation.ts";

export type ProposalWords = Translation<typeof en>;

export const PROPOSAL_WORDS: Record<Locale, ProposalWords> = { en, es };

export type ChangeOrderWords = Translation<typeof enChange>;

/** A change order's, in the language of the contract it changes. */
export const CHANGE_ORDER_WORDS: Record<Locale, ChangeOrderWords> = { en: enChange, es: esChange };

/** The words of a language; English for one a stored document names but the site no longer has. */
export const proposalWords = (locale: Locale | undefined): ProposalWords => PROPOSAL_WORDS[locale ?? "en"] ?? en;
