/**
 * Answers from our own pages: the passages of the site that best match the visitor's question
 * (issue 35), from src/server/ai/siteKnowledge.json, which scripts/site-knowledge.ts builds from
 * the same content the pages are built from. The chat sends the best few with the question, as
 * data, and the model links the page it used.
 *
 * MiniSearch (BM25 with prefix and fuzzy matching) over about 150 passages per language, indexed
 * on the function's first question: no vector service, nothing to deploy beside the function.
 */
import MiniSearch, { type SearchResult } from "minisearch";
import { stemmer as englishStem } from "@orama/stemmers/english";
import { stemmer as spanishStem } from "@orama/stemmers/spanish";
import type { Locale } from "../../config/i18n.ts";
import { SITE } from "../../config/site.ts";
import knowledge from "./siteKnowledge.json" with { type: "json" };

/** A part of one of our pages: its path (in its language), the page's title and the words. */
export interface SitePassage {
  url: string;
  title: string;
  text: string;
  language: Locale;
}

/** Passages sent with a question: enough for a page and a second opinion, small enough to cost little. */
const PASSAGES_PER_QUESTION = 3;
/** Below this a match is one common word ("tell", "system"): off-topic questions score 0–7, the table's answers 10 and up. */
const MIN_SCORE = 8;

/** Words that say nothing about which page answers: a question's frame, in both languages. */
const STOP_WORDS = new Set(
  (
    "a an and are as at be can could do does for from how i if in is it me my of on or our should so that the this to " +
    "we what when where which who why will with would you your yours have has need get much many any there about " +
    "el la los las un una unos unas y o de del al en que qué es son por para con como cómo cuánto cuanto cuántos " +
    "mi mis su sus se me lo le les ustedes usted hay tiene tienen puede pueden hacen hace necesito quiero"
  )
    .split(" ")
    // The company's own name is on every page: it tells no page from another.
    .concat(SITE.name.toLowerCase().split(/\s+/)),
);

/** Snowball's stemmers (Orama's build): "permits" finds "permit", "construyen" finds "construidos". */
const STEM: Record<Locale, (word: string) => string> = { en: englishStem, es: spanishStem };

/** Lower case, no stop words, stemmed, no accents: how both the passages and the questions are indexed. */
const termIn =
  (language: Locale) =>
  (word: string): string | null => {
    const lower = word.toLowerCase();
    const plain = lower.normalize("NFD").replace(/\p{M}/gu, "");
    if (plain.length < 2 || STOP_WORDS.has(plain)) return null;
    // The stemmer knows Spanish's accents; what it leaves is compared without them.
    return STEM[language](lower).normalize("NFD").replace(/\p{M}/gu, "");
  };

const passages = knowledge as SitePassage[];
const indexes = new Map<Locale, MiniSearch<SitePassage & { id: number }>>();

function indexOf(language: Locale) {
  let index = indexes.get(language);
  if (!index) {
    index = new MiniSearch<SitePassage & { id: number }>({
      fields: ["title", "text"],
      processTerm: termIn(language),
      searchOptions: {
        boost: { title: 2 },
        prefix: (word) => word.length > 4,
        fuzzy: (word) => (word.length > 6 ? 0.2 : false),
      },
    });
    index.addAll(passages.flatMap((passage, id) => (passage.language === language ? [{ ...passage, id }] : [])));
    indexes.set(language, index);
  }
  return index;
}

/** A question about what something costs: the cost guides answer it, and they answer little else. */
const ASKS_A_PRICE =
  /\b(cost|costs|price|prices|pricing|how much|budget|afford|estimate|cuesta|cuestan|costo|costos|precio|precios|cu[aá]nto|presupuesto)\b/i;
const COST_GUIDE = /^(\/es)?\/(cost-guide|guia-de-costos)\//;
/** A question about the company itself (its years, licences, insurance, warranty): the about page answers it. */
const ASKS_ABOUT_US =
  /\b(in business|been around|founded|history|experience|family|owned|licen[cs]e\w*|insur\w*|warrant\w*|certif\w*|bonded|empresa|experiencia|fundad\w*|historia|licencia\w*|seguro\w*|garant[ií]a\w*)\b/i;
const ABOUT_PAGE = /^(\/es)?\/(about|nosotros)$/;
/** "Do you build…?", "¿Hacen…?": whether we do something, which a service's page says first. */
const ASKS_WHAT_WE_DO =
  /^\W*(do|can|will) you\b|^\W*(hacen|pueden|construyen|instalan|reparan|cambian|remodelan|diseñan)\b/i;
const SERVICE_PAGE = /^(\/es)?\/(services|servicios)\//;

/** Every passage of the page's language that matches the question, with its score, best first. */
function rankSite(question: string, language: Locale): { passage: SitePassage; score: number }[] {
  const pricing = ASKS_A_PRICE.test(question);
  const aboutUs = ASKS_ABOUT_US.test(question);
  const whatWeDo = ASKS_WHAT_WE_DO.test(question);
  // Which kind of page answers which kind of question: a plain prior, on top of the words' match.
  const prior = (url: string) =>
    (COST_GUIDE.test(url) === pricing ? 1 : 0.5) *
    (aboutUs && ABOUT_PAGE.test(url) ? 2 : 1) *
    (whatWeDo && SERVICE_PAGE.test(url) ? 1.5 : 1);
  const results: SearchResult[] = indexOf(language).search(question.slice(0, 500), {
    boostDocument: (id) => prior(passages[Number(id)].url),
  });
  return results.map((result) => ({ passage: passages[Number(result.id)], score: result.score }));
}

/** The passages that best answer the question, best first; none when nothing does. */
export function searchSite(question: string, language: Locale, limit = PASSAGES_PER_QUESTION): SitePassage[] {
  return rankSite(question, language)
    .filter((result) => result.score >= MIN_SCORE)
    .slice(0, limit)
    .map((result) => result.passage);
}
