/**
 * schema.org description of a cost guide page. It says what the page is (a WebPage about
 * a service the business offers, in the region it serves), when its figures were last
 * reviewed and which publications they rest on. It points at the business's own node
 * (BUSINESS_ID) instead of repeating it. No Offer or price markup: the ranges are a
 * planning guide, not prices the business offers.
 */
import type { BreadcrumbList, WebPage, WithContext } from "schema-dts";
import type { Locale } from "../../config/i18n.ts";
import { SITE } from "../../config/site.ts";
import { BUSINESS_ID, schemaLanguage } from "../seo/jsonLd.ts";
import type { PricingSource } from "./pricingSources.ts";

export interface CostGuideJsonLdInput {
  /** Absolute URL of the page. */
  url: string;
  name: string;
  description: string;
  /** The service the page prices, e.g. "Kitchen remodeling". */
  serviceType: string;
  reviewedOn: string;
  sources: readonly PricingSource[];
  /** From the site's home to this page, absolute URLs. */
  breadcrumb: readonly { name: string; url: string }[];
  /** The page's language; English when not given. */
  locale?: Locale;
}

export function costGuideJsonLd(input: CostGuideJsonLdInput): WithContext<WebPage> {
  const breadcrumb: BreadcrumbList = {
    "@type": "BreadcrumbList",
    itemListElement: input.breadcrumb.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    "@id": `${input.url}#webpage`,
    url: input.url,
    name: input.name,
    description: input.description,
    inLanguage: schemaLanguage(input.locale ?? "en"),
    about: {
      "@type": "Service",
      serviceType: input.serviceType,
      provider: { "@id": BUSINESS_ID },
      areaServed: SITE.serviceAreas.map((area) => ({ "@type": "AdministrativeArea", name: area.name })),
    },
    publisher: { "@id": BUSINESS_ID },
    lastReviewed: input.reviewedOn,
    reviewedBy: { "@id": BUSINESS_ID },
    citation: input.sources.map((source) => ({
      "@type": "CreativeWork",
      name: source.title,
      url: source.url,
      publisher: { "@type": "Organization", name: source.publisher },
    })),
    breadcrumb,
  };
}
