/**
 * Pricing guide: what a project costs per square foot in Virginia, Maryland and
 * Washington, DC, by project type and room type (USD, low and high, labour and materials).
 *
 * THE SEED AND THE DEFAULT. The live figures are the Firestore documents
 * `pricingGuide/{projectType}`, which the owner edits in /admin ("Pricing guide"); this table
 * is what `npm run seed` writes there and what the site falls back to when the document
 * is missing or cannot be read. The estimator shows `ballparkFor(...)` instantly and the
 * AI is told to keep its range consistent with it, so the guide is what stops the AI
 * from inventing prices.
 *
 * How the figures were set: per-square-foot costs of comparable projects in the public
 * guides below, taking the Washington, DC region where the guide has one (it runs above
 * the national average), and widening the range to cover midrange to upscale finishes.
 * They were written from the publications as of their 2024 editions without access to
 * the live pages: re-check them against the current editions once a year.
 *
 * Sources (cited per figure below by the tag in brackets):
 *   [CvV 2024]  Remodeling magazine (Zonda), "2024 Cost vs. Value Report", Washington, DC
 *               region and national tables (midrange and upscale projects, with the
 *               project's stated size).
 *   [CvV 2019]  Remodeling magazine, "2019 Cost vs. Value Report" (the last editions that
 *               priced a midrange basement remodel and a family room addition).
 *   [Angi 2024] Angi (HomeAdvisor) cost guides, 2024: "How much does a kitchen remodel
 *               cost?", "... bathroom remodel ...", "... to finish a basement ...",
 *               "... a home addition ...", "... to remodel a bedroom / living room ...",
 *               "... drywall repair ...", "... basement waterproofing ...".
 */
import type { ProjectType, RoomType } from "../../config/site.ts";
import type { Ballpark } from "../../schemas/estimate.ts";
import { formatUsdRange } from "../format/money.ts";

export interface CostPerSquareFoot {
  low: number;
  high: number;
}

export interface BallparkInput {
  projectType: ProjectType;
  roomType: RoomType;
  squareFootage: number;
}

export const PRICING_GUIDE_REGION = "Virginia, Maryland and Washington, DC";
/** Smallest job the company prices; tiny repairs still need a trip, permits and cleanup. */
export const MINIMUM_JOB_USD = 500;

// Vocabulary used below: "renovation" refreshes a room in its current layout (surfaces,
// fixtures, cabinets refaced or replaced in place), like the Cost vs. Value "minor"
// remodels; "remodel" changes the layout or the structure, like its "major" remodels;
// "addition" builds new conditioned space; "repair" fixes damage without upgrading.
/** Rates per project type and room type: this table, or the guide as stored in Firestore. */
export type PricingTable = Record<ProjectType, Record<RoomType, CostPerSquareFoot>>;

