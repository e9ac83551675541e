import { OPTION_TEXT } from "./options.ts";

/** The public cost guides (/cost-guide and its pages): the labels every guide page shares. */
export const COST_GUIDE_TEXT = {
  breadcrumb: "Breadcrumb",
  home: "Home",
  /** The pricing guide's region (PRICING_GUIDE_REGION), as the guides' sentences name it. */
  region: "Virginia, Maryland and Washington, DC",
  perSquareFoot: "Cost per square foot",
  /** After a size in a table: "1,250 sq ft". */
  squareFeetSuffix: OPTION_TEXT.squareFeet,
  perSquareFootSuffix: "per sq ft",
  sizeColumn: "Size",
  totalColumn: "Typical total (labour and materials)",
  tableCaption: (heading: string) => `${heading}: typical total cost by size`,
  includes: "What it includes",
  basis: "Where the figure comes from",
  drivers: "What drives the cost",
  sources: "Sources",
  sourcesIntro:
    "The ranges are set from these publications, using the Washington, DC region's figures where a publication has them and widening the range to cover midrange to upscale finishes.",
  reviewed: (date: string) => `Figures last reviewed ${date}.`,
  spanLead: "Typical totals for the sizes below",
  method: (region: string, minimum: string) =>
    `Ranges cover labour and materials in ${region} and are worked out the same way as the instant ballpark in our AI Estimator: square feet times the cost per square foot, rounded outwards, never below our ${minimum} minimum job. They are a planning guide, not a quote: a site visit gives you a firm price.`,
  ctaHeading: "What would your project cost?",
  ctaText:
    "Enter your own room and size in the AI Estimator for an instant ballpark and a detailed estimate, or tell us about the project and we will get back to you within one business day.",
  ctaEstimator: "Try the AI Estimator",
  ctaContact: "Request a free quote",
  call: (phone: string) => `Call ${phone}`,
  contactMessage: (label: string) => `I read your cost guide (${label}) and would like a quote for my project.`,
  otherGuides: "More cost guides",
  projectTypes: OPTION_TEXT.projectTypes,
  roomTypes: OPTION_TEXT.roomTypes,
  /** /cost-guide itself. */
  index: {
    title: "Remodeling Cost Guide for VA, MD and DC",
    description:
      "What remodeling costs per square foot in Northern Virginia, suburban Maryland and DC: kitchens, bathrooms, basements, bedrooms, living rooms and additions, with sources.",
    serviceType: "Home remodeling",
    heading: "What remodeling costs in Virginia, Maryland and DC",
    intro: (region: string) =>
      `National cost guides average the whole country; building in the Washington region costs more. These guides give the cost per square foot we work from in ${region}, the typical total for common room sizes, what moves the price up or down, and the public sources behind every figure.`,
    guidesHeading: "Cost guides by room and project",
    tableHeading: "Cost per square foot, by project and room",
    /** What each project type means in the pricing guide (src/lib/pricing/defaultGuide.ts). */
    meaning: {
      renovation:
        "A renovation refreshes a room in its current layout: surfaces, fixtures, cabinets refaced or replaced where they stand.",
      remodel: "A remodel changes the layout or the structure: walls, plumbing or wiring move.",
      addition: "An addition builds new heated and cooled space onto or under the house.",
      repair: "A repair puts damage right without upgrading the room.",
    },
    roomColumn: "Room",
    tableCaption: (projectType: string) => `${projectType}: cost per square foot by room`,
  },
};
