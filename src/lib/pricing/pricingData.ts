/**
 * The pricing guide between its two homes: the code's table (pricingGuide.ts with the
 * citations of pricingSources.ts), which seeds Firestore and is the fallback, and the
 * stored document the owner edits, which the cost guide pages turn back into
 * `PricingGuideData`.
 */
import { PROJECT_TYPES, ROOM_TYPES, type ProjectType, type RoomType } from "../../config/site.ts";
import type { PricingRates } from "../../schemas/pricing.ts";
import { PRICING_GUIDE_DATA, type PricingGuideData } from "./pricingSources.ts";
import { businessDay } from "../format/businessDay.ts";

function mapGuide<T>(cell: (project: ProjectType, room: RoomType) => T): Record<ProjectType, Record<RoomType, T>> {
  return Object.fromEntries(
    PROJECT_TYPES.map(({ value: project }) => [
      project,
      Object.fromEntries(ROOM_TYPES.map(({ value: room }) => [room, cell(project, room)])),
    ]),
  ) as Record<ProjectType, Record<RoomType, T>>;
}

/** The code's figures with each citation's basis as the source note: what the seed stores. */
export const DEFAULT_PRICING_RATES: PricingRates = mapGuide((project, room) => ({
  low: PRICING_GUIDE_DATA.rates[project][room].low,
  high: PRICING_GUIDE_DATA.rates[project][room].high,
  note: PRICING_GUIDE_DATA.citations[project][room].basis,
}));

/**
 * The cost pages' data from the stored guide: its figures and notes, the publications each
 * figure cites (those stay in code: a new one is a new link on the public pages), and the
 * day of the last save as the review date (the seeded figures keep the code's date).
 */
export function guideDataFrom(rates: PricingRates, savedAt: number | null): PricingGuideData {
  return {
    ...PRICING_GUIDE_DATA,
    reviewedOn: savedAt === null ? PRICING_GUIDE_DATA.reviewedOn : businessDay(savedAt),
    rates: mapGuide((project, room) => ({ low: rates[project][room].low, high: rates[project][room].high })),
    citations: mapGuide((project, room) => ({
      sources: PRICING_GUIDE_DATA.citations[project][room].sources,
      basis: rates[project][room].note,
    })),
  };
}