// The seed of `pricingGuide/{projectType}` (scripts/seed.ts) and the figures used whenever the
// stored guide cannot be read (docs/decisions/pricing.md); the owner
// edits the live figures in /admin.
export const PRICING_GUIDE: PricingTable = {
  renovation: {
    // [CvV 2024] midrange minor kitchen remodel, 200 sq ft: about $27,000-$29,000, ~$140/sq ft.
    // [Angi 2024] kitchen remodel: $100-$250/sq ft nationally.
    kitchen: { low: 125, high: 250 },
    // [Angi 2024] bathroom remodel: about $11,000 national average for a ~40 sq ft bath
    // (~$275/sq ft); small rooms cost more per square foot.
    bathroom: { low: 250, high: 450 },
    // [Angi 2024] bedroom remodel: paint, flooring, lighting, closet: $30-$80/sq ft.
    bedroom: { low: 30, high: 80 },
    // [Angi 2024] living room remodel: flooring, paint, lighting, trim: $30-$80/sq ft.
    livingRoom: { low: 30, high: 80 },
    // [Angi 2024] finishing a basement: about $25-$75/sq ft nationally; DC-area labour in the upper half.
    basement: { low: 40, high: 90 },
    // [Angi 2024] general interior refresh (flooring + paint + lighting) for other rooms.
    other: { low: 30, high: 100 },
  },
  remodel: {
    // [CvV 2024] midrange major kitchen remodel, 200 sq ft: about $80,000 (~$400/sq ft);
    // upscale: about $155,000-$160,000 (~$790/sq ft).
    kitchen: { low: 350, high: 800 },
    // [CvV 2024] midrange bathroom remodel, 5x7 ft: about $25,000 (~$720/sq ft);
    // upscale, enlarged to 100 sq ft: about $79,000 (~$790/sq ft).
    bathroom: { low: 550, high: 900 },
    // [Angi 2024] bedroom remodel with layout or window changes: $80-$200/sq ft.
    bedroom: { low: 80, high: 200 },
    // [Angi 2024] living room remodel with walls moved or opened: $75-$200/sq ft.
    livingRoom: { low: 75, high: 200 },
    // [CvV 2019] midrange basement remodel, 20x30 ft: about $71,000 (~$120/sq ft), plus
    // construction inflation since 2019.
    basement: { low: 90, high: 175 },
    // [Angi 2024] whole-room remodel, other rooms: $100-$250/sq ft.
    other: { low: 100, high: 250 },
  },
  addition: {
    // [Angi 2024] home addition: $80-$200/sq ft for the shell nationally (more in the DC
    // area), plus a kitchen fit-out at the remodel rate above.
    kitchen: { low: 400, high: 800 },
    // [CvV 2024] midrange bathroom addition, 6x8 ft: about $63,000-$64,000 (~$1,300/sq ft);
    // upscale, 100 sq ft: about $120,000 (~$1,200/sq ft).
    bathroom: { low: 900, high: 1500 },
    // [CvV 2024] midrange primary suite addition, 24x16 ft: about $165,000 (~$430/sq ft);
    // a bedroom without a bath costs less.
    bedroom: { low: 300, high: 450 },
    // [CvV 2019] midrange family room addition, 16x25 ft: about $95,000-$100,000
    // (~$240/sq ft), plus construction inflation since 2019.
    livingRoom: { low: 275, high: 450 },
    // [Angi 2024] home addition and basement cost guides: new below-grade space (dig-out,
    // underpinning, waterproofing) costs at least as much as an above-grade addition.
    basement: { low: 250, high: 450 },
    // [Angi 2024] home addition: $80-$200/sq ft nationally; DC-area figures run well above it.
    other: { low: 250, high: 450 },
  },
  repair: {
    // [Angi 2024] repair guides (drywall, flooring, cabinet and countertop repair) spread over the room.
    kitchen: { low: 10, high: 40 },
    // [Angi 2024] tile, grout, leak and water-damage repair in a small room.
    bathroom: { low: 40, high: 120 },
    // [Angi 2024] drywall repair ($300-$900 per job) and floor repair.
    bedroom: { low: 8, high: 30 },
    livingRoom: { low: 8, high: 30 },
    // [Angi 2024] interior basement waterproofing ($3-$10/sq ft) plus drywall and floor repair.
    basement: { low: 8, high: 35 },
    other: { low: 10, high: 40 },
  },
};

/** Dollars to round to: coarser for bigger jobs, so the range never looks falsely precise. */
function roundingStep(amount: number): number {
  if (amount < 10_000) return 100;
  if (amount < 100_000) return 1_000;
  if (amount < 1_000_000) return 5_000;
  return 10_000;
}

/**
 * The ballpark range for a project: square footage times the guide's rates (the stored
 * guide when the caller has it, this table otherwise), the low end rounded down and the
 * high end rounded up, never below the minimum job.
 * Throws RangeError on an unknown type or a square footage that is not a positive number.
 */
export function ballparkFor(
  { projectType, roomType, squareFootage }: BallparkInput,
  rates: PricingTable = PRICING_GUIDE,
): Ballpark {
  // hasOwn: a value like "constructor" must not find something on Object.prototype.
  const byRoom = Object.hasOwn(rates, projectType) ? rates[projectType] : undefined;
  const rate = byRoom && Object.hasOwn(byRoom, roomType) ? byRoom[roomType] : undefined;
  if (!rate) throw new RangeError(`No pricing guide entry for ${String(projectType)}/${String(roomType)}`);
  return ballparkForRate(rate, squareFootage);
}

/**
 * The same arithmetic for a rate given as data (the cost guides pass each entry of the
 * guide they are built from). Throws RangeError on a square footage that is not a positive number.
 */
export function ballparkForRate(rate: CostPerSquareFoot, squareFootage: number): Ballpark {
  if (typeof squareFootage !== "number" || !Number.isFinite(squareFootage) || squareFootage <= 0) {
    throw new RangeError("squareFootage must be a positive number");
  }
  const rawLow = Math.max(rate.low * squareFootage, MINIMUM_JOB_USD);
  const rawHigh = Math.max(rate.high * squareFootage, rawLow);
  const low = Math.floor(rawLow / roundingStep(rawLow)) * roundingStep(rawLow);
  const high = Math.ceil(rawHigh / roundingStep(rawHigh)) * roundingStep(rawHigh);
  return { low, high: Math.max(high, low) };
}

/** ballparkFor for a form that may be half filled in: null until every input is usable. */
export function tryBallpark(
  input: Partial<Record<keyof BallparkInput, unknown>>,
  rates: PricingTable = PRICING_GUIDE,
): Ballpark | null {
  try {
    return ballparkFor(input as BallparkInput, rates);
  } catch {
    return null;
  }
}

/** "$27,000 – $56,000": how the UI and the AI prompt both write a range. */
export function formatBallpark({ low, high }: Ballpark): string {
  return formatUsdRange(low, high);
}
