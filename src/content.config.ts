import { defineCollection, reference } from "astro:content";
import { file, glob, type Loader } from "astro/loaders";
import { z } from "astro/zod";
import { AREA_SLUGS, PROJECT_TYPES, ROOM_TYPES, SERVICE_SLUGS } from "./config/site.ts";
import { COST_GUIDES } from "./config/costGuides.ts";
import { pageMismatches } from "./lib/content/pages.ts";

/**
 * The Markdown of a folder that holds one `<slug>.md` per slug of a list in src/config:
 * a missing file, or a file for a slug nobody listed, fails the content load (so the
 * build and astro check) instead of shipping a gap or an orphan page.
 */
function onePagePerSlug(folder: string, slugs: readonly string[]): Loader {
  const markdown = glob({ pattern: "*.md", base: folder });
  return {
    name: "one-page-per-slug",
    load: async (context) => {
      await markdown.load(context);
      const problems = pageMismatches(folder, slugs, context.store.keys());
      if (problems.length > 0) throw new Error(problems.join("; "));
    },
  };
}

export const SERVICE_ICONS = [
  "remodel",
  "construction",
  "repair",
  "design",
  "plumbing",
  "electrical",
  "interior",
] as const;

/** What a cost row or a guide's section prices: the Spanish copy names it too, so a row is never labelled by position. */
const pricedRow = {
  projectType: z.enum(PROJECT_TYPES.map((option) => option.value)),
  roomType: z.enum(ROOM_TYPES.map((option) => option.value)),
};

/** A service page's words, in either language. */
const serviceText = z.object({
  summary: z.string().max(160),
  highlights: z.array(z.string()).min(2).max(5),
  /** The service page's meta description (its own, not the card's summary). */
  description: z.string().min(70).max(160),
  /** "What is included" on /services/<slug>. */
  included: z.array(z.string()).min(3).max(10),
  faqs: z.array(z.object({ question: z.string().min(5), answer: z.string().min(20) })).default([]),
});

/** Each service's copy (SERVICES in src/config/site.ts names, titles and orders them). */
const services = defineCollection({
  loader: onePagePerSlug("src/content/services", SERVICE_SLUGS),
  schema: serviceText.extend({
    icon: z.enum(SERVICE_ICONS),
    /** The four featured services appear on the home page. */
    featured: z.boolean().default(false),
    /** Pricing guide entries that price this service (none for trades priced per job). */
    costs: z
      .array(
        z.object({
          ...pricedRow,
          /** What the row prices, e.g. "Kitchen remodel with a new layout". */
          label: z.string().min(3),
          /** A typical size in square feet, to show a total beside the rate. */
          typicalSquareFeet: z.number().int().positive(),
        }),
      )
      .default([]),
    /** The public cost guide that covers this service in depth, if one does. */
    costGuide: z.enum(COST_GUIDES.map((guide) => guide.slug)).optional(),
  }),
});

/**
 * Each service's copy in Spanish (/es/servicios/<es.slug>): the texts of its English file,
 * written for the area's Spanish-speaking homeowners; its data (icon, costs, guide) stays
 * in the English file. Each cost row's label names the row it labels (project and room).
 */
const servicesEs = defineCollection({
  loader: onePagePerSlug("src/content/es/services", SERVICE_SLUGS),
  schema: serviceText.extend({
    costs: z.array(z.object({ ...pricedRow, label: z.string().min(3) })).default([]),
  }),
});

/** Demo projects that the seed script writes to Firestore; the schema checks them at build time. */
const demoProjects = defineCollection({
  loader: file("./src/content/demo-projects.json"),
  schema: z.object({
    title: z.string().min(1).max(120),
    description: z.string().min(1).max(1000),
    location: z.string().min(1).max(120),
    image: z.string().startsWith("/images/"),
    likes: z.number().int().min(0),
    daysAgo: z.number().int().min(0),
    /** Lets service and area pages list the project. */
    service: reference("services").optional(),
    area: z.enum(AREA_SLUGS).optional(),
  }),
});

