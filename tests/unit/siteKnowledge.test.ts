/**
 * The chat's passages of our pages (src/server/ai/siteKnowledge.json): what the content gives
 * today, every page the chat may cite in both languages, each passage short, and no price in a
 * cost guide's words (the chat never quotes one: it links the guide).
 */
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { KNOWLEDGE_FILE, knowledgeJson } from "../../scripts/site-knowledge.ts";
import { COST_GUIDES } from "../../src/config/costGuides.ts";
import { areaPath, costGuidePath, localizedPath, ROUTES, servicePath } from "../../src/config/routes.ts";
import { AREAS, SERVICES } from "../../src/config/site.ts";
import { searchSite, type SitePassage } from "../../src/server/ai/siteSearch.ts";

const passages = JSON.parse(readFileSync(KNOWLEDGE_FILE, "utf8")) as SitePassage[];

describe("the chat's knowledge of our pages", () => {
  test("is what the content gives now (run node scripts/site-knowledge.ts after editing a page)", () => {
    expect(readFileSync(KNOWLEDGE_FILE, "utf8")).toBe(knowledgeJson());
  });

  test.each(["en", "es"] as const)("covers every service, area and cost guide page, and about, in %s", (language) => {
    const pages = new Set(passages.filter((passage) => passage.language === language).map((passage) => passage.url));
    const expected = [
      ...SERVICES.map((service) => servicePath(service.slug)),
      ...AREAS.map((area) => areaPath(area.slug)),
      ...COST_GUIDES.map((guide) => costGuidePath(guide.slug)),
      ROUTES.about,
      ROUTES.book,
    ].map((path) => localizedPath(path, language));
    expect([...pages].sort()).toEqual([...new Set(expected)].sort());
  });

  test("each passage is short, has words, and a cost guide's has no dollar figure", () => {
    for (const passage of passages) {
      expect(passage.text.length).toBeGreaterThan(20);
      expect(passage.text.length).toBeLessThanOrEqual(700);
      if (/\/(cost-guide|guia-de-costos)\//.test(passage.url)) expect(passage.text).not.toMatch(/\$\s?\d/);
    }
  });

  test("a question finds passages only in the page's language; small talk finds none", () => {
    expect(searchSite("Do you do plumbing?", "en").every((passage) => passage.language === "en")).toBe(true);
    expect(searchSite("¿Hacen plomería?", "es").every((passage) => passage.url.startsWith("/es/"))).toBe(true);
    for (const question of ["hello", "thanks!", "Tell me a joke", "yes"])
      expect(searchSite(question, "en")).toEqual([]);
  });
});
