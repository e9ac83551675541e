import { SITE, STATS } from "../../site.ts";

const statLabel = (key: (typeof STATS)[number]["key"]) => STATS.find((stat) => stat.key === key)?.label ?? "";

/** The home page. */
export const HOME_TEXT = {
  description: `${SITE.name} remodels kitchens, baths and whole homes and builds additions across Virginia, Maryland and Washington, DC. Licensed, insured, on time. Call ${SITE.phone}.`,
  badge: "Licensed & insured in VA · MD · DC",
  heading: "Building and remodeling homes you'll love for decades",
  intro: `From kitchen and bath remodels to additions and commercial build-outs, ${SITE.name} plans, builds and finishes every project with one accountable team.`,
  servicesHeading: "What we do",
  servicesIntro: "Full-service construction and remodeling, from the first sketch to the final coat of paint.",
  allServices: "All services",
  /** The track record band (StatsBanner, also on /about): the spec's labels, from STATS in site.ts. */
  stats: {
    label: "Our track record",
    projects: statLabel("projects"),
    clients: statLabel("clients"),
    states: statLabel("states"),
  },
};
