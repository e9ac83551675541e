/**
 * What the review form says, in the page's language: its own texts and the Google link's
 * name from the reviews page. The island imports these small files per language.
 */
import type { Locale } from "../../config/i18n.ts";
import { REVIEW_FORM_TEXT as en } from "../../config/text/en/review.ts";
import { REVIEW_LIST_TEXT as enList } from "../../config/text/en/reviews.ts";
import { REVIEW_FORM_TEXT as es } from "../../config/text/es/review.ts";
import { REVIEW_LIST_TEXT as esList } from "../../config/text/es/reviews.ts";
import type { ReviewFormText } from "../api-client/reviews.ts";

export interface ReviewWords {
  text: ReviewFormText;
  leaveOnGoogle: string;
}

export const REVIEW_WORDS: Record<Locale, ReviewWords> = {
  en: { text: en, leaveOnGoogle: enList.leaveOnGoogle },
  es: { text: es, leaveOnGoogle: esList.leaveOnGoogle },
};
