/**
 * A service's texts in the page's language. The English file holds the service's data
 * (icon, priced rows, guide) and its English copy; the Spanish file only the copy, each
 * cost row's label keyed by what the row prices.
 */
import type { CollectionEntry } from "astro:content";
import type { Locale } from "../../config/i18n.ts";
import { serviceTitle, type Service } from "../../config/site.ts";
import { wordRows } from "./pricedRow.ts";

type English = CollectionEntry<"services">["data"];
type Spanish = CollectionEntry<"servicesEs">["data"];

export type ServiceCopy = Pick<English, "summary" | "highlights" | "description" | "included" | "costs" | "faqs"> & {
  title: string;
};

/** Throws without the Spanish copy, or when it words other rows than its English file prices, so the build fails instead of mislabelling a cost. */
export function serviceCopy(service: Service, locale: Locale, english: English, spanish?: Spanish): ServiceCopy {
  const title = serviceTitle(service, locale);
  if (locale === "en") return { ...english, title };
  if (spanish === undefined) throw new Error(`No Spanish copy for the service ${service.slug}`);
  return {
    title,
    summary: spanish.summary,
    highlights: spanish.highlights,
    description: spanish.description,
    included: spanish.included,
    faqs: spanish.faqs,
    costs: wordRows(`src/content/es/services/${service.slug}.md`, english.costs, spanish.costs).map(
      ({ row, words }) => ({ ...row, label: words.label }),
    ),
  };
}
