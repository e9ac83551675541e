import { defineCollection } from "astro:content";
import { file, glob } from "astro/loaders";
import { z } from "astro/zod";
import { PROJECT_TYPES, ROOM_TYPES } from "./config/site.ts";

export const SERVICE_ICONS = [
  "remodel",
  "construction",
  "repair",
  "design",
  "plumbing",
  "electrical",
  "interior",
] as const;

const services = defineCollection({
  loader: glob({ pattern: "*.md", base: "./src/content/services" }),
  schema: z.object({
    title: z.string(),
    summary: z.string().max(160),
    icon: z.enum(SERVICE_ICONS),
    order: z.number().int(),
    /** The four featured services appear on the home page. */
    featured: z.boolean().default(false),
    highlights: z.array(z.string()).min(2).max(5),
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
  }),
});

/**
 * The public cost guides' copy, one file per slug of src/config/costGuides.ts; the figures
 * come from the pricing guide (src/lib/pricing/costGuide.ts), never from these files.
 */
const costGuides = defineCollection({
  loader: glob({ pattern: "*.md", base: "./src/content/cost-guides" }),
  schema: z.object({
    title: z.string().min(10).max(60),
    description: z.string().min(70).max(160),
    heading: z.string().min(10),
    /** The service priced, for the page's JSON-LD, e.g. "Kitchen remodeling". */
    serviceType: z.string().min(3),
    intro: z.string().min(50),
    /** A line for the card on /cost-guide. */
    summary: z.string().min(20).max(200),
    sections: z
      .array(
        z.object({
          projectType: z.enum(PROJECT_TYPES.map((option) => option.value)),
          roomType: z.enum(ROOM_TYPES.map((option) => option.value)),
          heading: z.string().min(3),
          /** What this kind of job includes, so the visitor can tell which table fits. */
          scope: z.string().min(30),
          /** Common sizes in square feet to total. */
          sizes: z.array(z.number().int().positive()).min(2).max(5),
        }),
      )
      .min(1),
  }),
});

export const collections = { services, demoProjects, costGuides };
