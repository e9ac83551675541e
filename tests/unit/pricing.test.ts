import { describe, expect, test, vi } from "vitest";
import * as z from "zod/mini";
import { PRICING_TEXT } from "../../src/config/text.ts";
import { restValue } from "../support/firestoreRest.ts";
import { buildCostGuide } from "../../src/lib/pricing/costGuide.ts";
import { DEFAULT_PRICING_RATES, guideDataFrom } from "../../src/lib/pricing/pricingData.ts";
import {
  cellKey,
  checkDraft,
  countEdits,
  describeChange,
  diffRates,
  draftFrom,
  planSave,
  PRICING_ROWS,
  setDraftField,
} from "../../src/lib/pricing/pricingEditor.ts";
import { ballparkFor, PRICING_GUIDE } from "../../src/lib/pricing/defaultGuide.ts";
import { PRICING_GUIDE_DATA } from "../../src/lib/pricing/pricingSources.ts";
import {
  pricingCellSchema,
  pricingRatesSchema,
  ratesFromDocuments,
  type PricingRates,
} from "../../src/schemas/pricing.ts";
import { PRICING_RATES } from "../../src/schemas/collections.ts";

const { fieldErrors } = PRICING_TEXT;
const withCell = (project: "remodel" | "renovation", room: "kitchen" | "bathroom", cell: object): PricingRates => {
  const rates = structuredClone(DEFAULT_PRICING_RATES);
  rates[project][room] = { ...rates[project][room], ...cell };
  return rates;
};
const issues = (value: unknown) =>
  (z.safeParse(pricingCellSchema, value).error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]);

describe("the seed is today's table", () => {
  test("every figure of PRICING_GUIDE, with its published basis as the source note", () => {
    for (const { projectType, roomType } of PRICING_ROWS) {
      expect(DEFAULT_PRICING_RATES[projectType][roomType]).toEqual({
        ...PRICING_GUIDE[projectType][roomType],
        note: PRICING_GUIDE_DATA.citations[projectType][roomType].basis,
      });
    }
    expect(z.safeParse(pricingRatesSchema, DEFAULT_PRICING_RATES).success).toBe(true);
  });
});

describe("pricingCellSchema: what the editor, the function and the pages accept", () => {
  test.each([
    ["low above high", { low: 300, high: 250, note: "n" }, [["high", fieldErrors.lowAboveHigh]]],
    ["a zero", { low: 0, high: 250, note: "n" }, [["low", fieldErrors.low]]],
    ["cents", { low: 10, high: 12.5, note: "n" }, [["high", fieldErrors.high]]],
    ["above 10,000", { low: 10, high: 10_001, note: "n" }, [["high", fieldErrors.high]]],
    ["a blank note", { low: 10, high: 20, note: "   " }, [["note", fieldErrors.note]]],
    ["a note of 301 characters", { low: 10, high: 20, note: "n".repeat(301) }, [["note", expect.any(String)]]],
  ])("refuses %s, saying why beside the field", (_name, cell, expected) => {
    expect(issues(cell)).toEqual(expected);
  });

  test("accepts equal ends and the bounds, and trims the note", () => {
    expect(z.parse(pricingCellSchema, { low: 1, high: 10_000, note: "  Our 2026 jobs  " })).toEqual({
      low: 1,
      high: 10_000,
      note: "Our 2026 jobs",
    });
    expect(issues({ low: 200, high: 200, note: "n".repeat(300) })).toEqual([]);
  });

  test("the stored documents read back as the guide; a project type missing is no guide", () => {
    const docs = Object.entries(DEFAULT_PRICING_RATES).map(([id, rooms]) => ({ id, data: { rooms, changeId: "x" } }));
    expect(ratesFromDocuments(docs)).toEqual(DEFAULT_PRICING_RATES);
    expect(ratesFromDocuments(docs.slice(1))).toBeNull();
  });
});

