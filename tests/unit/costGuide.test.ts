import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { COST_GUIDES } from "../../src/config/costGuides.ts";
import { costGuidePath, localizedPath, ROUTES } from "../../src/config/routes.ts";
import { areaCopy } from "../../src/lib/content/areaCopy.ts";
import { costGuideCopy } from "../../src/lib/content/costGuideCopy.ts";
import { PROJECT_TYPES, ROOM_TYPES, type ProjectType, type RoomType } from "../../src/config/site.ts";
import {
  buildCostGuide,
  buildCostGuideIndex,
  costGuideContactHref,
  type CostGuideIndexPage,
  type CostGuideSectionInput,
  formatPerSquareFoot,
} from "../../src/lib/pricing/costGuide.ts";
import { dayInWords } from "../../src/lib/format/dayInWords.ts";
import { costGuideJsonLd } from "../../src/lib/pricing/costGuideJsonLd.ts";
import { ballparkFor, PRICING_GUIDE } from "../../src/lib/pricing/defaultGuide.ts";
import { BUSINESS_ID } from "../../src/lib/seo/jsonLd.ts";
import { PRICING_GUIDE_DATA, PRICING_SOURCES, type PricingGuideData } from "../../src/lib/pricing/pricingSources.ts";

const combinations = PROJECT_TYPES.flatMap((project) => ROOM_TYPES.map((room) => [project.value, room.value] as const));
const SIZES = [1, 4, 35, 100, 250, 1000, 5000];

describe("buildCostGuide", () => {
  test.each(combinations)("%s / %s: totals are the estimator's ballpark for the same size", (projectType, roomType) => {
    const guide = buildCostGuide(PRICING_GUIDE_DATA, [{ projectType, roomType, sizes: SIZES }]);
    const [section] = guide.sections;
    expect(section.perSquareFoot).toEqual(PRICING_GUIDE[projectType][roomType]);
    expect(section.rows).toEqual(
      SIZES.map((squareFeet) => ({
        squareFeet,
        total: ballparkFor({ projectType, roomType, squareFootage: squareFeet }),
      })),
    );
    expect(section.span).toEqual({
      low: Math.min(...section.rows.map((row) => row.total.low)),
      high: Math.max(...section.rows.map((row) => row.total.high)),
    });
    expect(section.sources.length).toBeGreaterThan(0);
    expect(section.basis.length).toBeGreaterThan(30);
  });

  test("figures come from the guide it is given, so a guide read from a database prices the pages", () => {
    const data: PricingGuideData = {
      ...PRICING_GUIDE_DATA,
      reviewedOn: "2027-03-01",
      rates: {
        ...PRICING_GUIDE_DATA.rates,
        remodel: { ...PRICING_GUIDE_DATA.rates.remodel, kitchen: { low: 100, high: 200 } },
      },
    };
    const guide = buildCostGuide(data, [{ projectType: "remodel", roomType: "kitchen", sizes: [150] }]);
    expect(guide.reviewedOn).toBe("2027-03-01");
    expect(guide.sections[0].rows[0].total).toEqual({ low: 15_000, high: 30_000 });
  });

  test("lists each source once, in the order the sections first cite it", () => {
    const guide = buildCostGuide(PRICING_GUIDE_DATA, [
      { projectType: "renovation", roomType: "kitchen", sizes: [100] },
      { projectType: "remodel", roomType: "kitchen", sizes: [100] },
    ]);
    expect(guide.sources).toEqual([PRICING_SOURCES.cvv2024, PRICING_SOURCES.angiKitchen]);
  });

  // Inputs from content or a database are data: the types do not stop a wrong one.
  const refused: [string, unknown[]][] = [
    ["no sections", []],
    ["an unknown project type", [{ projectType: "demolition", roomType: "kitchen", sizes: [1] }]],
    ["an inherited key", [{ projectType: "constructor", roomType: "kitchen", sizes: [1] }]],
    ["no sizes", [{ projectType: "remodel", roomType: "kitchen", sizes: [] }]],
    ["a size of zero", [{ projectType: "remodel", roomType: "kitchen", sizes: [0] }]],
  ];
  test.each(refused)("refuses %s (the build fails instead of printing a wrong page)", (_, sections) => {
    expect(() => buildCostGuide(PRICING_GUIDE_DATA, sections as CostGuideSectionInput[])).toThrow(RangeError);
  });

  test("refuses a citation of a source the guide does not list", () => {
    const data = {
      ...PRICING_GUIDE_DATA,
      citations: {
        ...PRICING_GUIDE_DATA.citations,
        repair: { ...PRICING_GUIDE_DATA.citations.repair, other: { sources: ["nowhere"], basis: "x" } },
      },
    } as unknown as PricingGuideData;
    expect(() => buildCostGuide(data, [{ projectType: "repair", roomType: "other", sizes: [10] }])).toThrow(/nowhere/);
  });
});

