import { defineCollection } from "astro:content";
import { file, glob } from "astro/loaders";
import { z } from "astro/zod";

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

export const collections = { services, demoProjects };
