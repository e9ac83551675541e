import type { Locale } from "../i18n.ts";
import * as en from "./en/index.ts";
import * as es from "./es/index.ts";
import type { Translation } from "./translation.ts";

/** The texts of the pages a visitor reads in either language: one catalogue per language, the same keys. */
export type Catalogue = { readonly [K in keyof typeof en]: Translation<(typeof en)[K]> };

export const CATALOGUES: Record<Locale, Catalogue> = { en, es };

/** The catalogue of a page's language; English for anything else (a document stored before it kept one). */
export function textFor(locale: Locale): Catalogue {
  return CATALOGUES[locale] ?? CATALOGUES.en;
}
