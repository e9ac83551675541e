import { SITE } from "../config/site.ts";

/** "Services | Company" for inner pages; the home page leads with the company name. */
export function pageTitle(title?: string): string {
  return title ? `${title} | ${SITE.name}` : `${SITE.name} | ${SITE.tagline}`;
}
