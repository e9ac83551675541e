/**
 * The one route table: every page and function path of the site, which pages are
 * private (kept out of the sitemap and search engines), and the navigation built from
 * them. Pages, islands, robots.txt, the sitemap filter and the 404 page read it here.
 */
import type { Locale } from "./i18n.ts";
import { COST_GUIDES } from "./costGuides.ts";
import { AREAS, SERVICES } from "./site.ts";
export const ROUTES = {
  home: "/",
  services: "/services",
  projects: "/projects",
  about: "/about",
  contact: "/contact",
  privacy: "/privacy",
  login: "/login",
  signup: "/signup",
  estimate: "/estimate",
  admin: "/admin",
  costGuide: "/cost-guide",
  book: "/book",
  /** A booked visit's own page, opened from the private link in its e-mails (the token after #). */
  visit: "/visit",
  /** Every published client review. */
  reviews: "/reviews",
  /** A client's review form, opened from the private link in their e-mail (the token after #). */
  review: "/review",
  /** A signed-in homeowner's own requests. */
  account: "/account",
  /** A proposal to read, sign and pay the deposit on, from the private link in its e-mail (the token after #). */
  proposal: "/proposal",
  /** A change to a signed contract, to read and sign from its e-mail's private link (the token after #). */
  changeOrder: "/change-order",
} as const;

/**
 * The page an unknown address shows (src/pages/404.astro), with a 404. Under /es the Spanish
 * one answers instead (netlify.toml's [[redirects]] rule, which scripts/serve-static.ts reads too).
 */
export const NOT_FOUND_PAGE = "/404";

/** Where the Spanish pages live: /es, then Spanish slugs. */
export const SPANISH_ROOT = "/es";

/**
 * The public pages written in both languages, each as its English and Spanish path. A page
 * joins when its Spanish text is written; the language switch, the hreflang alternates and
 * the sitemap read this list, so a page without a translation offers none.
 */
export const TRANSLATED_PAGES: readonly Readonly<Record<Locale, string>>[] = [
  { en: ROUTES.home, es: SPANISH_ROOT },
  { en: ROUTES.services, es: `${SPANISH_ROOT}/servicios` },
  ...SERVICES.map((service) => ({ en: servicePath(service.slug), es: `${SPANISH_ROOT}/servicios/${service.es.slug}` })),
  { en: ROUTES.costGuide, es: `${SPANISH_ROOT}/guia-de-costos` },
  ...COST_GUIDES.map((guide) => ({
    en: costGuidePath(guide.slug),
    es: `${SPANISH_ROOT}/guia-de-costos/${guide.es.slug}`,
  })),
  ...AREAS.map((area) => ({ en: areaPath(area.slug), es: `${SPANISH_ROOT}/zonas/${area.slug}` })),
  { en: ROUTES.about, es: `${SPANISH_ROOT}/nosotros` },
  { en: ROUTES.reviews, es: `${SPANISH_ROOT}/resenas` },
  { en: ROUTES.projects, es: `${SPANISH_ROOT}/proyectos` },
  { en: ROUTES.privacy, es: `${SPANISH_ROOT}/privacidad` },
  { en: ROUTES.contact, es: `${SPANISH_ROOT}/contacto` },
  { en: ROUTES.book, es: `${SPANISH_ROOT}/reservar` },
  { en: ROUTES.visit, es: `${SPANISH_ROOT}/visita` },
  { en: ROUTES.login, es: `${SPANISH_ROOT}/iniciar-sesion` },
  { en: ROUTES.signup, es: `${SPANISH_ROOT}/crear-cuenta` },
  { en: ROUTES.estimate, es: `${SPANISH_ROOT}/estimador` },
  { en: ROUTES.account, es: `${SPANISH_ROOT}/mi-cuenta` },
  { en: ROUTES.review, es: `${SPANISH_ROOT}/dejar-resena` },
  { en: ROUTES.proposal, es: `${SPANISH_ROOT}/propuesta` },
  { en: ROUTES.changeOrder, es: `${SPANISH_ROOT}/orden-de-cambio` },
  { en: NOT_FOUND_PAGE, es: `${SPANISH_ROOT}${NOT_FOUND_PAGE}` },
];