/** An area page's words, in either language. */
const areaText = z.object({
  title: z.string().min(10).max(60),
  description: z.string().min(70).max(160),
  intro: z.string().min(100),
  permitOffice: z.object({ name: z.string(), summary: z.string().min(50) }),
  housing: z.array(z.object({ era: z.string(), text: z.string().min(30) })).min(2),
  commonProjects: z.array(z.object({ title: z.string(), text: z.string().min(30) })).min(2),
});

/**
 * Local pages, one per configured area (AREAS in src/config/site.ts; the file name is its
 * slug). Each says what is particular to the place: who issues permits and how, the houses
 * there and what people build in them. The body is the longer permit walkthrough.
 */
const areas = defineCollection({
  loader: onePagePerSlug("src/content/areas", AREA_SLUGS),
  schema: areaText.extend({
    permitOffice: areaText.shape.permitOffice.extend({ url: z.url() }),
    neighborhoods: z.array(z.string()).min(3),
  }),
});

/**
 * Each area's page in Spanish (/es/zonas/<slug>): the texts of its English file; the permit
 * office's address and the neighbourhoods' names are the English file's.
 */
const areasEs = defineCollection({
  loader: onePagePerSlug("src/content/es/areas", AREA_SLUGS),
  schema: areaText,
});

/**
 * Client reviews. Only entries with `demo: false` are real: the rating markup for search
 * engines is computed from those alone, and pages label every demo entry as such.
 */
const reviews = defineCollection({
  loader: file("./src/content/reviews.json"),
  schema: z.object({
    name: z.string().min(2).max(60),
    area: z.enum(AREA_SLUGS),
    service: reference("services"),
    /** What was built, e.g. "Kitchen remodel". */
    project: z.string().min(3).max(80),
    text: z.string().min(40).max(1200),
    rating: z.number().int().min(1).max(5),
    date: z.iso.date(),
    /** The review where it was first published (Google, Houzz), when there is one. */
    url: z.url().optional(),
    demo: z.boolean(),
  }),
});

/** A cost guide's words, in either language; each section's words. */
const guideSectionText = z.object({
  heading: z.string().min(3),
  /** What this kind of job includes, so the visitor can tell which table fits. */
  scope: z.string().min(30),
});
const costGuideText = z.object({
  title: z.string().min(10).max(60),
  description: z.string().min(70).max(160),
  heading: z.string().min(10),
  /** The service priced, for the page's JSON-LD, e.g. "Kitchen remodeling". */
  serviceType: z.string().min(3),
  intro: z.string().min(50),
  /** A line for the card on /cost-guide. */
  summary: z.string().min(20).max(200),
  sections: z.array(guideSectionText).min(1),
});
const COST_GUIDE_SLUGS = COST_GUIDES.map((guide) => guide.slug);

/**
 * The public cost guides' copy, one file per slug of src/config/costGuides.ts; the figures
 * come from the pricing guide (src/lib/pricing/costGuide.ts), never from these files.
 */
const costGuides = defineCollection({
  loader: onePagePerSlug("src/content/cost-guides", COST_GUIDE_SLUGS),
  schema: costGuideText.extend({
    sections: z
      .array(
        guideSectionText.extend({
          ...pricedRow,
          /** Common sizes in square feet to total. */
          sizes: z.array(z.number().int().positive()).min(2).max(5),
        }),
      )
      .min(1),
  }),
});

/**
 * Each cost guide's copy in Spanish (/es/guia-de-costos/<es.slug>): its English file's
 * texts; each section names the project and room it words (the sizes it prices stay in the
 * English file).
 */
const costGuidesEs = defineCollection({
  loader: onePagePerSlug("src/content/es/cost-guides", COST_GUIDE_SLUGS),
  schema: costGuideText.extend({ sections: z.array(guideSectionText.extend(pricedRow)).min(1) }),
});

export const collections = { services, servicesEs, demoProjects, costGuides, costGuidesEs, areas, areasEs, reviews };
