import { describe, expect, test } from "vitest";
import { saveNotice, saveStepOf, type SaveMessages, type SaveOutcome } from "../../src/lib/admin/saveForm.ts";

/** An /admin settings form's Save without React: the check as a step, and each outcome's toast. */
type Errors = Partial<Record<"a" | "b", string>>;

const ALL: SaveMessages<Errors> = {
  saved: "Saved.",
  failed: "Could not save.",
  invalid: (errors) => `${Object.keys(errors).length} to fix.`,
  unchanged: "Nothing changed.",
  refused: "Someone saved meanwhile.",
};
const FEWEST: SaveMessages<Errors> = { saved: "Saved.", failed: "Could not save." };

describe("a schema's check as a save step", () => {
  test.each([
    ["valid: saved as checked", { ok: true, value: { n: 1 } } as const, { kind: "save", value: { n: 1 } }],
    [
      "invalid: the fields' problems",
      { ok: false, errors: { a: "Too big." } } as const,
      { kind: "invalid", errors: { a: "Too big." } },
    ],
  ])("%s", (_name, check, step) => {
    expect(saveStepOf(check)).toEqual(step);
  });
});

describe("the toast each outcome gets", () => {
  test.each<[string, SaveOutcome<Errors>, SaveMessages<Errors>, ReturnType<typeof saveNotice>]>([
    ["saved", { kind: "saved" }, FEWEST, { tone: "success", text: "Saved." }],
    ["the save threw", { kind: "failed" }, FEWEST, { tone: "error", text: "Could not save." }],
    ["the first read threw", { kind: "loadFailed" }, FEWEST, { tone: "error", text: "Could not save." }],
    [
      "refused, with the form's sentence",
      { kind: "refused" },
      ALL,
      { tone: "error", text: "Someone saved meanwhile." },
    ],
    ["refused, without one: the failure's", { kind: "refused" }, FEWEST, { tone: "error", text: "Could not save." }],
    ["invalid, counted", { kind: "invalid", errors: { a: "x", b: "y" } }, ALL, { tone: "error", text: "2 to fix." }],
    [
      "invalid, a fixed sentence",
      { kind: "invalid", errors: { a: "x" } },
      { ...FEWEST, invalid: "Check the fields." },
      { tone: "error", text: "Check the fields." },
    ],
    ["invalid, no sentence: the fields alone say", { kind: "invalid", errors: { a: "x" } }, FEWEST, undefined],
    ["unchanged", { kind: "unchanged" }, ALL, { tone: "plain", text: "Nothing changed." }],
    ["unchanged, no sentence", { kind: "unchanged" }, FEWEST, undefined],
  ])("%s", (_name, outcome, messages, notice) => {
    expect(saveNotice(outcome, messages)).toEqual(notice);
  });
});
