/**
 * What a change order says to the homeowner, in the language of the contract it changes:
 * its page, its own terms, its PDF and its e-mails. Apart from proposalWords.ts, so each
 * page loads only its own two small files.
 */
import type { Locale } from "../../config/i18n.ts";
import { CHANGE_ORDER_TEXT as en } from "../../config/text/en/changeOrder.ts";
import { CHANGE_ORDER_TEXT as es } from "../../config/text/es/changeOrder.ts";
import type { Translation } from "../../config/text/translation.ts";

export type ChangeOrderWords = Translation<typeof en>;

export const CHANGE_ORDER_WORDS: Record<Locale, ChangeOrderWords> = { en, es };
