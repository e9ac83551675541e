import { describe, expect, test } from "vitest";
import { ADMIN_TEXT } from "../../src/config/text.ts";
import { deleteQuestion, removeLead } from "../../src/lib/admin/leadRemoval.ts";
import { visitWhen } from "../../src/lib/format/visitTime.ts";

/** A visit still to come, whenever the test runs. */
const START = Date.now() + 7 * 86_400_000;
const booked = { id: "lead-1", visit: { id: "lead-1", status: "booked" as const, start: START } };
const cancelled = { id: "lead-2", visit: { id: "lead-2", status: "cancelled" as const, start: START } };

function recorder() {
  const steps: string[] = [];
  return {
    steps,
    cancelVisit: async (id: string) => void steps.push(`cancel ${id}`),
    deleteLead: async (id: string) => void steps.push(`delete ${id}`),
  };
}

describe("deleting a lead from /admin", () => {
  test("a booking whose visit is still booked: the owner is told the visit goes too, and it is cancelled before the lead is deleted", async () => {
    expect(deleteQuestion("Cal", booked)).toBe(ADMIN_TEXT.inbox.deleteVisitConfirm("Cal", visitWhen(START)));
    const steps = recorder();
    await removeLead(booked, steps);
    expect(steps.steps).toEqual(["cancel lead-1", "delete lead-1"]);
  });

  test("a cancelled visit's lead, a visit that has taken place, and any other lead are only deleted: no false cancellation", async () => {
    const past = { id: "lead-4", visit: { id: "lead-4", status: "booked" as const, start: Date.now() - 86_400_000 } };
    for (const lead of [cancelled, past, { id: "lead-3" }]) {
      expect(deleteQuestion("Dee", lead)).toBe(ADMIN_TEXT.inbox.deleteConfirm("Dee"));
      const steps = recorder();
      await removeLead(lead, steps);
      expect(steps.steps).toEqual([`delete ${lead.id}`]);
    }
  });

  test("a cancel that fails keeps the lead", async () => {
    const steps = recorder();
    const failing = { ...steps, cancelVisit: () => Promise.reject(new Error("offline")) };
    await expect(removeLead(booked, failing)).rejects.toThrow("offline");
    expect(steps.steps).toEqual([]);
  });
});
