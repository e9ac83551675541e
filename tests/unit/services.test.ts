import { describe, expect, test } from "vitest";
import { SERVICES } from "../../src/config/site.ts";
import { PROJECT_TEXT } from "../../src/config/text.ts";
import { pageMismatches, withPages } from "../../src/lib/content/pages.ts";
import { serviceCopy } from "../../src/lib/content/serviceCopy.ts";
import { isServiceSlug } from "../../src/schemas/bounds.ts";
import { validateProject } from "../../src/schemas/project.ts";
import { chatSystemPrompt } from "../../src/server/ai/prompts.ts";

const project = {
  title: "Modern Kitchen Remodel",
  description: "Opened the galley kitchen to the dining room.",
  image: "/images/projects/kitchen.jpg",
  location: "Arlington, VA",
};

// SERVICES in src/config/site.ts is the one list of services: the project schema, the
// filters, the chat prompt and the pages derive from it (firestore.rules keep a copy,
// compared in tests/rules/constants-features.test.ts with the rules and the Markdown files).
describe("the services table", () => {
  test("each service has a URL-safe slug and a title of its own, in English and in Spanish", () => {
    for (const names of [SERVICES, SERVICES.map((service) => service.es)])
      for (const field of ["slug", "title"] as const) {
        const values = names.map((service) => service[field]);
        expect(new Set(values).size).toBe(values.length);
      }
    for (const { slug, es } of SERVICES) {
      expect(slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(es.slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
    }
  });

  test.each(SERVICES.map((service) => service.slug))("a project may name the service %s", (slug) => {
    expect(isServiceSlug(slug)).toBe(true);
    expect(validateProject({ ...project, service: slug })).toMatchObject({ ok: true, value: { service: slug } });
  });

  test.each(["roofing", "Complete Remodels", "", undefined])("a project may not name %j as its service", (value) => {
    expect(isServiceSlug(value)).toBe(false);
    if (value === undefined) return;
    expect(validateProject({ ...project, service: value as never })).toMatchObject({
      ok: false,
      errors: { service: PROJECT_TEXT.fieldErrors.service },
    });
  });

  test("the chat assistant offers every service by its title, in the table's order", () => {
    expect(chatSystemPrompt()).toContain(`Our services: ${SERVICES.map((service) => service.title).join(", ")}.`);
  });
});

// content.config.ts fails the content load (so the build and astro check) with these
// problems when a configured list and its folder of Markdown disagree.
describe("one Markdown page per configured slug", () => {
  const slugs = ["kitchens", "baths", "decks"];

  test("a folder with exactly the configured files has no problem", () => {
    expect(pageMismatches("src/content/x", slugs, ["decks", "kitchens", "baths"])).toEqual([]);
  });

  test("a configured slug without its file and a file nobody configured are both named", () => {
    expect(pageMismatches("src/content/x", slugs, ["kitchens", "decks", "roofs"])).toEqual([
      "src/content/x/baths.md is missing",
      "src/content/x/roofs.md has no entry in the configured list",
    ]);
  });

  test("each configured item gets its page, in the list's order whatever the folder's", () => {
    const entries = [{ id: "decks" }, { id: "baths" }, { id: "kitchens" }];
    const items = slugs.map((slug) => ({ slug }));
    expect(withPages(items, entries).map(({ item, page }) => [item.slug, page.id])).toEqual([
      ["kitchens", "kitchens"],
      ["baths", "baths"],
      ["decks", "decks"],
    ]);
  });
});

// A service's Spanish file holds only its copy; its priced rows come from the English file.
describe("a service's copy in the page's language", () => {
  const service = SERVICES[0];
  const english = {
    summary: "Kitchens and baths.",
    icon: "remodel" as const,
    featured: true,
    highlights: ["One", "Two"],
    description: "A description long enough for a meta description of a service page, in English.",
    included: ["a", "b", "c"],
    costs: [
      {
        projectType: "remodel" as const,
        roomType: "kitchen" as const,
        label: "Kitchen remodel",
        typicalSquareFeet: 200,
      },
      {
        projectType: "remodel" as const,
        roomType: "bathroom" as const,
        label: "Bathroom remodel",
        typicalSquareFeet: 60,
      },
    ],
    faqs: [{ question: "Who pulls the permit?", answer: "We do, for every job that needs one." }],
  };
  const spanish = {
    summary: "Cocinas y baños.",
    highlights: ["Uno", "Dos"],
    description: "Una descripción lo bastante larga para la meta descripción de una página de servicio.",
    included: ["a", "b", "c"],
    // In another order than the English rows: each label names the row it words.
    costs: [
      { projectType: "remodel" as const, roomType: "bathroom" as const, label: "Remodelación de baño" },
      { projectType: "remodel" as const, roomType: "kitchen" as const, label: "Remodelación de cocina" },
    ],
    faqs: [{ question: "¿Quién saca el permiso?", answer: "Nosotros, en cada trabajo que lo necesita." }],
  };

  test("in English, the English file and title", () => {
    expect(serviceCopy(service, "en", english, spanish)).toMatchObject({
      title: service.title,
      summary: english.summary,
      costs: english.costs,
    });
  });

  test("in Spanish, the Spanish texts over the English rows: each row keeps its figures and takes its Spanish label", () => {
    const copy = serviceCopy(service, "es", english, spanish);
    expect(copy).toMatchObject({ title: service.es.title, summary: spanish.summary, faqs: spanish.faqs });
    expect(copy.costs).toEqual([
      { ...english.costs[0], label: "Remodelación de cocina" },
      { ...english.costs[1], label: "Remodelación de baño" },
    ]);
  });

  test("a Spanish file that labels other rows than its English file, or none, fails the build", () => {
    expect(() => serviceCopy(service, "es", english, { ...spanish, costs: spanish.costs.slice(1) })).toThrow(
      /has no words for remodel\/bathroom/,
    );
    const basement = { projectType: "remodel" as const, roomType: "basement" as const, label: "Sótano" };
    expect(() => serviceCopy(service, "es", english, { ...spanish, costs: [...spanish.costs, basement] })).toThrow(
      /does not price once/,
    );
    expect(() => serviceCopy(service, "es", english)).toThrow(/No Spanish copy/);
  });
});
