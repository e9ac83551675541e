/**
 * A cost guide's texts in the page's language. The English file holds what each section
 * prices (project, room, sizes) and its English copy; the Spanish file only the copy, its
 * sections in the English sections' order.
 */
import type { CollectionEntry } from "astro:content";
import type { Locale } from "../../config/i18n.ts";

type English = CollectionEntry<"costGuides">["data"];
type Spanish = CollectionEntry<"costGuidesEs">["data"];

/** Throws without the Spanish copy, or when it has other sections than its English file, so the build fails instead of mislabelling a table. */
export function costGuideCopy(slug: string, locale: Locale, english: English, spanish?: Spanish): English {
  if (locale === "en") return english;
  if (spanish === undefined) throw new Error(`No Spanish copy for the cost guide ${slug}`);
  if (spanish.sections.length !== english.sections.length)
    throw new Error(
      `src/content/es/cost-guides/${slug}.md has ${spanish.sections.length} sections for ${english.sections.length}`,
    );
  return {
    ...spanish,
    sections: english.sections.map((section, index) => ({ ...section, ...spanish.sections[index] })),
  };
}
