/**
 * The service names the chat assistant may offer, in the order of the /services page.
 *
 * The source of truth is the `title` of each file in src/content/services/. Netlify
 * functions cannot read Astro content collections at run time, so the names are listed
 * here and tests/unit/ai-prompts.test.ts fails whenever this list and the content drift.
 */
export const SERVICE_NAMES = [
  "Complete Remodels",
  "Construction",
  "Repairs",
  "Design & Finish",
  "Plumbing",
  "Electrical",
  "Interior Design",
] as const;
