import { SITE } from "../../site.ts";

/** /about: the company's story and highlights, and the credentials section (src/components/sections/Credentials.astro). */
export const ABOUT_TEXT = {
  title: "About Us",
  description: `Since ${SITE.foundedYear}, ${SITE.name} has built and remodeled homes and businesses across Virginia, Maryland and DC with quality, expertise and on-time delivery.`,
  heading: `About ${SITE.name}`,
  intro: `A local, family-run contractor building and remodeling across the capital region since ${SITE.foundedYear}.`,
  storyHeading: "Our story",
  story: [
    `${SITE.name} started with a pickup truck, a set of tools and a simple promise: show up when we say we will, and build it as if it were our own home. The first jobs were deck repairs and basement finishes in Northern Virginia; word of mouth did the rest.`,
    "Today our crews remodel kitchens and baths, build additions and fit out offices across Virginia, Maryland and Washington, DC. We still answer our own phone, we still walk every project with the homeowner before the final invoice, and most of our work still comes from neighbours of past clients.",
  ],
  /** The four highlights beside the story; their icons are the page's (src/components/pages/AboutPage.astro). */
  highlights: {
    quality: {
      title: "Quality",
      text: "Materials chosen to last and workmanship we sign our name to, backed by a written warranty.",
    },
    team: {
      title: "Expert Team",
      text: "Licensed carpenters, plumbers, electricians and an in-house designer who work together every day.",
    },
    onTime: {
      title: "On Time",
      text: "A written schedule at the start and weekly updates until the keys are back in your hands.",
    },
    licensed: {
      title: "Licensed & Insured",
      text: "Licensed contractors in Virginia, Maryland and DC, fully insured for your protection.",
    },
  },
  /** The licences, insurance and warranty; the terms themselves are TRUST's and LICENSES' (src/config/site.ts). */
  credentials: {
    heading: "Licences, insurance and warranty",
    demoNote: "This is a sample site: the numbers and terms marked demo are invented and belong to no real business.",
    demoBadge: "Demo",
    licences: "Licences",
    /** Before a licence's or certificate's number. */
    number: "No.",
    /** Before a licence's issuer, an official name kept in English. */
    issuedBy: "Issued by the",
    insurance: "Insurance",
    warranty: "Warranty",
    certifications: "Certifications and memberships",
  },
};
