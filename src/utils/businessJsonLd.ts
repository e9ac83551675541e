import { SITE } from "../config/site.ts";

/** schema.org description of the business for search engines' local results. */
export function businessJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "GeneralContractor",
    "@id": `${SITE.url}/#business`,
    name: SITE.name,
    legalName: SITE.legalName,
    url: `${SITE.url}/`,
    telephone: SITE.phoneHref.replace(/^tel:/, ""),
    email: SITE.email,
    logo: `${SITE.url}/favicon.svg`,
    image: `${SITE.url}/og-image.png`,
    foundingDate: String(SITE.foundedYear),
    areaServed: SITE.serviceAreas.map((area) => ({ "@type": "AdministrativeArea", name: area.name })),
  };
}
