/**
 * The pricing guide's sources as data, for the public cost guides: the publications behind
 * each figure, with links, and the day the figures were last checked against them.
 *
 * OWNER-EDITABLE, like the guide: when you change a figure in pricingGuide.ts, change its
 * citation here and `PRICING_GUIDE_REVIEWED_ON`. The tags match the comments above each
 * figure in pricingGuide.ts (a unit test keeps the two in step).
 *
 * The links were checked against a reference index of the publishers' pages, not opened
 * live; Angi publishes no single article for bedroom and living room remodels under a
 * stable address, so those cite its cost guides as a whole.
 */
import type { ProjectType, RoomType } from "../../config/site.ts";
import { PRICING_GUIDE, PRICING_GUIDE_REGION, type CostPerSquareFoot } from "./defaultGuide.ts";

/** The tag a figure's comment in pricingGuide.ts cites, e.g. "[CvV 2024]". */
type SourceTag = "CvV 2024" | "CvV 2019" | "Angi 2024";

export interface PricingSource {
  tag: SourceTag;
  publisher: string;
  title: string;
  url: string;
}

interface PricingCitation {
  sources: readonly PricingSourceId[];
  /** What the source says that the figure rests on, in a sentence a visitor can check. */
  basis: string;
}

/**
 * Everything a cost guide page is built from: the figures, where each comes from, and
 * when they were checked. The code's copy is assembled from the modules below; the build
 * reads the figures from Firestore (pricingData.ts's guideDataFrom) and buildCostGuide
 * takes either as data.
 */
export interface PricingGuideData {
  region: string;
  /** ISO date (YYYY-MM-DD) the figures were last checked against the sources. */
  reviewedOn: string;
  rates: Record<ProjectType, Record<RoomType, CostPerSquareFoot>>;
  citations: Record<ProjectType, Record<RoomType, PricingCitation>>;
  sources: Record<PricingSourceId, PricingSource>;
}

export const PRICING_SOURCES = {
  cvv2024: {
    tag: "CvV 2024",
    publisher: "Remodeling magazine (Zonda)",
    title: "Cost vs. Value Report 2024 (Washington, DC region and national tables)",
    url: "https://www.remodeling.hw.net/cost-vs-value/2024/",
  },
  cvv2019: {
    tag: "CvV 2019",
    publisher: "Remodeling magazine",
    title: "Cost vs. Value Report 2019 (the last edition with a basement remodel and a family room addition)",
    url: "https://www.remodeling.hw.net/cost-vs-value/2019/",
  },
  angiKitchen: {
    tag: "Angi 2024",
    publisher: "Angi (HomeAdvisor)",
    title: "How Much Does a Kitchen Remodel Cost?",
    url: "https://www.angi.com/articles/how-much-does-kitchen-remodel-cost.htm",
  },
  angiBathroom: {
    tag: "Angi 2024",
    publisher: "Angi (HomeAdvisor)",
    title: "How Much Does a Bathroom Remodel Cost?",
    url: "https://www.angi.com/articles/how-much-does-bathroom-remodel-cost.htm",
  },
  angiBasement: {
    tag: "Angi 2024",
    publisher: "Angi (HomeAdvisor)",
    title: "How Much Does It Cost to Finish a Basement?",
    url: "https://www.angi.com/articles/how-much-does-basement-finishing-cost.htm",
  },
  angiAddition: {
    tag: "Angi 2024",
    publisher: "Angi (HomeAdvisor)",
    title: "How Much Does a Home Addition Cost?",
    url: "https://www.angi.com/articles/how-much-does-home-addition-cost.htm",
  },
  angiDrywall: {
    tag: "Angi 2024",
    publisher: "Angi (HomeAdvisor)",
    title: "How Much Does Drywall Repair Cost?",
    url: "https://www.angi.com/articles/how-much-does-drywall-repair-cost-small-holes.htm",
  },
  angiWaterproofing: {
    tag: "Angi 2024",
    publisher: "Angi (HomeAdvisor)",
    title: "How Much Does Basement Waterproofing Cost?",
    url: "https://www.angi.com/articles/how-much-does-basement-waterproofing-cost.htm",
  },
  angiRooms: {
    tag: "Angi 2024",
    publisher: "Angi (HomeAdvisor)",
    title: "Cost guides: bedroom, living room and interior remodels, flooring and repairs",
    url: "https://www.angi.com/",
  },
} as const satisfies Record<string, PricingSource>;

export type PricingSourceId = keyof typeof PRICING_SOURCES;

/** The day the figures in pricingGuide.ts were written from the 2024 editions of the sources. */
export const PRICING_GUIDE_REVIEWED_ON = "2026-11-22";

