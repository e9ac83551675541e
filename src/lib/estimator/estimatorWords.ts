/**
 * What the estimator says, in the page's language: its own texts, the option names and
 * why it sends a logged-out visitor to log in. The island imports these small files per
 * language, not the whole catalogue.
 */
import type { Locale } from "../../config/i18n.ts";
import { ESTIMATOR_TEXT as en } from "../../config/text/en/estimator.ts";
import { OPTION_TEXT as enOptions } from "../../config/text/en/options.ts";
import { FRAME_TEXT as enFrame } from "../../config/text/en/frame.ts";
import { ESTIMATOR_TEXT as es } from "../../config/text/es/estimator.ts";
import { OPTION_TEXT as esOptions } from "../../config/text/es/options.ts";
import { FRAME_TEXT as esFrame } from "../../config/text/es/frame.ts";
import type { Translation } from "../../config/text/translation.ts";

export type EstimatorText = Translation<typeof en>;

export interface EstimatorWords {
  locale: Locale;
  text: EstimatorText;
  options: Translation<typeof enOptions>;
  /** The toast on the login page when a logged-out visitor opens the estimator. */
  loginRequired: string;
  loading: string;
}

export const ESTIMATOR_WORDS: Record<Locale, EstimatorWords> = {
  en: {
    locale: "en",
    text: en,
    options: enOptions,
    loginRequired: enFrame.account.loginRequired,
    loading: enFrame.loading,
  },
  es: {
    locale: "es",
    text: es,
    options: esOptions,
    loginRequired: esFrame.account.loginRequired,
    loading: esFrame.loading,
  },
};
