/**
 * A new proposal from each kind of lead (src/lib/admin/proposalPrefill.ts): what the lead
 * says lands in the draft, the rest gets the builder's defaults.
 */
import { describe, expect, test } from "vitest";
import { proposalFromLead } from "../../src/lib/admin/proposalPrefill.ts";
import type { LeadForProposal } from "../../src/lib/firebase/proposals.ts";
import { lineCents, proposalTotals } from "../../src/lib/proposal/money.ts";
import type { ProposalDraft } from "../../src/schemas/proposal.ts";

const TODAY = "2026-12-01";

const booking: LeadForProposal = {
  collection: "contactForms",
  id: "visit1",
  source: "booking",
  name: "Morgan Reyes",
  email: "morgan@example.com",
  phone: "(301) 555-0188",
  message: "Site visit: Thu, Dec 3, 10:00 AM, 12 Elm St, 20814\nProject: Remodel\nThe kitchen and the half bath.",
  street: "12 Elm St",
  zip: "20814",
  projectType: "remodel",
  language: "es",
};

const message: LeadForProposal = {
  collection: "contactForms",
  id: "c1",
  source: "contact",
  name: "Sam Lee",
  email: "sam@example.com",
  phone: "(202) 555-0123",
  message: "  Bathroom remodel, please call.  ",
  street: "",
  zip: "",
  projectType: "",
  language: "en",
};

const estimate: LeadForProposal = {
  collection: "estimates",
  id: "e1",
  projectType: "remodel",
  roomType: "kitchen",
  squareFootage: 180,
  scope: "New cabinets and counters",
  ballparkLow: 25_000,
  ballparkHigh: 40_000,
  email: "dana@example.com",
  name: "Dana Homeowner",
  phone: "(703) 555-0142",
  language: "en",
};

/** What every new proposal starts with, whatever its lead. */
const DEFAULTS = {
  allowances: [],
  exclusions: [],
  materials: [],
  startDate: "",
  completionDate: "",
  validUntil: "2026-12-31",
  schedule: { deposit: { kind: "percent", value: 3_000 }, milestones: [], finalLabel: "On completion" },
  salesperson: { name: "", license: "" },
  arbitration: false,
} satisfies Partial<ProposalDraft>;

describe("a proposal from a lead", () => {
  test.each<[string, LeadForProposal, { collection: string; leadId: string }, Partial<ProposalDraft>]>([
    [
      "a booked visit: who, the visit's address and project, the visitor's own words, in the language they booked in",
      booking,
      { collection: "contactForms", leadId: "visit1" },
      {
        title: "Remodelación",
        schedule: { ...DEFAULTS.schedule, finalLabel: "Al terminar la obra" },
        scope: "The kitchen and the half bath.",
        client: {
          name: "Morgan Reyes",
          email: "morgan@example.com",
          phone: "(301) 555-0188",
          street: "12 Elm St",
          city: "",
          zip: "20814",
        },
        items: [],
        language: "es",
      },
    ],
    [
      "a message: who, and the message as the scope",
      message,
      { collection: "contactForms", leadId: "c1" },
      {
        title: "",
        scope: "Bathroom remodel, please call.",
        client: { name: "Sam Lee", email: "sam@example.com", phone: "(202) 555-0123", street: "", city: "", zip: "" },
        items: [],
        language: "en",
      },
    ],
    [
      "an estimate: one line per square foot at the middle of the ballpark",
      estimate,
      { collection: "estimates", leadId: "e1" },
      {
        title: "Kitchen remodel",
        scope: "New cabinets and counters",
        client: {
          name: "Dana Homeowner",
          email: "dana@example.com",
          phone: "(703) 555-0142",
          street: "",
          city: "",
          zip: "",
        },
        // $32,500 over 180 sq ft: $180.555… a foot, to the cent.
        items: [
          {
            id: "i1",
            description: "Kitchen remodel, 180 sq ft",
            quantity: 180,
            unit: "sq ft",
            unitCents: 18_056,
            optional: false,
          },
        ],
      },
    ],
    [
      "an estimate with no size: the ballpark's middle as one job",
      { ...estimate, squareFootage: null, roomType: "other", projectType: "repair" },
      { collection: "estimates", leadId: "e1" },
      {
        title: "Repair",
        items: [{ id: "i1", description: "Repair", quantity: 1, unit: "job", unitCents: 3_250_000, optional: false }],
      },
    ],
    [
      "an estimate with no ballpark: the line is there, priced by the owner",
      { ...estimate, ballparkLow: null, ballparkHigh: null, roomType: "livingRoom", squareFootage: 320 },
      { collection: "estimates", leadId: "e1" },
      {
        title: "Living room remodel",
        items: [
          {
            id: "i1",
            description: "Living room remodel, 320 sq ft",
            quantity: 320,
            unit: "sq ft",
            unitCents: 0,
            optional: false,
          },
        ],
      },
    ],
    [
      "an estimate asked in Spanish: what the homeowner will read, in Spanish",
      { ...estimate, language: "es" },
      { collection: "estimates", leadId: "e1" },
      {
        title: "Remodelación de cocina",
        items: [
          {
            id: "i1",
            description: "Remodelación de cocina, 180 pies cuadrados",
            quantity: 180,
            unit: "pies cuadrados",
            unitCents: 18_056,
            optional: false,
          },
        ],
        schedule: { ...DEFAULTS.schedule, finalLabel: "Al terminar la obra" },
        language: "es",
      },
    ],
    [
      "a Spanish estimate with no size: one lump sum, named as a Spanish quote names it",
      { ...estimate, language: "es", squareFootage: null, roomType: "other", projectType: "repair" },
      { collection: "estimates", leadId: "e1" },
      {
        title: "Reparación",
        items: [
          { id: "i1", description: "Reparación", quantity: 1, unit: "global", unitCents: 3_250_000, optional: false },
        ],
        schedule: { ...DEFAULTS.schedule, finalLabel: "Al terminar la obra" },
      },
    ],
  ])("%s", (_case, lead, ref, expected) => {
    const { lead: made, draft } = proposalFromLead(lead, TODAY);
    expect(made).toEqual(ref);
    expect(draft).toMatchObject({ ...DEFAULTS, ...expected });
  });

  test("an estimate's line lands within a cent a foot of the ballpark's middle", () => {
    const { draft } = proposalFromLead(estimate, TODAY);
    const middle = ((25_000 + 40_000) / 2) * 100;
    expect(Math.abs(lineCents(draft.items[0]) - middle)).toBeLessThanOrEqual(180 / 2);
    expect(proposalTotals(draft).payments.map((payment) => payment.cents)).toEqual([975_024, 2_275_056]);
  });

  test.each([
    ["2026-12-01", "2026-12-31"],
    ["2026-02-10", "2026-03-12"],
    ["2028-02-10", "2028-03-11"],
    ["2026-03-01", "2026-03-31"],
    ["2026-12-15", "2027-01-14"],
  ])("made on %s, it is valid until %s", (today, validUntil) => {
    expect(proposalFromLead(message, today).draft.validUntil).toBe(validUntil);
  });
});
