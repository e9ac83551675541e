/**
 * The chat's knowledge of our own pages, built from the same sources the pages are
 * (src/content's services, areas and cost guides in both languages, the about page's and the
 * credentials' words in src/config): one passage per part of a page, with the page's path,
 * written to src/server/ai/siteKnowledge.json for the chat function (src/server/ai/siteSearch.ts).
 *
 *   node scripts/site-knowledge.ts           writes the file (npm run build does)
 *   node scripts/site-knowledge.ts --check   fails when the file is not what the content gives
 *
 * A unit test runs the check too, so a page edited without rebuilding the file fails `npm test`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import type { Locale } from "../src/config/i18n.ts";
import { areaPath, costGuidePath, localizedPath, ROUTES, servicePath } from "../src/config/routes.ts";
import { AREAS, formatOpeningHours, LICENSES, OPENING_HOURS, SERVICES, TRUST } from "../src/config/site.ts";
import { COST_GUIDES } from "../src/config/costGuides.ts";
import { textFor } from "../src/config/text/catalogue.ts";
import type { SitePassage } from "../src/server/ai/siteSearch.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
export const KNOWLEDGE_FILE = path.join(ROOT, "src/server/ai/siteKnowledge.json");

/** A passage's text stays short: three of them go with a question (siteSearch.ts). */
const PASSAGE_MAX_CHARS = 700;

interface Page {
  data: Record<string, unknown>;
  body: string;
}

function readPage(collection: string, slug: string, language: Locale): Page {
  const folder = language === "en" ? `src/content/${collection}` : `src/content/es/${collection}`;
  const source = readFileSync(path.join(ROOT, folder, `${slug}.md`), "utf8");
  const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`${folder}/${slug}.md has no front matter`);
  return { data: parse(match[1]) as Record<string, unknown>, body: match[2] };
}

