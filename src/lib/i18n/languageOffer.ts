/**
 * Whether to offer the Spanish page (src/components/LanguageOffer.astro): the browser's
 * first language is Spanish, and no page has offered it before. Offering marks storage, so
 * the offer is made once per browser. A storage that refuses (a private window's setting)
 * means no offer: better none than one on every page.
 */
export const OFFERED_KEY = "languageOffered";

export function offerSpanishOnce(languages: readonly string[], storage: Pick<Storage, "getItem" | "setItem">): boolean {
  try {
    if (!/^es(-|$)/i.test(languages[0] ?? "") || storage.getItem(OFFERED_KEY)) return false;
    storage.setItem(OFFERED_KEY, "es");
    return true;
  } catch {
    return false;
  }
}
