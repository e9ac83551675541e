/** /services and each service's page (src/components/pages/ServicesPage.astro, ServicePage.astro). */
export const SERVICES_TEXT = {
  index: {
    title: "Services",
    description:
      "Complete remodels, construction, repairs, design and finish work, plumbing, electrical and interior design for homes and businesses in Virginia, Maryland and DC.",
    heading: "Our Services",
    intro:
      "Seven trades under one roof, coordinated by one project manager, so your project is planned once and built right.",
    listLabel: "Services",
    ctaHeading: "Not sure which service you need?",
  },
  page: {
    title: (service: string) => `${service} in VA, MD and DC`,
    breadcrumb: "Breadcrumb",
    /** `name`: the service's name in lower case, as a sentence says it. */
    quoteMessage: (name: string) => `I would like a quote for ${name}: `,
    included: "What is included",
    /** The pricing guide's region, as the cost heading names it. */
    costHeading: "Typical cost in Virginia, Maryland and Washington, DC",
    costIntro: "From the pricing guide our estimator uses: labour and materials, midrange to upscale finishes.",
    costTableLabel: (service: string) => `${service}: cost table`,
    columns: { project: "Project", perSquareFoot: "Per square foot", total: "Typical total" },
    forSize: (squareFeet: string) => `for ${squareFeet} sq ft`,
    /** Before the sources of a cost row (each publication is in English). */
    source: "Source:",
    guideLink: (guide: string) => `Read the full ${guide} guide`,
    projectsHeading: (title: string, _name: string) => `${title} projects`,
    reviewsHeading: (name: string) => `What clients say about our ${name} work`,
    faqHeading: (service: string) => `${service}: frequent questions`,
    areasHeading: "Where we work",
    ctaHeading: (name: string) => `Planning a ${name} project?`,
  },
};
