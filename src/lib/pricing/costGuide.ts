/**
 * The figures of the public cost guides (/cost-guide and its pages), computed from the
 * pricing guide given as data: the per-square-foot range of each project and room, the
 * total for common sizes with the estimator's own arithmetic (ballparkForRate), and the
 * sources behind each figure. Pages only lay out what these functions return.
 */
import type { Locale } from "../../config/i18n.ts";
import { contactPath, localizedPath } from "../../config/routes.ts";
import { textFor } from "../../config/text/catalogue.ts";
import type { ProjectType, RoomType } from "../../config/site.ts";
import { PROJECT_TYPES, ROOM_TYPES } from "../../config/site.ts";
import { COST_GUIDE_TEXT } from "../../config/text.ts";
import type { Ballpark } from "../../schemas/estimate.ts";
import { formatUsdRange } from "../format/money.ts";
import { ballparkForRate, type CostPerSquareFoot } from "./defaultGuide.ts";
import type { PricingGuideData, PricingSource, PricingSourceId } from "./pricingSources.ts";

/** One table of a guide page: a project type in a room, priced at the given sizes. */
export interface CostGuideSectionInput {
  projectType: ProjectType;
  roomType: RoomType;
  sizes: readonly number[];
}

interface CostGuideSection {
  projectType: ProjectType;
  roomType: RoomType;
  perSquareFoot: CostPerSquareFoot;
  rows: { squareFeet: number; total: Ballpark }[];
  /** Lowest and highest total over the rows: the section's headline range. */
  span: Ballpark;
  basis: string;
  sources: PricingSource[];
}

export interface CostGuide {
  region: string;
  reviewedOn: string;
  sections: CostGuideSection[];
  /** Every source the page cites, once each, in the order first cited. */
  sources: PricingSource[];
}

function sourcesOf(data: PricingGuideData, ids: readonly PricingSourceId[]): PricingSource[] {
  return ids.map((id) => {
    const source = data.sources[id];
    if (!source) throw new RangeError(`Pricing guide cites an unknown source: ${id}`);
    return source;
  });
}

function entry<T>(table: Record<ProjectType, Record<RoomType, T>>, project: ProjectType, room: RoomType): T {
  const value = Object.hasOwn(table, project) && Object.hasOwn(table[project], room) ? table[project][room] : undefined;
  if (value === undefined) throw new RangeError(`No pricing guide entry for ${project}/${room}`);
  return value;
}

/** A guide page's figures. Throws RangeError on an entry or a source the guide lacks, so a build fails loudly. */
export function buildCostGuide(data: PricingGuideData, inputs: readonly CostGuideSectionInput[]): CostGuide {
  if (inputs.length === 0) throw new RangeError("A cost guide needs at least one section");
  const sections = inputs.map(({ projectType, roomType, sizes }): CostGuideSection => {
    const perSquareFoot = entry(data.rates, projectType, roomType);
    const citation = entry(data.citations, projectType, roomType);
    if (sizes.length === 0) throw new RangeError(`No sizes for ${projectType}/${roomType}`);
    const rows = sizes.map((squareFeet) => ({ squareFeet, total: ballparkForRate(perSquareFoot, squareFeet) }));
    return {
      projectType,
      roomType,
      perSquareFoot,
      rows,
      span: {
        low: Math.min(...rows.map((row) => row.total.low)),
        high: Math.max(...rows.map((row) => row.total.high)),
      },
      basis: citation.basis,
      sources: sourcesOf(data, citation.sources),
    };
  });
  const sources = [...new Set(sections.flatMap((section) => section.sources))];
  return { region: data.region, reviewedOn: data.reviewedOn, sections, sources };
}

export interface CostGuideIndexPage<Slug extends string = string> {
  slug: Slug;
  sections: readonly Pick<CostGuideSectionInput, "projectType" | "roomType">[];
}

export interface CostGuideIndexRow<Slug extends string = string> {
  projectType: ProjectType;
  cells: { roomType: RoomType; perSquareFoot: CostPerSquareFoot; slug: Slug | undefined }[];
}

/**
 * The overview on /cost-guide: every figure of the guide per square foot, project type by
 * room, each with the page that explains it, and every source once.
 */
export function buildCostGuideIndex<Slug extends string>(
  data: PricingGuideData,
  pages: readonly CostGuideIndexPage<Slug>[],
): { region: string; reviewedOn: string; rows: CostGuideIndexRow<Slug>[]; sources: PricingSource[] } {
  const pageFor = (project: ProjectType, room: RoomType) =>
    pages.find((page) => page.sections.some((s) => s.projectType === project && s.roomType === room))?.slug;
  const rows = PROJECT_TYPES.map(({ value: projectType }) => ({
    projectType,
    cells: ROOM_TYPES.map(({ value: roomType }) => ({
      roomType,
      perSquareFoot: entry(data.rates, projectType, roomType),
      slug: pageFor(projectType, roomType),
    })),
  }));
  const ids = PROJECT_TYPES.flatMap(({ value: project }) =>
    ROOM_TYPES.flatMap(({ value: room }) => entry(data.citations, project, room).sources),
  );
  return { region: data.region, reviewedOn: data.reviewedOn, rows, sources: sourcesOf(data, [...new Set(ids)]) };
}

/** "$125 – $250 per sq ft" ("por pie cuadrado" on a Spanish page: its catalogue's suffix). */
export function formatPerSquareFoot(
  { low, high }: CostPerSquareFoot,
  suffix: string = COST_GUIDE_TEXT.perSquareFootSuffix,
): string {
  return `${formatUsdRange(low, high)} ${suffix}`;
}

/** The contact page with a message naming the guide the visitor read (the contact form reads ?message=), in the page's language. */
export function costGuideContactHref(label: string, locale: Locale = "en"): string {
  return localizedPath(contactPath(textFor(locale).COST_GUIDE_TEXT.contactMessage(label)), locale);
}