/** One citation per figure of PRICING_GUIDE, in the same order. */
const PRICING_CITATIONS: Record<ProjectType, Record<RoomType, PricingCitation>> = {
  renovation: {
    kitchen: {
      sources: ["cvv2024", "angiKitchen"],
      basis:
        "A midrange minor kitchen remodel of 200 sq ft costs about $27,000–$29,000 (about $140 per sq ft) in the Cost vs. Value Report; Angi puts kitchen remodels at $100–$250 per sq ft nationally.",
    },
    bathroom: {
      sources: ["angiBathroom"],
      basis:
        "Angi's national average bathroom remodel is about $11,000 for a bath of about 40 sq ft (about $275 per sq ft); small rooms cost more per square foot.",
    },
    bedroom: {
      sources: ["angiRooms"],
      basis: "Angi prices a bedroom refresh (paint, flooring, lighting, closet) at $30–$80 per sq ft.",
    },
    livingRoom: {
      sources: ["angiRooms"],
      basis: "Angi prices a living room refresh (flooring, paint, lighting, trim) at $30–$80 per sq ft.",
    },
    basement: {
      sources: ["angiBasement"],
      basis:
        "Angi puts basement finishing at about $25–$75 per sq ft nationally; Washington-area labour sits in the upper half.",
    },
    other: {
      sources: ["angiRooms"],
      basis: "Angi's figures for a general interior refresh (flooring, paint and lighting) run $30–$100 per sq ft.",
    },
  },
  remodel: {
    kitchen: {
      sources: ["cvv2024"],
      basis:
        "A midrange major kitchen remodel of 200 sq ft costs about $80,000 (about $400 per sq ft) in the Cost vs. Value Report; the upscale one about $155,000–$160,000 (about $790 per sq ft).",
    },
    bathroom: {
      sources: ["cvv2024"],
      basis:
        "A midrange 5×7 ft bathroom remodel costs about $25,000 (about $720 per sq ft) in the Cost vs. Value Report; an upscale one enlarged to 100 sq ft about $79,000 (about $790 per sq ft).",
    },
    bedroom: {
      sources: ["angiRooms"],
      basis: "Angi prices bedroom remodels with layout or window changes at $80–$200 per sq ft.",
    },
    livingRoom: {
      sources: ["angiRooms"],
      basis: "Angi prices living room remodels that move or open walls at $75–$200 per sq ft.",
    },
    basement: {
      sources: ["cvv2019"],
      basis:
        "A midrange 20×30 ft basement remodel cost about $71,000 (about $120 per sq ft) in the 2019 Cost vs. Value Report, the last to price one; construction costs have risen since.",
    },
    other: {
      sources: ["angiRooms"],
      basis: "Angi's whole-room remodel figures for other rooms run $100–$250 per sq ft.",
    },
  },
  addition: {
    kitchen: {
      sources: ["angiAddition", "angiKitchen"],
      basis:
        "Angi puts a home addition's shell at $80–$200 per sq ft nationally (more around Washington), and the kitchen fit-out comes on top at remodel rates.",
    },
    bathroom: {
      sources: ["cvv2024"],
      basis:
        "A midrange 6×8 ft bathroom addition costs about $63,000–$64,000 (about $1,300 per sq ft) in the Cost vs. Value Report; an upscale 100 sq ft one about $120,000 (about $1,200 per sq ft).",
    },
    bedroom: {
      sources: ["cvv2024"],
      basis:
        "A midrange 24×16 ft primary suite addition costs about $165,000 (about $430 per sq ft) in the Cost vs. Value Report; a bedroom without a bath costs less.",
    },
    livingRoom: {
      sources: ["cvv2019"],
      basis:
        "A midrange 16×25 ft family room addition cost about $95,000–$100,000 (about $240 per sq ft) in the 2019 Cost vs. Value Report; construction costs have risen since.",
    },
    basement: {
      sources: ["angiAddition", "angiBasement"],
      basis:
        "New space below grade (digging out, underpinning, waterproofing) costs at least as much as an above-grade addition in Angi's addition and basement guides.",
    },
    other: {
      sources: ["angiAddition"],
      basis: "Angi puts home additions at $80–$200 per sq ft nationally; Washington-area figures run well above it.",
    },
  },
  repair: {
    kitchen: {
      sources: ["angiDrywall", "angiRooms"],
      basis: "Angi's repair guides (drywall, flooring, cabinets and counters) spread over a kitchen's floor area.",
    },
    bathroom: {
      sources: ["angiRooms"],
      basis: "Angi's figures for tile, grout, leak and water-damage repair, spread over a small room.",
    },
    bedroom: {
      sources: ["angiDrywall", "angiRooms"],
      basis: "Angi prices drywall repair at $300–$900 a job, plus floor repair, spread over the room.",
    },
    livingRoom: {
      sources: ["angiDrywall", "angiRooms"],
      basis: "Angi prices drywall repair at $300–$900 a job, plus floor repair, spread over the room.",
    },
    basement: {
      sources: ["angiWaterproofing", "angiDrywall"],
      basis: "Angi prices interior basement waterproofing at $3–$10 per sq ft; drywall and floor repair come on top.",
    },
    other: {
      sources: ["angiDrywall", "angiRooms"],
      basis: "Angi's drywall, flooring and trim repair figures, spread over the room.",
    },
  },
};

/** The guide as it stands in the code today, in the shape the cost guides take. */
export const PRICING_GUIDE_DATA: PricingGuideData = {
  region: PRICING_GUIDE_REGION,
  reviewedOn: PRICING_GUIDE_REVIEWED_ON,
  rates: PRICING_GUIDE,
  citations: PRICING_CITATIONS,
  sources: PRICING_SOURCES,
};