describe("the editor's draft", () => {
  test("typed text is checked per field, with the schema's message under the field's key", () => {
    let draft = draftFrom(DEFAULT_PRICING_RATES);
    draft = setDraftField(draft, "remodel", "kitchen", "low", "abc");
    draft = setDraftField(draft, "remodel", "bathroom", "high", "");
    draft = setDraftField(draft, "repair", "other", "low", "50");
    const checked = checkDraft(draft);
    expect(checked).toEqual({
      ok: false,
      errors: {
        [cellKey("remodel", "kitchen", "low")]: fieldErrors.low,
        [cellKey("remodel", "bathroom", "high")]: fieldErrors.high,
        [cellKey("repair", "other", "high")]: fieldErrors.lowAboveHigh,
      },
    });
  });

  test("a valid draft becomes rates: numbers, trimmed notes", () => {
    let draft = draftFrom(DEFAULT_PRICING_RATES);
    draft = setDraftField(draft, "renovation", "kitchen", "low", " 130 ");
    draft = setDraftField(draft, "renovation", "kitchen", "note", " Our own 2026 kitchens. ");
    const checked = checkDraft(draft);
    expect(checked.ok && checked.rates).toEqual(
      withCell("renovation", "kitchen", { low: 130, note: "Our own 2026 kitchens." }),
    );
    expect(countEdits(draft, DEFAULT_PRICING_RATES)).toBe(2);
    expect(countEdits(draftFrom(DEFAULT_PRICING_RATES), DEFAULT_PRICING_RATES)).toBe(0);
  });
});

describe("what Save does with the draft", () => {
  test("an invalid draft is not saved: every problem counted, the first in table order to go to", () => {
    let draft = draftFrom(DEFAULT_PRICING_RATES);
    draft = setDraftField(draft, "repair", "other", "low", "x");
    draft = setDraftField(draft, "renovation", "kitchen", "high", "");
    const plan = planSave(checkDraft(draft), DEFAULT_PRICING_RATES);
    expect(plan).toMatchObject({ kind: "invalid", first: cellKey("renovation", "kitchen", "high") });
    expect(plan.kind === "invalid" && Object.keys(plan.errors)).toHaveLength(2);
  });

  test("a draft that only retyped the saved figures writes nothing", () => {
    const draft = setDraftField(draftFrom(DEFAULT_PRICING_RATES), "remodel", "kitchen", "low", " 350 ");
    expect(planSave(checkDraft(draft), DEFAULT_PRICING_RATES)).toEqual({ kind: "unchanged" });
  });

  test("a changed draft is saved as its rates with each old → new", () => {
    const draft = setDraftField(draftFrom(DEFAULT_PRICING_RATES), "remodel", "kitchen", "low", "360");
    expect(planSave(checkDraft(draft), DEFAULT_PRICING_RATES)).toEqual({
      kind: "save",
      rates: withCell("remodel", "kitchen", { low: 360 }),
      changes: [{ projectType: "remodel", roomType: "kitchen", field: "low", from: 350, to: 360 }],
    });
  });
});

describe("the audit: old → new per changed field", () => {
  test("only what changed, in table order, with both values", () => {
    const after = withCell("remodel", "kitchen", { low: 360, note: "New basis." });
    after.renovation.bathroom = { ...after.renovation.bathroom, high: 460 };
    expect(diffRates(DEFAULT_PRICING_RATES, after)).toEqual([
      { projectType: "renovation", roomType: "bathroom", field: "high", from: 450, to: 460 },
      { projectType: "remodel", roomType: "kitchen", field: "low", from: 350, to: 360 },
      {
        projectType: "remodel",
        roomType: "kitchen",
        field: "note",
        from: DEFAULT_PRICING_RATES.remodel.kitchen.note,
        to: "New basis.",
      },
    ]);
    expect(diffRates(DEFAULT_PRICING_RATES, structuredClone(DEFAULT_PRICING_RATES))).toEqual([]);
  });

  test("the history writes a change the way the owner reads it", () => {
    expect(
      describeChange({ projectType: "renovation", roomType: "livingRoom", field: "low", from: 30, to: 1250 }),
    ).toBe("Renovation, Living Room low: $30 → $1,250");
    expect(describeChange({ projectType: "repair", roomType: "other", field: "note", from: "a", to: "b" })).toBe(
      'Repair, Other note: "a" → "b"',
    );
  });
});

describe("the ballpark from the guide as data", () => {
  const input = { projectType: "remodel", roomType: "kitchen", squareFootage: 200 } as const;

  test("a changed rate moves the ballpark; without a guide the seeded table prices", () => {
    expect(ballparkFor(input)).toEqual({ low: 70_000, high: 160_000 });
    expect(ballparkFor(input, DEFAULT_PRICING_RATES)).toEqual(ballparkFor(input));
    expect(ballparkFor(input, withCell("remodel", "kitchen", { low: 500, high: 1000 }))).toEqual({
      low: 100_000,
      high: 200_000,
    });
  });
});

