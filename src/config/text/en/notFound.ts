import { SITE } from "../../site.ts";

/** The page for an address the site does not have (/404.html, and /es/404.html under /es). */
export const NOT_FOUND_TEXT = {
  title: "Page Not Found",
  description: "The page you were looking for is not here. Find our services, get in touch, or call us.",
  heading: "We couldn't find that page",
  intro: "The page may have moved, or the address may have a typo. Here is where most visitors are headed:",
  home: "Back to Home",
  services: "Our Services",
  contact: "Contact Us",
  call: `Call ${SITE.phone}`,
} as const;