/**
 * Pages opened from a private link, its token in the fragment: a plain link to the other
 * language would drop the token, so they offer no language switch; each opens in the
 * language its e-mail was written in.
 */
const PRIVATE_LINK_ROUTES: readonly string[] = [ROUTES.visit, ROUTES.review, ROUTES.proposal, ROUTES.changeOrder];

/**
 * Whether a page offers the same page in the other language: translated, not a private
 * link's page, and not the 404 page (it stands for whatever address was asked, and links
 * to its language's home instead).
 */
export function offersLanguageSwitch(path: string): boolean {
  const english = englishPathOf(path);
  return translationsOf(path) !== null && !PRIVATE_LINK_ROUTES.includes(english) && english !== NOT_FOUND_PAGE;
}

/** The English page a path is, or translates: /es/visita is /visit. */
function englishPathOf(path: string): string {
  return localeOfPath(path) === "en" ? path : (translationsOf(path)?.en ?? path);
}

/** The language of a page, from its path: Spanish under /es. */
export function localeOfPath(path: string): Locale {
  return path === SPANISH_ROOT || path.startsWith(`${SPANISH_ROOT}/`) ? "es" : "en";
}

/**
 * Pages built from stored data, one per id, in both languages: /projects/<id> is
 * /es/proyectos/<id>. Their ids are not known here, so they pair by prefix.
 */
const TRANSLATED_PREFIXES: readonly Readonly<Record<Locale, string>>[] = [
  { en: `${ROUTES.projects}/`, es: `${SPANISH_ROOT}/proyectos/` },
];

/** The page's paths in both languages, when it has been translated; null otherwise. */
export function translationsOf(path: string): Readonly<Record<Locale, string>> | null {
  const locale = localeOfPath(path);
  const page = TRANSLATED_PAGES.find((pair) => pair[locale] === path);
  if (page) return page;
  const prefix = TRANSLATED_PREFIXES.find((pair) => path.startsWith(pair[locale]) && path.length > pair[locale].length);
  if (!prefix) return null;
  const id = path.slice(prefix[locale].length);
  return { en: prefix.en + id, es: prefix.es + id };
}

