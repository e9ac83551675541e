/**
 * schema.org descriptions for search engines, typed with schema-dts so a misspelt
 * property or a wrong type fails the type check instead of silently losing a rich result.
 * Pure functions of configuration and content: pages pass their entries in.
 */
import type {
  AdministrativeArea,
  City,
  FAQPage,
  GeneralContractorLeaf,
  Service,
  State,
  WebPage,
  WithContext,
} from "schema-dts";
import { LOCALE_INFO, type Locale } from "../../config/i18n.ts";
import {
  AREAS,
  BUSINESS_LOCATION,
  LICENSES,
  LISTINGS,
  OPENING_HOURS,
  SITE,
  TRUST,
  type Area,
} from "../../config/site.ts";

/** The business's node id: other nodes (the services) point at it instead of repeating it. */
export const BUSINESS_ID = `${SITE.url}/#business`;

export interface Faq {
  question: string;
  answer: string;
}

function placeNode(area: Area): City | AdministrativeArea {
  return area.county
    ? { "@type": "AdministrativeArea", name: area.schemaName }
    : { "@type": "City", name: area.schemaName };
}

/** The three jurisdictions, then every configured place. */
function areaServed(): (State | City | AdministrativeArea)[] {
  return [
    ...SITE.serviceAreas.map((state): State | AdministrativeArea =>
      state.code === "DC"
        ? { "@type": "AdministrativeArea", name: state.name }
        : { "@type": "State", name: state.name },
    ),
    ...AREAS.map(placeNode),
  ];
}

/**
 * The company as a GeneralContractor, on every page. A service-area business (no street
 * address configured) publishes its town and ZIP code only, as Google asks of businesses
 * that serve clients at the clients' addresses; see docs/decisions/company-and-pages.md. No rating or review
 * markup: Google ignores (and may act on) reviews a business publishes about itself on its
 * own site ("self-serving" reviews of a LocalBusiness), so the site publishes none.
 */
export function businessJsonLd(): WithContext<GeneralContractorLeaf> {
  const location = BUSINESS_LOCATION;
  return {
    "@context": "https://schema.org",
    "@type": "GeneralContractor",
    "@id": BUSINESS_ID,
    name: SITE.name,
    legalName: SITE.legalName,
    url: `${SITE.url}/`,
    telephone: SITE.phoneHref.replace(/^tel:/, ""),
    email: SITE.email,
    logo: `${SITE.url}/favicon.svg`,
    image: `${SITE.url}/og-image.png`,
    foundingDate: String(SITE.foundedYear),
    priceRange: SITE.priceRange,
    address: {
      "@type": "PostalAddress",
      ...(location.streetAddress ? { streetAddress: location.streetAddress } : {}),
      addressLocality: location.locality,
      addressRegion: location.region,
      postalCode: location.postalCode,
      addressCountry: location.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: location.geo.latitude, longitude: location.geo.longitude },
    openingHoursSpecification: OPENING_HOURS.map(({ days, opens, closes }) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: [...days],
      opens,
      closes,
    })),
    areaServed: areaServed(),
    sameAs: [LISTINGS.googleBusinessProfile.value, LISTINGS.houzz.value, LISTINGS.bbb.value],
    hasCredential: [
      ...LICENSES.map((license) => ({
        "@type": "EducationalOccupationalCredential" as const,
        credentialCategory: "license",
        name: license.title,
        identifier: license.number,
        recognizedBy: { "@type": "GovernmentOrganization" as const, name: license.issuer },
      })),
      ...TRUST.certifications.map((certification) => ({
        "@type": "EducationalOccupationalCredential" as const,
        credentialCategory: "certification",
        name: certification.name,
        identifier: certification.number,
      })),
    ],
    memberOf: TRUST.memberships.map((name) => ({ "@type": "Organization" as const, name })),
    // The languages the office answers in (a company fact, PUBLIC_COMPANY_LANGUAGES).
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone: SITE.phoneHref.replace(/^tel:/, ""),
      email: SITE.email,
      availableLanguage: [...SITE.officeLanguages],
    },
  };
}

export interface ServiceFacts {
  name: string;
  description: string;
  /** Absolute URL of the service's page. */
  url: string;
  /** Lowest and highest typical total the page shows, in dollars, if it shows any. */
  priceRange?: { low: number; high: number };
}

/** One service the company offers, provided by the business node, in every configured place. */
export function serviceJsonLd(service: ServiceFacts, areas: readonly Area[] = AREAS): WithContext<Service> {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.name,
    serviceType: service.name,
    description: service.description,
    url: service.url,
    provider: { "@id": BUSINESS_ID },
    areaServed: areas.map(placeNode),
    ...(service.priceRange
      ? {
          offers: {
            "@type": "AggregateOffer",
            priceCurrency: "USD",
            lowPrice: service.priceRange.low,
            highPrice: service.priceRange.high,
          },
        }
      : {}),
  };
}

/** The page's questions and answers; null without any, since an empty FAQPage is invalid. */
export function faqJsonLd(faqs: readonly Faq[]): WithContext<FAQPage> | null {
  if (faqs.length === 0) return null;
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

/** A language tag as schema.org's inLanguage reads it: the US varieties the area speaks. */
export const schemaLanguage = (locale: Locale): string => `${LOCALE_INFO[locale].lang}-US`;

/**
 * A page written in both languages says which one it is in (issue "Spanish everywhere":
 * JSON-LD with inLanguage). Only these pages; a cost guide describes itself in a WebPage
 * node of its own (costGuideJsonLd), its language there (BaseLayout's ownPageNode).
 */
export function translatedPageJsonLd(page: {
  url: string;
  name: string;
  description: string;
  locale: Locale;
}): WithContext<WebPage> {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    "@id": `${page.url}#webpage`,
    url: page.url,
    name: page.name,
    description: page.description,
    inLanguage: schemaLanguage(page.locale),
    publisher: { "@id": BUSINESS_ID },
  };
}
