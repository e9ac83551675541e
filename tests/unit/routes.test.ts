import { FRAME_TEXT } from "../../src/config/text/en/frame.ts";
import { describe, expect, test } from "vitest";
import { COST_GUIDES } from "../../src/config/costGuides.ts";
import { AREAS, SERVICES } from "../../src/config/site.ts";
import {
  DISALLOWED_ROUTES,
  areaPath,
  contactPath,
  COST_GUIDE_LINK,
  costGuidePath,
  FOOTER_LINKS,
  localeOfPath,
  localizedLink,
  localizedPath,
  translationsOf,
  projectPath,
  ROUTES,
  servicePath,
} from "../../src/config/routes.ts";

// Every page path the site links to is built in src/config/routes.ts, the one route table.
describe("page paths", () => {
  test.each([
    ["a service", servicePath(SERVICES[0].slug), `/services/${SERVICES[0].slug}`],
    ["an area", areaPath(AREAS[0].slug), `/areas/${AREAS[0].slug}`],
    ["a cost guide", costGuidePath(COST_GUIDES[0].slug), `/cost-guide/${COST_GUIDES[0].slug}`],
    ["a project, its Firestore id escaped", projectPath("a b/c"), "/projects/a%20b%2Fc"],
    ["the contact page", contactPath(), "/contact"],
  ])("%s: %s", (_what, path, expected) => {
    expect(path).toBe(expected);
  });

  test("the contact page with a message begun: the form reads ?message=", () => {
    const url = new URL(contactPath("Project in Arlington, VA: "), "https://x.test");
    expect(url.pathname).toBe(ROUTES.contact);
    expect(url.searchParams.get("message")).toBe("Project in Arlington, VA: ");
  });

  test("the footer links every page of the navigation, the reviews, the contact page and the cost guides", () => {
    expect(FOOTER_LINKS.map((link) => link.href)).toEqual([
      "/",
      "/services",
      "/projects",
      "/about",
      "/reviews",
      "/contact",
      "/cost-guide",
    ]);
    expect(COST_GUIDE_LINK).toEqual({ href: ROUTES.costGuide, key: "costGuide" });
    expect(FRAME_TEXT.nav[COST_GUIDE_LINK.key]).toBe("Cost Guide");
  });

  test("a path's language: Spanish under /es, English everywhere else", () => {
    expect(localeOfPath("/es")).toBe("es");
    expect(localeOfPath("/es/servicios")).toBe("es");
    expect(localeOfPath("/")).toBe("en");
    // A page whose English slug starts with the letters, not the folder.
    expect(localeOfPath("/estimate")).toBe("en");
  });

  test("a translated page knows both its paths; a link from Spanish goes to the Spanish page only when there is one", () => {
    expect(translationsOf("/")).toEqual({ en: "/", es: "/es" });
    expect(translationsOf("/es")).toEqual({ en: "/", es: "/es" });
    expect(translationsOf("/admin")).toBeNull();
    expect(localizedPath("/", "es")).toBe("/es");
    expect(localizedPath("/admin", "es")).toBe("/admin");
    expect(localizedPath("/", "en")).toBe("/");
    // A query or fragment stays with the page it belongs to.
    expect(localizedPath("/?from=ad#services", "es")).toBe("/es?from=ad#services");
    expect(localizedPath("/contact?message=Hola", "es")).toBe("/es/contacto?message=Hola");
    expect(localizedPath("/admin?from=ad", "es")).toBe("/admin?from=ad");
    // A private link's token rides in the fragment, and keeps riding there in Spanish.
    expect(localizedPath("/visit#abc", "es")).toBe("/es/visita#abc");
  });

  test("a link from a Spanish page to a page still only in English says so (hreflang); nothing else does", () => {
    expect(localizedLink("/admin", "es")).toEqual({ href: "/admin", hreflang: "en" });
    expect(localizedLink("/", "es")).toEqual({ href: "/es" });
    expect(localizedLink("/admin", "en")).toEqual({ href: "/admin" });
  });

  test("no robots.txt rule blocks a page it is not about: a Disallow line is a prefix", () => {
    for (const route of Object.values(ROUTES)) {
      const blockedBy = DISALLOWED_ROUTES.filter((disallowed) => route.startsWith(disallowed));
      expect(blockedBy, route).toEqual(DISALLOWED_ROUTES.includes(route) ? [route] : []);
    }
  });
});
