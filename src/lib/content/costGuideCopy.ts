/**
 * A cost guide's texts in the page's language. The English file holds what each section
 * prices (project, room, sizes) and its English copy; the Spanish file only the copy, each
 * section keyed by what it prices.
 */
import type { CollectionEntry } from "astro:content";
import type { Locale } from "../../config/i18n.ts";
import { wordRows } from "./pricedRow.ts";

type English = CollectionEntry<"costGuides">["data"];
type Spanish = CollectionEntry<"costGuidesEs">["data"];

/** Throws without the Spanish copy, or when it has other sections than its English file, so the build fails instead of mislabelling a table. */
export function costGuideCopy(slug: string, locale: Locale, english: English, spanish?: Spanish): English {
  if (locale === "en") return english;
  if (spanish === undefined) throw new Error(`No Spanish copy for the cost guide ${slug}`);
  return {
    ...spanish,
    sections: wordRows(`src/content/es/cost-guides/${slug}.md`, english.sections, spanish.sections).map(
      ({ row, words }) => ({ ...row, heading: words.heading, scope: words.scope }),
    ),
  };
}
