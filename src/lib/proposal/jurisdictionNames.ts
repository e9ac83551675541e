/**
 * Each jurisdiction as a contract names it, in its language ("Governed by the law of ___.",
 * "Se rige por las leyes vigentes en ___."). Apart from law.ts, so a page that shows a
 * contract does not load every notice to name its state.
 */
import type { Locale } from "../../config/i18n.ts";
import type { Jurisdiction } from "../../schemas/proposalRules.ts";

export const JURISDICTION_NAMES: Record<Locale, Record<Jurisdiction, string>> = {
  en: { MD: "Maryland", VA: "Virginia", DC: "the District of Columbia" },
  // After "vigentes en": no "de" + "el" to contract into "del".
  es: { MD: "Maryland", VA: "Virginia", DC: "el Distrito de Columbia" },
};

export const jurisdictionName = (jurisdiction: Jurisdiction, language: Locale = "en"): string =>
  JURISDICTION_NAMES[language][jurisdiction];