/** Markdown as a reader hears it: no emphasis marks, a heading as the start of its paragraph. */
const plain = (markdown: string): string =>
  markdown
    .replace(/\[([^\]]+)\]\([^)]+\)/g, "$1")
    .replace(/\*\*|__|`/g, "")
    .replace(/^#{1,6}\s+(.+)$/gm, "$1:")
    .replace(/[ \t]+/g, " ")
    .trim();

/** Paragraphs joined into passages of at most PASSAGE_MAX_CHARS; a heading line stays with what follows it. */
function chunks(paragraphs: readonly string[]): string[] {
  const out: string[] = [];
  let current = "";
  for (const paragraph of paragraphs.map((text) => text.trim()).filter(Boolean)) {
    const joined = current ? `${current}\n${paragraph}` : paragraph;
    if (joined.length <= PASSAGE_MAX_CHARS || !current) current = joined;
    else {
      out.push(current);
      current = paragraph;
    }
  }
  if (current) out.push(current);
  return out.map((text) => (text.length > PASSAGE_MAX_CHARS ? `${text.slice(0, PASSAGE_MAX_CHARS - 1)}…` : text));
}

/** The body's paragraphs; a heading's line is joined to the paragraph under it. */
const bodyParagraphs = (body: string): string[] =>
  plain(body)
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/:\n/, ": ").replace(/\n/g, " "));

const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

function servicePassages(language: Locale): SitePassage[] {
  return SERVICES.flatMap((service) => {
    const { data, body } = readPage("services", service.slug, language);
    const title = language === "en" ? service.title : service.es.title;
    const url = localizedPath(servicePath(service.slug), language);
    const overview = [String(data.summary), list(data.highlights).join(". "), plain(body)];
    const included = `${textFor(language).SERVICES_TEXT.page.included}: ${list(data.included).join("; ")}.`;
    const faqs = (Array.isArray(data.faqs) ? (data.faqs as { question: string; answer: string }[]) : []).map(
      (faq) => `${faq.question} ${faq.answer}`,
    );
    return [...chunks([...overview, included]), ...faqs].map((text) => ({ url, title, text, language }));
  });
}

function areaPassages(language: Locale): SitePassage[] {
  return AREAS.flatMap((area) => {
    const { data, body } = readPage("areas", area.slug, language);
    const title = String(data.title);
    const url = localizedPath(areaPath(area.slug), language);
    const permit = data.permitOffice as { name: string; summary: string } | undefined;
    const housing = (data.housing as { era: string; text: string }[] | undefined) ?? [];
    const projects = (data.commonProjects as { title: string; text: string }[] | undefined) ?? [];
    const paragraphs = [
      String(data.intro),
      ...(permit ? [`${permit.name}: ${permit.summary}`] : []),
      ...bodyParagraphs(body),
      ...housing.map((era) => `${era.era}: ${era.text}`),
      ...projects.map((project) => `${project.title}: ${project.text}`),
      list(data.neighborhoods).join(", "),
    ];
    return chunks(paragraphs).map((text) => ({ url, title, text, language }));
  });
}

function costGuidePassages(language: Locale): SitePassage[] {
  return COST_GUIDES.flatMap((guide) => {
    const { data, body } = readPage("cost-guides", guide.slug, language);
    const title = String(data.heading ?? data.title);
    const url = localizedPath(costGuidePath(guide.slug), language);
    const sections = (data.sections as { heading: string; scope: string }[] | undefined) ?? [];
    const paragraphs = [
      `${String(data.summary)} ${String(data.intro)}`,
      ...sections.map((section) => `${section.heading}: ${section.scope}`),
      ...bodyParagraphs(body),
    ];
    return chunks(paragraphs).map((text) => ({ url, title, text, language }));
  });
}

function aboutPassages(language: Locale): SitePassage[] {
  const text = textFor(language).ABOUT_TEXT;
  const url = localizedPath(ROUTES.about, language);
  const spanish = language === "es";
  const highlights = Object.values(text.highlights).map((item) => `${item.title}: ${item.text}`);
  const licences = LICENSES.map(
    (licence) => `${licence.title} (${licence.issuer}) ${text.credentials.number} ${licence.number}`,
  );
  const trust = spanish ? TRUST.es : TRUST;
  const credentials = [
    `${text.credentials.licences}: ${licences.join("; ")}.`,
    `${text.credentials.insurance}: ${trust.insurance.join("; ")}.`,
    `${text.credentials.warranty}: ${trust.warranty.join("; ")}.`,
    `${text.credentials.certifications}: ${TRUST.certifications.map((item) => item.name).join("; ")}; ${trust.memberships.join("; ")}.`,
  ];
  const booking = textFor(language).BOOKING_TEXT.page;
  return [
    ...chunks([`${text.intro} ${text.description}`, ...text.story, ...highlights]).map((passage) => ({
      url,
      title: text.heading,
      text: passage,
      language,
    })),
    ...chunks(credentials).map((passage) => ({ url, title: text.credentials.heading, text: passage, language })),
    {
      url: localizedPath(ROUTES.book, language),
      title: booking.heading,
      text: `${booking.intro} ${booking.expect} ${formatOpeningHours(OPENING_HOURS, language)}.`,
      language,
    },
  ];
}

/** Every passage, English then Spanish, each page's parts in page order. */
function sitePassages(): SitePassage[] {
  return (["en", "es"] as const).flatMap((language) => [
    ...servicePassages(language),
    ...areaPassages(language),
    ...costGuidePassages(language),
    ...aboutPassages(language),
  ]);
}

/** One passage per line: a page edit shows as the lines it changed. */
export const knowledgeJson = (): string =>
  `[\n${sitePassages()
    .map((passage) => JSON.stringify(passage))
    .join(",\n")}\n]\n`;

if (import.meta.main) {
  const wanted = knowledgeJson();
  if (process.argv.includes("--check")) {
    if (readFileSync(KNOWLEDGE_FILE, "utf8") !== wanted) {
      console.error(`${path.relative(ROOT, KNOWLEDGE_FILE)} is out of date: run node scripts/site-knowledge.ts`);
      process.exit(1);
    }
  } else {
    writeFileSync(KNOWLEDGE_FILE, wanted);
    console.log(`${path.relative(ROOT, KNOWLEDGE_FILE)}: ${sitePassages().length} passages`);
  }
}
