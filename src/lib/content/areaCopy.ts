/**
 * An area's texts in the page's language. The Spanish file holds the texts only; the
 * permit office's address and the neighbourhoods' names come from the English file.
 */
import type { CollectionEntry } from "astro:content";
import type { Locale } from "../../config/i18n.ts";

type English = CollectionEntry<"areas">["data"];
type Spanish = CollectionEntry<"areasEs">["data"];

/** Throws without the Spanish copy, so the build fails instead of showing English under /es. */
export function areaCopy(slug: string, locale: Locale, english: English, spanish?: Spanish): English {
  if (locale === "en") return english;
  if (spanish === undefined) throw new Error(`No Spanish copy for the area ${slug}`);
  return {
    ...spanish,
    permitOffice: { ...spanish.permitOffice, url: english.permitOffice.url },
    neighborhoods: english.neighborhoods,
  };
}
