import { SITE } from "../../site.ts";

/** Every page's frame: the skip link, the header, the footer and the language switch. */
export const FRAME_TEXT = {
  /** The home page's title after the company name, and the footer's first line. */
  tagline: SITE.tagline,
  skipLink: "Skip to content",
  logoLabel: `${SITE.name}, home`,
  mainNav: "Main",
  mobileNav: "Mobile",
  menu: "Menu",
  /** Where a part of the page is still being fetched. */
  loading: "Loading...",
  call: (phone: string) => `Call ${phone}`,
  nav: {
    home: "Home",
    services: "Services",
    projects: "Projects",
    about: "About",
    reviews: "Reviews",
    contact: "Contact",
    costGuide: "Cost Guide",
  },
  footer: {
    serviceArea: SITE.serviceAreaText,
    hours: SITE.hours,
    navLabel: "Footer",
    explore: "Explore",
    areas: "Areas we serve",
    contact: "Contact",
    rights: (year: number) => `© ${year} ${SITE.legalName}. Licensed and insured in VA, MD and DC. `,
    license: (short: string, number: string) => `${short} No. ${number}`,
    demoNumbers: " (demo numbers)",
    privacy: "Privacy policy",
  },
  /** The header's signed-in part (the AuthNav island gets these as its props). */
  account: {
    estimator: "AI Estimator",
    premium: "Premium",
    logout: "Logout",
    requests: "My requests",
    /** The spec's toasts: the estimator asked for while logged out, and logging out. */
    loginRequired: "Please log in to access the AI Estimator",
    loggedOut: "Logged out successfully",
    logoutFailed: "Failed to log out",
  },
  /** The link to the same page in the other language, named in that language. */
  language: {
    label: "Language",
  },
};