describe("the cost pages from the stored guide", () => {
  test("figures and notes from the store, links from the code, the save's New York day as the review date", () => {
    const stored = withCell("remodel", "kitchen", { low: 500, high: 1000, note: "Our 2026 kitchens." });
    // 03:30 UTC on Nov 24 is still Nov 23 in New York.
    const data = guideDataFrom(stored, Date.UTC(2026, 10, 24, 3, 30));
    expect(data.reviewedOn).toBe("2026-11-23");
    const guide = buildCostGuide(data, [{ projectType: "remodel", roomType: "kitchen", sizes: [200] }]);
    expect(guide.sections[0]).toMatchObject({
      perSquareFoot: { low: 500, high: 1000 },
      rows: [{ squareFeet: 200, total: { low: 100_000, high: 200_000 } }],
      basis: "Our 2026 kitchens.",
      sources: [PRICING_GUIDE_DATA.sources.cvv2024],
    });
    expect(guideDataFrom(DEFAULT_PRICING_RATES, null)).toEqual(PRICING_GUIDE_DATA);
  });
});

/** Firestore's REST list answer for the guide's documents. */
function restAnswer(rates: PricingRates): Response {
  const documents = Object.entries(rates).map(([id, rooms]) => ({
    name: `projects/demo/databases/(default)/documents/${PRICING_RATES}/${id}`,
    fields: {
      rooms: restValue(rooms),
      changeId: { stringValue: "c1" },
      updatedAt: { timestampValue: "2026-11-23T15:00:00Z" },
    },
  }));
  return Response.json({ documents });
}

describe("reading the guide in the browser and at build time", () => {
  const fresh = async () => {
    vi.resetModules();
    return import("../../src/lib/pricing/pricingLoad.ts");
  };

  test("the estimator gets the stored figures, and the seeded ones when Firestore fails", async () => {
    const { estimatorRates } = await fresh();
    const stored = withCell("remodel", "kitchen", { low: 500 });
    expect(await estimatorRates(async () => restAnswer(stored))).toEqual(stored);
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await estimatorRates(async () => new Response("", { status: 503 }))).toEqual(DEFAULT_PRICING_RATES);
    expect(await estimatorRates(async () => Promise.reject(new TypeError("offline")))).toEqual(DEFAULT_PRICING_RATES);
  });

  test("a build fails loudly when Firestore cannot be read or holds an invalid guide", async () => {
    vi.stubEnv("PUBLIC_FIREBASE_PROJECT_ID", "capital-crest");
    const { pricingGuideForBuild } = await fresh();
    await expect(pricingGuideForBuild(async () => new Response("", { status: 503 }))).rejects.toThrow(
      /cost guide pages need the pricing guide from Firestore/,
    );
    const broken = withCell("remodel", "kitchen", { low: 900, high: 100 });
    await expect(pricingGuideForBuild(async () => restAnswer(broken))).rejects.toThrow(/does not pass the schema/);
  });

  test("a build uses the stored guide, or the seeded one when there is none (and says so)", async () => {
    vi.stubEnv("PUBLIC_FIREBASE_PROJECT_ID", "capital-crest");
    const stored = withCell("remodel", "kitchen", { low: 500 });
    const data = await (await fresh()).pricingGuideForBuild(async () => restAnswer(stored));
    expect(data.rates.remodel.kitchen).toEqual({ low: 500, high: 800 });
    expect(data.reviewedOn).toBe("2026-11-23");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const seeded = await (await fresh()).pricingGuideForBuild(async () => Response.json({}));
    expect(seeded).toEqual(PRICING_GUIDE_DATA);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("seeded figures"));
  });

  test("a demo project without the emulators has no database: the seeded figures, without asking anyone", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const fetchImpl = vi.fn<typeof fetch>();
    expect(await (await fresh()).pricingGuideForBuild(fetchImpl)).toEqual(PRICING_GUIDE_DATA);
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("demo- project"));
    vi.stubEnv("PUBLIC_FIREBASE_EMULATORS", "true");
    await expect(
      (await fresh()).pricingGuideForBuild(async () => Promise.reject(new TypeError("ECONNREFUSED"))),
    ).rejects.toThrow(/Start the emulators/);
  });
});
