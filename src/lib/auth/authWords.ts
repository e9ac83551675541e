/**
 * What /login and /signup say, in the page's language: the page's own texts and what the
 * sign-up fields say when they refuse a value. The islands import these small files per
 * language, not the whole catalogue.
 */
import type { Locale } from "../../config/i18n.ts";
import { AUTH_TEXT as en } from "../../config/text/en/auth.ts";
import { FIELD_ERRORS as enFields } from "../../config/text/en/fields.ts";
import { AUTH_TEXT as es } from "../../config/text/es/auth.ts";
import { FIELD_ERRORS as esFields } from "../../config/text/es/fields.ts";
import type { Translation } from "../../config/text/translation.ts";
import { authErrorCode, providerMessage } from "../firebase/authErrors.ts";

export type AuthText = Translation<typeof en>;

export interface AuthWords {
  locale: Locale;
  text: AuthText;
  fields: Translation<typeof enFields>;
}

export const AUTH_WORDS: Record<Locale, AuthWords> = {
  en: { locale: "en", text: en, fields: enFields },
  es: { locale: "es", text: es, fields: esFields },
};

/**
 * Why the sign-in service refused, in the page's language. A known code is said in our
 * words; otherwise an English page shows the service's own message (the spec's "provider's
 * message"), which another language cannot, so it says its fallback.
 */
export function authFailureText(error: unknown, words: AuthWords, fallback: string): string {
  const code = authErrorCode(error);
  const known = code ? (words.text.providerErrors as Readonly<Record<string, string>>)[code] : undefined;
  if (known) return known;
  return (words.locale === "en" && providerMessage(error)) || fallback;
}