describe("buildCostGuideIndex", () => {
  const pages: CostGuideIndexPage<"kitchen" | "additions">[] = [
    { slug: "kitchen", sections: [{ projectType: "remodel", roomType: "kitchen" }] },
    { slug: "additions", sections: ROOM_TYPES.map((room) => ({ projectType: "addition", roomType: room.value })) },
  ];

  test("has every figure of the guide, by project type then room, with the page that explains it", () => {
    const index = buildCostGuideIndex(PRICING_GUIDE_DATA, pages);
    expect(index.rows.map((row) => row.projectType)).toEqual(PROJECT_TYPES.map((o) => o.value));
    for (const row of index.rows) {
      expect(row.cells.map((cell) => cell.roomType)).toEqual(ROOM_TYPES.map((o) => o.value));
      for (const cell of row.cells) {
        expect(cell.perSquareFoot).toEqual(PRICING_GUIDE[row.projectType][cell.roomType]);
        const expected =
          row.projectType === "addition"
            ? "additions"
            : row.projectType === "remodel" && cell.roomType === "kitchen"
              ? "kitchen"
              : undefined;
        expect(cell.slug).toBe(expected);
      }
    }
  });

  test("cites every source the guide's figures rest on, once", () => {
    const index = buildCostGuideIndex(PRICING_GUIDE_DATA, pages);
    const cited = new Set(combinations.flatMap(([p, r]) => PRICING_GUIDE_DATA.citations[p][r].sources));
    expect(index.sources).toHaveLength(cited.size);
    expect(new Set(index.sources)).toEqual(new Set([...cited].map((id) => PRICING_SOURCES[id])));
  });
});

