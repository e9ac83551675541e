/**
 * The site's two languages (docs/decisions/i18n.md). English is the default: its pages
 * keep the spec's paths and texts. Spanish pages live under /es, with Spanish slugs, and
 * the route table (src/config/routes.ts) pairs each with its English page.
 */
export const LOCALES = ["en", "es"] as const;

export type Locale = (typeof LOCALES)[number];

interface LocaleInfo {
  /** <html lang>, hreflang and a link's own hreflang. */
  lang: string;
  /** Open Graph's og:locale: the US varieties the area speaks. */
  ogLocale: string;
  /** The language's name in itself, as a language switch shows it. */
  name: string;
  /**
   * The one-time offer of a page in this language to a browser that prefers it, in this
   * language (src/components/LanguageOffer.astro): its sentence, its link, its close button.
   */
  offer: { text: string; link: string; close: string };
}

/** A stored document's language (a lead, a proposal); English for one stored before it kept one. */
export function storedLanguage(stored: { language?: unknown }): Locale {
  return LOCALES.find((locale) => locale === stored.language) ?? "en";
}

/** The site's other language: what the language switch and og:locale:alternate name. */
export function otherLocale(locale: Locale): Locale {
  return locale === "en" ? "es" : "en";
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  en: {
    lang: "en",
    ogLocale: "en_US",
    name: "English",
    offer: { text: "This page is also in English.", link: "Read it in English", close: "Close" },
  },
  es: {
    lang: "es",
    ogLocale: "es_US",
    name: "Español",
    offer: { text: "Esta página también está en español.", link: "Leerla en español", close: "Cerrar" },
  },
};
