import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test, vi } from "vitest";
import { AREAS, LICENSES, OPENING_HOURS, SITE } from "../../src/config/site.ts";
import {
  BUSINESS_ID,
  businessJsonLd,
  faqJsonLd,
  serviceJsonLd,
  translatedPageJsonLd,
} from "../../src/lib/seo/jsonLd.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** The business node as a reader of the JSON sees it (schema-dts types allow many shapes). */
interface BusinessView {
  address: Record<string, unknown>;
  openingHoursSpecification: unknown[];
  areaServed: { "@type": string; name: string }[];
  sameAs: string[];
  hasCredential: unknown[];
  aggregateRating?: unknown;
  review?: { author: { name: string } }[];
}
const view = (node: object) => node as unknown as BusinessView;

describe("business JSON-LD", () => {
  test("a service-area business: town and ZIP code, no street, and a point at the town's centre", () => {
    const business = view(businessJsonLd());
    expect(business).toMatchObject({
      "@context": "https://schema.org",
      "@type": "GeneralContractor",
      "@id": BUSINESS_ID,
      name: SITE.name,
      telephone: "+17035550142",
      priceRange: SITE.priceRange,
      address: { "@type": "PostalAddress", addressLocality: "Arlington", addressRegion: "VA", postalCode: "22201" },
      geo: { "@type": "GeoCoordinates", latitude: 38.88, longitude: -77.09 },
    });
    expect(business.address).not.toHaveProperty("streetAddress");
  });

  test("a configured street address is published in full", async () => {
    vi.stubEnv("PUBLIC_COMPANY_STREET_ADDRESS", "1200 Example Blvd, Suite 4");
    vi.resetModules();
    const fresh = await import("../../src/lib/seo/jsonLd.ts");
    expect(view(fresh.businessJsonLd()).address.streetAddress).toBe("1200 Example Blvd, Suite 4");
    vi.unstubAllEnvs();
  });

  test("opening hours are the configured ones, the same the footer writes out", () => {
    const business = view(businessJsonLd());
    expect(business.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "07:00",
        closes: "18:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "08:00", closes: "14:00" },
    ]);
    expect(OPENING_HOURS).toHaveLength(2);
    expect(SITE.hours).toBe("Mon–Fri 7:00 AM – 6:00 PM, Sat 8:00 AM – 2:00 PM");
  });

  test("area served: the three jurisdictions and every configured place; sameAs: the three listings", () => {
    const business = view(businessJsonLd());
    const names = business.areaServed.map((area) => area.name);
    expect(names).toEqual(["Virginia", "Maryland", "Washington, DC", ...AREAS.map((area) => area.schemaName)]);
    expect(business.areaServed[0]["@type"]).toBe("State");
    expect(business.areaServed.find((area) => area.name === "Fairfax County, VA")?.["@type"]).toBe(
      "AdministrativeArea",
    );
    expect(business.sameAs).toHaveLength(3);
    expect(business.sameAs.join(" ")).toMatch(/google\.com.*houzz\.com.*bbb\.org/);
  });

  test("every licence, the MHIC number among them, is a credential with its issuer", () => {
    const credentials = view(businessJsonLd()).hasCredential;
    for (const license of LICENSES)
      expect(credentials).toContainEqual(
        expect.objectContaining({
          credentialCategory: "license",
          identifier: license.number,
          recognizedBy: { "@type": "GovernmentOrganization", name: license.issuer },
        }),
      );
    expect(LICENSES.map((license) => license.jurisdiction)).toEqual(["VA", "MD", "DC"]);
  });
});

describe("no self-serving rating markup", () => {
  // Google ignores reviews a business marks up about itself on its own pages, and its
  // guidelines call them self-serving: the reviews are on the pages as text only.
  test("the business claims no rating and lists no reviews", () => {
    const business = view(businessJsonLd());
    expect(business).not.toHaveProperty("aggregateRating");
    expect(business).not.toHaveProperty("review");
  });
});

describe("page JSON-LD", () => {
  test("a service names the business as provider and states its typical price span", () => {
    expect(
      serviceJsonLd({
        name: "Complete Remodels",
        description: "Remodels.",
        url: `${SITE.url}/services/complete-remodels`,
        priceRange: { low: 14000, high: 160000 },
      }),
    ).toMatchObject({
      "@type": "Service",
      provider: { "@id": BUSINESS_ID },
      offers: { "@type": "AggregateOffer", priceCurrency: "USD", lowPrice: 14000, highPrice: 160000 },
    });
    expect(serviceJsonLd({ name: "Plumbing", description: "Pipes.", url: "u" })).not.toHaveProperty("offers");
  });

  test("questions become a FAQPage; none become nothing", () => {
    expect(faqJsonLd([])).toBeNull();
    expect(faqJsonLd([{ question: "How long?", answer: "Six to ten weeks on site." }])).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        {
          "@type": "Question",
          name: "How long?",
          acceptedAnswer: { "@type": "Answer", text: "Six to ten weeks on site." },
        },
      ],
    });
  });
});

describe("local content", () => {
  test("every configured area has its page text, and no text lacks a configured area", () => {
    const files = readdirSync(path.join(ROOT, "src/content/areas")).map((file) => file.replace(/\.md$/, ""));
    expect(files.sort()).toEqual(AREAS.map((area) => area.slug).sort());
  });

  test("every area page names its own permit office (not one template with the town swapped)", () => {
    const offices = AREAS.map((area) => {
      const text = readFileSync(path.join(ROOT, "src/content/areas", `${area.slug}.md`), "utf8");
      return /permitOffice:\n\s+name: (.+)/.exec(text)?.[1];
    });
    expect(offices).toEqual([
      "Arlington County Permit Office",
      "City of Alexandria Permit Center",
      "Fairfax County Land Development Services",
      "Fairfax County Land Development Services",
      "Montgomery County Department of Permitting Services",
      "Montgomery County Department of Permitting Services",
      "City of Rockville Permits",
      "DC Department of Buildings",
    ]);
  });
});

describe("a page written in both languages", () => {
  test("says its language, en-US or es-US, and who publishes it", () => {
    const page = (locale: "en" | "es") =>
      translatedPageJsonLd({ url: `${SITE.url}/es/contacto`, name: "Contáctenos", description: "Pida", locale });
    expect(page("es")).toMatchObject({
      "@type": "WebPage",
      "@id": `${SITE.url}/es/contacto#webpage`,
      inLanguage: "es-US",
      publisher: { "@id": BUSINESS_ID },
    });
    expect(page("en").inLanguage).toBe("en-US");
  });
});
