/**
 * What /account says, in the page's language: its own texts, the estimator's option names
 * and "Loading...". The island imports these small files per language, not the whole catalogue.
 */
import type { Locale } from "../../config/i18n.ts";
import { ACCOUNT_TEXT as en } from "../../config/text/en/account.ts";
import { OPTION_TEXT as enOptions } from "../../config/text/en/options.ts";
import { FRAME_TEXT as enFrame } from "../../config/text/en/frame.ts";
import { ACCOUNT_TEXT as es } from "../../config/text/es/account.ts";
import { OPTION_TEXT as esOptions } from "../../config/text/es/options.ts";
import { FRAME_TEXT as esFrame } from "../../config/text/es/frame.ts";
import type { Translation } from "../../config/text/translation.ts";

export type AccountText = Translation<typeof en>;

export interface AccountWords {
  locale: Locale;
  text: AccountText;
  options: Translation<typeof enOptions>;
  loading: string;
}

export const ACCOUNT_WORDS: Record<Locale, AccountWords> = {
  en: { locale: "en", text: en, options: enOptions, loading: enFrame.loading },
  es: { locale: "es", text: es, options: esOptions, loading: esFrame.loading },
};
