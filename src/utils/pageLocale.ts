import type { Locale } from "../config/i18n.ts";
import { localeOfPath } from "../config/routes.ts";
import { canonicalPath } from "./canonicalPath.ts";

/** The language of the page being built, from its path: a component anywhere in it writes in that language. */
export function pageLocale(url: URL): Locale {
  return localeOfPath(canonicalPath(url.pathname));
}