/**
 * Where a link to an English page goes from a page in `locale`: its translation when there
 * is one, with the link's query and fragment kept (/contact?message=…).
 */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === "en") return path;
  const split = path.search(/[?#]/);
  const [page, rest] = split < 0 ? [path, ""] : [path.slice(0, split), path.slice(split)];
  const translated = localeOfPath(page) === "en" ? translationsOf(page)?.[locale] : undefined;
  return translated ? translated + rest : path;
}

/**
 * A link's attributes from a page in `locale`: the translated page when there is one, else
 * the English page marked hreflang="en", so it says where it leads.
 */
export function localizedLink(path: string, locale: Locale): { href: string; hreflang?: string } {
  const href = localizedPath(path, locale);
  return locale !== "en" && href === path ? { href, hreflang: "en" } : { href };
}

/** /services/<slug>: one page per service (SERVICES in site.ts). */
export function servicePath(slug: string): string {
  return `${ROUTES.services}/${slug}`;
}

/** /areas/<slug>: one page per configured area (AREAS in site.ts). */
export function areaPath(slug: string): string {
  return `/areas/${slug}`;
}

/** /cost-guide/<slug>: one page per guide (COST_GUIDES in costGuides.ts). */
export function costGuidePath(slug: string): string {
  return `${ROUTES.costGuide}/${slug}`;
}

/** /projects/<id>: a page per project, built from Firestore (src/pages/projects/[id].astro). */
export function projectPath(id: string): string {
  return `${ROUTES.projects}/${encodeURIComponent(id)}`;
}

/** /contact, with the message begun when there is one (the contact form reads ?message=). */
export function contactPath(message?: string): string {
  return message === undefined ? ROUTES.contact : `${ROUTES.contact}?${new URLSearchParams({ message })}`;
}

/**
 * The owner's pages, one per section, in the order of their bars (a bottom bar on a
 * phone, a side bar on a laptop); /admin itself is "Now". Each is a static shell with
 * its own island, so a page loads only its section's code and reads.
 */
export const ADMIN_PAGES = {
  now: ROUTES.admin,
  leads: `${ROUTES.admin}/leads`,
  visits: `${ROUTES.admin}/visits`,
  proposals: `${ROUTES.admin}/proposals`,
  reviews: `${ROUTES.admin}/reviews`,
  figures: `${ROUTES.admin}/figures`,
  prices: `${ROUTES.admin}/prices`,
  settings: `${ROUTES.admin}/settings`,
} as const;

export type AdminPage = keyof typeof ADMIN_PAGES;

/** A lead's id as Firestore makes them (letters, digits, - and _): the only kind an admin address may name. */
export function isLeadId(id: string): boolean {
  return /^[A-Za-z0-9_-]{1,128}$/.test(id);
}

/** One lead's own page (/admin/lead?id=<id>): the alert e-mail's and the phone alert's link. */
export function adminLeadPath(id: string): string {
  return `${ROUTES.admin}/lead?${new URLSearchParams({ id })}`;
}

/** The proposals page with its builder opened from a lead ("Write a proposal" on the lead). */
export function adminProposalFromLead(collection: string, leadId: string): string {
  return `${ADMIN_PAGES.proposals}?${new URLSearchParams({ from: collection, lead: leadId })}`;
}

/**
 * Where a link from before the sections had pages lands: e-mails already sent say
 * /admin#lead-<id>, /admin#reviews, /admin#site-visits or /admin#proposals. Null for any
 * other fragment (the skip link's #main).
 */
export function legacyAdminPath(hash: string): string | null {
  const lead = hash.startsWith("#lead-") ? hash.slice("#lead-".length) : null;
  if (lead !== null && isLeadId(lead)) return adminLeadPath(lead);
  const sections: Record<string, string> = {
    "#reviews": ADMIN_PAGES.reviews,
    "#site-visits": ADMIN_PAGES.visits,
    "#proposals": ADMIN_PAGES.proposals,
  };
  return sections[hash] ?? null;
}

/** Function endpoints (netlify/functions/*.ts declare the same in their config.path). */

export const API_ROUTES = {
  chat: "/api/chat",
  estimate: "/api/estimate",
  contact: "/api/contact",
  rebuild: "/api/rebuild",
  photos: "/api/photos",
  slots: "/api/slots",
  bookings: "/api/bookings",
  visit: "/api/visit",
  visitsFeed: "/api/visits.ics",
  reviewRequests: "/api/review-requests",
  reviews: "/api/reviews",
  likes: "/api/likes",
  /** The owner's: save, send, deposit received. */
  proposals: "/api/proposals",
  /** The homeowner's, through the link: view, changes, decline, sign, PDF, pay the deposit. */
  proposal: "/api/proposal",
  /** A signed-in homeowner's signed contract, as a PDF, from /account. */
  accountContract: "/api/account-contract",
  /** The owner's: write, sign and send a change order for a signed proposal. */
  changeOrders: "/api/change-orders",
  /** The homeowner's, through the change order's link: view, sign, decline, PDF. */
  changeOrder: "/api/change-order",
  /** Stripe's news of a deposit paid or refunded (signed events only). */
  stripeWebhook: "/api/stripe-webhook",
} as const;

/**
 * Where Stripe's payment page sends the homeowner back: /proposal with no token (Stripe
 * keeps these addresses, so the link's token must not be in them; the page kept it in the tab).
 */
export const DEPOSIT_RETURN = { param: "deposit", paid: "paid", cancelled: "cancelled" } as const;

/** A visit's private page: the token rides in the fragment, which no server, log or Referer sees. */
export function visitPath(token: string): string {
  return `${ROUTES.visit}#${encodeURIComponent(token)}`;
}

/** A client's review form: like a visit's page, the token rides in the fragment. */
export function reviewPath(token: string): string {
  return `${ROUTES.review}#${encodeURIComponent(token)}`;
}

/** A proposal's page: like a visit's, the token rides in the fragment. */
export function proposalPath(token: string): string {
  return `${ROUTES.proposal}#${encodeURIComponent(token)}`;
}

/** A change order's page: the token rides in the fragment, as for the proposal. */
export function changeOrderPath(token: string): string {
  return `${ROUTES.changeOrder}#${encodeURIComponent(token)}`;
}

/** Pages with nothing worth indexing: not in the sitemap. */
const UNLISTED_ROUTES: readonly string[] = [
  NOT_FOUND_PAGE,
  ROUTES.login,
  ROUTES.signup,
  ROUTES.estimate,
  ROUTES.admin,
  ROUTES.visit,
  ROUTES.review,
  ROUTES.account,
  ROUTES.proposal,
  ROUTES.changeOrder,
];

/** Pages search engines are asked not to crawl (robots.txt). */
// Not the review form: a robots.txt rule is a prefix, and "Disallow: /review" blocked /reviews
// (measured: Lighthouse's "Page is blocked from indexing" on /reviews). The form holds nothing
// private (its token is in the fragment, which no crawler sees), so it needs no rule at all.
// Nor /account: its HTML is the same heading and "Loading..." for everyone (the homeowner's
// requests are read in the browser, as theirs), and a rule or noindex costs its SEO score.
// Nor a visit's page, for the review form's reason: its token is in the fragment. Nor the
// estimator, /login and /signup: the same HTML for everyone, indexable (docs/decisions/i18n.md).
export const DISALLOWED_ROUTES: readonly string[] = [ROUTES.admin].flatMap((route) => [
  route,
  ...TRANSLATED_PAGES.filter((pair) => pair.en === route).map((pair) => pair.es),
]);

/**
 * The owner's /admin as an app on a phone's home screen: its web app manifest and icons,
 * built from the favicon (src/pages/admin.webmanifest.ts, src/pages/admin-icon-[icon].png.ts).
 */
export const ADMIN_APP = {
  manifest: "/admin.webmanifest",
  /** "192", "512" (any purpose) and "512-maskable" (the mark inside a full square, for the launcher's masks). */
  icons: ["192", "512", "512-maskable"],
  icon: (name: string) => `/admin-icon-${name}.png`,
} as const;

/** True for a sitemap entry (a full URL) of an unlisted page. */
export function isUnlistedUrl(url: string): boolean {
  const path = englishPathOf(new URL(url).pathname.replace(/(.)\/$/, "$1"));
  // Every page under /admin is the owner's.
  return UNLISTED_ROUTES.includes(path) || path.startsWith(`${ROUTES.admin}/`);
}

export const NAV_LINKS = [
  { href: ROUTES.home, key: "home" },
  { href: ROUTES.services, key: "services" },
  { href: ROUTES.projects, key: "projects" },
  { href: ROUTES.about, key: "about" },
] as const;

/** The one link to the cost guides, for the footer and the guides' breadcrumbs. */
export const COST_GUIDE_LINK = { href: ROUTES.costGuide, key: "costGuide" } as const;

export const FOOTER_LINKS = [
  ...NAV_LINKS,
  { href: ROUTES.reviews, key: "reviews" },
  { href: ROUTES.contact, key: "contact" },
  COST_GUIDE_LINK,
] as const;
