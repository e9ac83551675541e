/** A realistic six-item proposal, as the owner would build it from a booked visit's lead, for the tests and the bench. */
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ChangeOrderDraft } from "../../src/schemas/changeOrder.ts";
import type { ProposalDraft } from "../../src/schemas/proposal.ts";
import type { Jurisdiction } from "../../src/schemas/proposalRules.ts";

const SAMPLE_ZIPS: Record<Jurisdiction, string> = { MD: "20814", VA: "22201", DC: "20002" };

const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export function sampleDraft(
  jurisdiction: Jurisdiction,
  client: { name: string; email: string },
  change: Partial<ProposalDraft> = {},
): ProposalDraft {
  return {
    title: "Kitchen remodel",
    scope: "Remove the existing kitchen, rebuild it with new cabinets, counters, tile and lighting.",
    client: {
      ...client,
      phone: "(301) 555-0100",
      street: "12 Elm St",
      city: "Bethesda",
      zip: SAMPLE_ZIPS[jurisdiction],
    },
    items: [
      {
        id: "demo",
        description: "Demolition and haul-away",
        quantity: 1,
        unit: "job",
        unitCents: 240_000,
        optional: false,
      },
      {
        id: "cab",
        description: "Maple cabinets, installed",
        quantity: 22.5,
        unit: "lin ft",
        unitCents: 42_500,
        optional: false,
      },
      {
        id: "ctr",
        description: "Quartz countertops",
        quantity: 48.25,
        unit: "sq ft",
        unitCents: 8_900,
        optional: false,
      },
      {
        id: "tile",
        description: "Porcelain floor tile",
        quantity: 180,
        unit: "sq ft",
        unitCents: 1_450,
        optional: false,
      },
      {
        id: "light",
        description: "Under-cabinet lighting",
        quantity: 1,
        unit: "set",
        unitCents: 95_000,
        optional: true,
      },
      { id: "pot", description: "Pot filler faucet", quantity: 1, unit: "each", unitCents: 127_500, optional: true },
    ],
    allowances: [{ description: "Appliance allowance", cents: 600_000 }],
    exclusions: ["Appliances beyond the allowance"],
    materials: ["Maple cabinets", "Quartz counters", "Porcelain tile"],
    startDate: isoDay(30),
    completionDate: isoDay(60),
    validUntil: isoDay(20),
    schedule: {
      deposit: { kind: "percent", value: 3_000 },
      milestones: [{ label: "Cabinets set", basisPoints: 4_000 }],
      finalLabel: "On completion",
    },
    salesperson: { name: "", license: "" },
    arbitration: false,
    language: "en",
    ...change,
  };
}

/** A change order's draft, for the tests and the bench: adds a pantry cabinet, takes out the pot filler. */
export const sampleChangeOrderDraft = (change: Partial<ChangeOrderDraft> = {}): ChangeOrderDraft => ({
  title: "Pantry cabinet",
  reason: "The homeowner asked for a tall pantry cabinet beside the fridge instead of the pot filler.",
  items: [
    {
      id: "pantry",
      description: "Tall maple pantry cabinet, installed",
      quantity: 1,
      unit: "each",
      unitCents: 310_000,
      credit: false,
    },
    {
      id: "pot",
      description: "Pot filler faucet, not installed",
      quantity: 1,
      unit: "each",
      unitCents: 127_500,
      credit: true,
    },
  ],
  completionDate: "",
  ...change,
});
/** What sampleChangeOrderDraft changes the price by: the cabinet less the pot filler's credit. */
export const SAMPLE_CHANGE_CENTS = 310_000 - 127_500;

/** A 1×1 transparent PNG: a drawn signature the functions store and the PDF embeds. */
export const SIGNATURE_PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

/** A seeded generator: the same proposals on every run, so a failure can be replayed. */
export function seededRandom(seed: number): (below: number) => number {
  let state = seed >>> 0;
  return (below) => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state % below;
  };
}

/**
 * A PDF's text as Poppler's pdftotext reads it (a tool the product does not use), one space
 * for every run of spaces and line breaks: a phrase may wrap in the PDF. `dir` is reused
 * by a caller reading many.
 */
export function pdfText(pdf: Uint8Array, dir = mkdtempSync(join(tmpdir(), "proposal-"))): string {
  const file = join(dir, "contract.pdf");
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", [file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
}
