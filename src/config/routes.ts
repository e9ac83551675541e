/**
 * The one route table: every page and function path of the site, which pages are
 * private (kept out of the sitemap and search engines), and the navigation built from
 * them. Pages, islands, robots.txt, the sitemap filter and the 404 page read it here.
 */
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
} as const;

export type Route = (typeof ROUTES)[keyof typeof ROUTES];

/** /services/<slug>: one page per entry of the services collection. */
export function servicePath(slug: string): string {
  return `${ROUTES.services}/${slug}`;
}

/** /areas/<slug>: one page per configured area (AREAS in site.ts). */
export function areaPath(slug: string): string {
  return `/areas/${slug}`;
}

/** Function endpoints (netlify/functions/*.ts declare the same in their config.path). */
export const API_ROUTES = {
  chat: "/api/chat",
  estimate: "/api/estimate",
  contact: "/api/contact",
  rebuild: "/api/rebuild",
  photos: "/api/photos",
} as const;

/** Pages with nothing worth indexing: not in the sitemap. */
const UNLISTED_ROUTES: readonly Route[] = [ROUTES.login, ROUTES.signup, ROUTES.estimate, ROUTES.admin];

/** Pages search engines are asked not to crawl (robots.txt). */
export const DISALLOWED_ROUTES: readonly Route[] = [ROUTES.admin, ROUTES.estimate];

/** True for a sitemap entry (a full URL) of an unlisted page. */
export function isUnlistedUrl(url: string): boolean {
  const path = new URL(url).pathname.replace(/(.)\/$/, "$1");
  return (UNLISTED_ROUTES as readonly string[]).includes(path);
}

export const NAV_LINKS = [
  { href: ROUTES.home, label: "Home" },
  { href: ROUTES.services, label: "Services" },
  { href: ROUTES.projects, label: "Projects" },
  { href: ROUTES.about, label: "About" },
] as const;

export const FOOTER_LINKS = [...NAV_LINKS, { href: ROUTES.contact, label: "Contact" }] as const;
