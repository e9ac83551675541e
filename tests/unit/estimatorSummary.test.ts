import { contactPrefill } from "../../src/lib/contact/prefill.ts";
import { describe, expect, test } from "vitest";
import { consultationHref, projectSummary } from "../../src/lib/estimator/consultation.ts";
import type { EstimateInput } from "../../src/lib/estimator/estimateForm.ts";
import type { Ballpark } from "../../src/schemas/estimate.ts";
import { ESTIMATOR_WORDS } from "../../src/lib/estimator/estimatorWords.ts";

const KITCHEN: EstimateInput = {
  projectType: "remodel",
  squareFootage: 1200,
  roomType: "livingRoom",
  timeline: "3-6months",
  scope: "Open the wall to the kitchen & add a beam.",
};

describe("projectSummary", () => {
  test.each<{ name: string; input: EstimateInput; ballpark: Ballpark | null; lines: string[] }>([
    {
      name: "with the ballpark",
      input: KITCHEN,
      ballpark: { low: 90_000, high: 240_000 },
      lines: [
        "I would like a consultation about this project (from the AI Estimator):",
        "Project: Remodel, Living Room, 1,200 sq ft",
        "Timeline: 3–6 months",
        "Instant ballpark: $90,000 – $240,000",
        "Scope: Open the wall to the kitchen & add a beam.",
      ],
    },
    {
      name: "without one",
      input: {
        ...KITCHEN,
        projectType: "repair",
        roomType: "bathroom",
        squareFootage: 40,
        timeline: "asap",
        scope: "Leak under the tub",
      },
      ballpark: null,
      lines: [
        "I would like a consultation about this project (from the AI Estimator):",
        "Project: Repair, Bathroom, 40 sq ft",
        "Timeline: As soon as possible",
        "Scope: Leak under the tub",
      ],
    },
  ])("$name", ({ input, ballpark, lines }) => {
    expect(projectSummary(input, ballpark).split("\n")).toEqual(lines);
  });
});

describe("consultationHref", () => {
  test("links to /contact, and the contact form reads back the exact summary", () => {
    const ballpark = { low: 90_000, high: 240_000 };
    const href = consultationHref(KITCHEN, ballpark);
    const url = new URL(href, "https://www.example.com");
    expect(url.pathname).toBe("/contact");
    expect(contactPrefill(url.search)).toEqual({ message: projectSummary(KITCHEN, ballpark) });
  });

  test("from /es/estimador: to /es/contacto, the summary in Spanish, the visitor's own words as typed", () => {
    const ballpark = { low: 90_000, high: 240_000 };
    const href = consultationHref(KITCHEN, ballpark, ESTIMATOR_WORDS.es);
    const url = new URL(href, "https://www.example.com");
    expect(url.pathname).toBe("/es/contacto");
    expect(contactPrefill(url.search).message?.split("\n")).toEqual([
      "Me gustaría una consulta sobre este proyecto (desde el Estimador con IA):",
      "Proyecto: Remodelación, Sala, 1,200 pies cuadrados",
      "Plazo: De 3 a 6 meses",
      "Rango aproximado al instante: $90,000 – $240,000",
      "Alcance: Open the wall to the kitchen & add a beam.",
    ]);
  });

  test("the longest scope still fits the contact form's message limit", () => {
    const href = consultationHref({ ...KITCHEN, scope: "x".repeat(2000) }, { low: 1, high: 2 });
    const message = contactPrefill(new URL(href, "https://www.example.com").search).message ?? "";
    expect(message.endsWith("x".repeat(2000))).toBe(true);
  });
});