describe("the sources", () => {
  test("each has a publisher, a title and its own https address", () => {
    const sources = Object.values(PRICING_SOURCES);
    for (const source of sources) {
      expect(source.publisher).not.toBe("");
      expect(source.title).not.toBe("");
      expect(new URL(source.url).protocol).toBe("https:");
    }
    expect(new Set(sources.map((source) => source.url)).size).toBe(sources.length);
  });

  test("each figure cites the same publications here as in its comment in pricingGuide.ts", () => {
    // The comments are the owner's notes beside each figure; the citations are what visitors
    // see. Figures are matched in the table's order, like the guide's own source test.
    const source = readFileSync(new URL("../../src/lib/pricing/defaultGuide.ts", import.meta.url), "utf8");
    const lines = source
      .slice(source.indexOf("export const PRICING_GUIDE"), source.indexOf("function roundingStep"))
      .split("\n");
    const figure = /^\s+(\w+): \{ low: \d+, high: \d+ \},/;
    let project: ProjectType | undefined;
    let checked = 0;
    for (const [index, line] of lines.entries()) {
      const projectMatch = /^ {2}(\w+): \{$/.exec(line);
      if (projectMatch) project = projectMatch[1] as ProjectType;
      const match = figure.exec(line);
      if (!match || !project) continue;
      let at = index - 1;
      while (at >= 0 && figure.test(lines[at])) at--;
      const block: string[] = [];
      while (at >= 0 && lines[at].trim().startsWith("//")) block.unshift(lines[at--]);
      const commentTags = new Set([...block.join(" ").matchAll(/\[(CvV 2024|CvV 2019|Angi 2024)\]/g)].map((m) => m[1]));
      const citation = PRICING_GUIDE_DATA.citations[project][match[1] as RoomType];
      const citedTags = new Set(citation.sources.map((id) => PRICING_SOURCES[id].tag));
      expect(citedTags, `${project}/${match[1]}`).toEqual(commentTags);
      checked++;
    }
    expect(checked).toBe(combinations.length);
  });
});

describe("formatting", () => {
  test("cost per square foot and the review date read as a visitor expects", () => {
    expect(formatPerSquareFoot({ low: 125, high: 250 })).toBe("$125 – $250 per sq ft");
    expect(dayInWords("2026-11-22")).toBe("November 22, 2026");
    expect(dayInWords("2027-01-01")).toBe("January 1, 2027");
  });

  test("on a Spanish page: the rate's unit, the date and the contact link in Spanish", () => {
    expect(formatPerSquareFoot({ low: 125, high: 250 }, "por pie cuadrado")).toBe("$125 – $250 por pie cuadrado");
    expect(dayInWords("2026-11-22", "es")).toBe("22 de noviembre de 2026");
    const url = new URL(costGuideContactHref("Costo de remodelar una cocina", "es"), "https://x.test");
    expect(url.pathname).toBe("/es/contacto");
    expect(url.searchParams.get("message")).toBe(
      "Leí su guía de costos (Costo de remodelar una cocina) y quisiera un presupuesto para mi proyecto.",
    );
  });

  test.each(["22/11/2026", "2026-13-01", ""])("refuses the review date %j", (value) => {
    expect(() => dayInWords(value)).toThrow(RangeError);
  });

  test("the contact link prefills a message naming the guide", () => {
    const url = new URL(costGuideContactHref("Kitchen remodel cost"), "https://x.test");
    expect(url.pathname).toBe("/contact");
    expect(url.searchParams.get("message")).toContain("Kitchen remodel cost");
  });
});

describe("the page list", () => {
  test("slugs are unique, URL-safe and live under /cost-guide; the Spanish ones under /es/guia-de-costos", () => {
    const slugs = COST_GUIDES.map((guide) => guide.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const spanish = COST_GUIDES.map((guide) => guide.es.slug);
    expect(new Set(spanish).size).toBe(spanish.length);
    for (const guide of COST_GUIDES)
      expect(localizedPath(costGuidePath(guide.slug), "es")).toBe(`/es/guia-de-costos/${guide.es.slug}`);
    for (const slug of spanish) expect(slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
    for (const slug of slugs) {
      expect(slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(costGuidePath(slug)).toBe(`${ROUTES.costGuide}/${slug}`);
    }
  });
});

describe("costGuideJsonLd", () => {
  const url = "https://www.example.com/cost-guide/kitchen-remodel";
  const guide = buildCostGuide(PRICING_GUIDE_DATA, [{ projectType: "remodel", roomType: "kitchen", sizes: [200] }]);
  const jsonLd = costGuideJsonLd({
    url,
    name: "Kitchen Remodel Cost",
    description: "What a kitchen remodel costs.",
    serviceType: "Kitchen remodeling",
    reviewedOn: guide.reviewedOn,
    sources: guide.sources,
    breadcrumb: [
      { name: "Home", url: "https://www.example.com/" },
      { name: "Cost Guide", url: "https://www.example.com/cost-guide" },
      { name: "Kitchen remodel cost", url },
    ],
  });

  test("describes a web page about the business's service, reviewed on the guide's date, citing its sources", () => {
    expect(jsonLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": "WebPage",
      "@id": `${url}#webpage`,
      url,
      about: { "@type": "Service", serviceType: "Kitchen remodeling", provider: { "@id": BUSINESS_ID } },
      publisher: { "@id": BUSINESS_ID },
      lastReviewed: PRICING_GUIDE_DATA.reviewedOn,
      citation: guide.sources.map((source) => ({ "@type": "CreativeWork", url: source.url, name: source.title })),
    });
  });

  test("makes no price offers (the ranges are a guide, not the business's prices)", () => {
    expect(JSON.stringify(jsonLd)).not.toMatch(/"(Offer|offers|price|priceSpecification|AggregateOffer)"/);
  });

  test("numbers the breadcrumb from 1", () => {
    expect(jsonLd.breadcrumb).toMatchObject({
      "@type": "BreadcrumbList",
      itemListElement: [
        { position: 1, name: "Home" },
        { position: 2, name: "Cost Guide" },
        { position: 3, name: "Kitchen remodel cost", item: url },
      ],
    });
  });
});

// A Spanish Markdown file holds words only: what is priced or linked comes from the English file.
describe("a guide's and an area's copy in Spanish", () => {
  const english = {
    title: "Kitchen Remodel Cost in VA",
    description: "d",
    heading: "How much?",
    serviceType: "Kitchen remodeling",
    intro: "i",
    summary: "s",
    sections: [
      {
        projectType: "renovation" as const,
        roomType: "kitchen" as const,
        heading: "Renovation",
        scope: "x",
        sizes: [100, 150],
      },
      {
        projectType: "remodel" as const,
        roomType: "kitchen" as const,
        heading: "Remodel",
        scope: "y",
        sizes: [150, 300],
      },
    ],
  };
  const spanish = {
    title: "Costo de remodelar una cocina",
    description: "d",
    heading: "¿Cuánto?",
    serviceType: "Remodelación de cocinas",
    intro: "i",
    summary: "s",
    // In another order than the English sections: each names the section it words.
    sections: [
      { projectType: "remodel" as const, roomType: "kitchen" as const, heading: "Remodelación", scope: "y" },
      { projectType: "renovation" as const, roomType: "kitchen" as const, heading: "Renovación", scope: "x" },
    ],
  };

  test("each section keeps what it prices and takes its Spanish words", () => {
    expect(costGuideCopy("kitchen-remodel", "en", english, spanish)).toBe(english);
    expect(costGuideCopy("kitchen-remodel", "es", english, spanish).sections).toEqual([
      { projectType: "renovation", roomType: "kitchen", heading: "Renovación", scope: "x", sizes: [100, 150] },
      { projectType: "remodel", roomType: "kitchen", heading: "Remodelación", scope: "y", sizes: [150, 300] },
    ]);
  });

  test("a Spanish guide with other sections than its English file, or none, fails the build", () => {
    expect(() =>
      costGuideCopy("kitchen-remodel", "es", english, { ...spanish, sections: spanish.sections.slice(1) }),
    ).toThrow(/has no words for remodel\/kitchen/);
    expect(() => costGuideCopy("kitchen-remodel", "es", english)).toThrow(/No Spanish copy/);
  });

  test("an area keeps its permit office's address and its neighbourhoods' names", () => {
    const area = {
      title: "Remodeling in Arlington",
      description: "d",
      intro: "i",
      permitOffice: { name: "Arlington County Permit Office", url: "https://www.arlingtonva.us/", summary: "s" },
      housing: [{ era: "1900s", text: "t" }],
      commonProjects: [{ title: "Opening the kitchen", text: "t" }],
      neighborhoods: ["Lyon Park", "Cherrydale"],
    };
    const copy = areaCopy("arlington-va", "es", area, {
      title: "Remodelación en Arlington",
      description: "d",
      intro: "i",
      permitOffice: { name: "Arlington County Permit Office", summary: "r" },
      housing: [{ era: "De 1900 a 1930", text: "t" }],
      commonProjects: [{ title: "Abrir la cocina", text: "t" }],
    });
    expect(copy.permitOffice).toEqual({
      name: "Arlington County Permit Office",
      url: area.permitOffice.url,
      summary: "r",
    });
    expect(copy.neighborhoods).toEqual(area.neighborhoods);
    expect(copy.commonProjects[0].title).toBe("Abrir la cocina");
    expect(() => areaCopy("arlington-va", "es", area)).toThrow(/No Spanish copy/);
  });
});
