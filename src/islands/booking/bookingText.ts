import { createContext, useContext } from "react";
import type { Locale } from "../../config/i18n.ts";
import { BOOKING_TEXT as en } from "../../config/text/en/booking.ts";
import { FIELD_ERRORS as enFields } from "../../config/text/en/fields.ts";
import { BOOKING_TEXT as es } from "../../config/text/es/booking.ts";
import { FIELD_ERRORS as esFields } from "../../config/text/es/fields.ts";
import type { Translation } from "../../config/text/translation.ts";

/**
 * The booking form's and the visit page's words in the page's language, with the language
 * itself for the days and times. The root island (BookingForm, VisitPage) is told its page's
 * language and gives its parts these; the owner's agenda, which reuses the time picker,
 * reads the English default.
 */
export interface BookingWords {
  locale: Locale;
  text: Translation<typeof en>;
  fields: Translation<typeof enFields>;
}

export const BOOKING_WORDS: Record<Locale, BookingWords> = {
  en: { locale: "en", text: en, fields: enFields },
  es: { locale: "es", text: es, fields: esFields },
};

export const BookingWordsContext = createContext<BookingWords>(BOOKING_WORDS.en);

export function useBookingWords(): BookingWords {
  return useContext(BookingWordsContext);
}
