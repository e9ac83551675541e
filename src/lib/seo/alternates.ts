import { LOCALE_INFO, LOCALES } from "../../config/i18n.ts";
import { translationsOf } from "../../config/routes.ts";
import { SITE } from "../../config/site.ts";
import { canonicalPath } from "../../utils/canonicalPath.ts";

export interface Alternate {
  /** A language code, or x-default: the page for a language the site does not speak (English). */
  lang: string;
  url: string;
}

/**
 * A page's versions in each language, as <link rel="alternate" hreflang> and the sitemap's
 * xhtml:link list them: both languages and x-default, each naming the other. None for a
 * page that has no translation.
 */
export function alternatesOf(path: string): Alternate[] {
  const pages = translationsOf(canonicalPath(path));
  if (!pages) return [];
  const url = (page: string) => new URL(page, SITE.url).href;
  return [
    ...LOCALES.map((locale) => ({ lang: LOCALE_INFO[locale].lang, url: url(pages[locale]) })),
    { lang: "x-default", url: url(pages.en) },
  ];
}

/** The sitemap's alternates of a page by its full URL; undefined leaves the entry as it was. */
export function sitemapAlternates(url: string): Alternate[] | undefined {
  const alternates = alternatesOf(new URL(url).pathname);
  return alternates.length > 0 ? alternates : undefined;
}
