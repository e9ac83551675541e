import { SITE } from "../config/site.ts";

/** "Services | Company" for inner pages; the home page leads with the company name, then its tagline (in the page's language). */
export function pageTitle(title?: string, tagline: string = SITE.tagline): string {
  return title ? `${title} | ${SITE.name}` : `${SITE.name} | ${tagline}`;
}
