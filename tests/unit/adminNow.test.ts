import { describe, expect, it } from "vitest";
import { newestLead, proposalsToAnswer, todayAndTomorrow, waitedFor, waitingLeads } from "../../src/lib/admin/now.ts";
import type { ProposalRow } from "../../src/lib/firebase/proposals.ts";
import type { ContactLead, EstimateLead } from "../../src/schemas/lead.ts";
import { sampleDraft } from "../support/proposals.ts";

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

const contact = (
  id: string,
  status: ContactLead["status"],
  timestamp: number | null,
  source: ContactLead["source"] = "contact",
) => ({ id, name: `Lead ${id}`, phone: "(301) 555-0100", status, timestamp, source }) as ContactLead;
const estimate = (id: string, status: EstimateLead["status"], timestamp: number | null) =>
  ({ id, userName: `Asker ${id}`, userPhone: "", status, timestamp }) as EstimateLead;

describe("/admin's Now: what waits for an answer", () => {
  it("lists new leads of both kinds, oldest first, one without a time first, answered ones left out", () => {
    const waiting = waitingLeads(
      [contact("c1", "new", 3_000), contact("c2", "contacted", 1_000), contact("c3", "new", null, "chat")],
      [estimate("e1", "new", 2_000), estimate("e2", "won", 500)],
    );
    expect(waiting.map((lead) => [lead.id, lead.kind])).toEqual([
      ["c3", "chat"],
      ["e1", "estimate"],
      ["c1", "contact"],
    ]);
    expect(waiting[1]).toMatchObject({ name: "Asker e1", phone: "" });
    expect(newestLead(waiting)?.id).toBe("c1");
    expect(newestLead([])).toBeUndefined();
  });

  it.each([
    [30_000, "just now"],
    [MIN, "1 min"],
    [59 * MIN, "59 min"],
    [HOUR, "1 h"],
    [23 * HOUR + 59 * MIN, "23 h"],
    [DAY, "1 day"],
    [3 * DAY + HOUR, "3 days"],
  ])("a lead that waited %i ms reads %j", (ms, text) => expect(waitedFor(ms)).toBe(text));

  it("keeps the visits of the business's today and tomorrow, earliest first, across midnight in New York", () => {
    // 2026-12-01 23:30 in New York (EST, UTC-5) is 2026-12-02 04:30 UTC.
    const now = Date.parse("2026-12-02T04:30:00Z");
    const visit = (id: string, iso: string) => ({ id, start: Date.parse(iso) });
    const days = todayAndTomorrow(
      [
        visit("tomorrow-evening", "2026-12-02T23:00:00Z"),
        visit("today-morning", "2026-12-01T15:00:00Z"),
        visit("day-after", "2026-12-03T15:00:00Z"),
        visit("yesterday", "2026-11-30T15:00:00Z"),
      ],
      now,
    );
    expect(days.map(({ visit: { id }, day }) => [id, day])).toEqual([
      ["today-morning", "today"],
      ["tomorrow-evening", "tomorrow"],
    ]);
  });

  it("lists the proposals asked to change and the open ones ending within three days, soonest end first", () => {
    const now = Date.parse("2026-12-01T12:00:00Z");
    const row = (id: string, state: ProposalRow["state"], expiresInDays: number | null) =>
      ({
        id,
        state,
        expiresAt: expiresInDays === null ? null : now + expiresInDays * DAY,
        draft: sampleDraft("MD", { name: "Dana Whitfield", email: "dana@example.org" }),
      }) as ProposalRow;
    const listed = proposalsToAnswer(
      [
        row("later", "sent", 10),
        row("changes", "changes", 12),
        row("soon", "viewed", 2),
        row("edge", "sent", 3),
        row("gone", "sent", -1),
        row("signed", "signed", 1),
        row("draft", "draft", null),
      ],
      now,
    );
    expect(listed.map((proposal) => proposal.id)).toEqual(["soon", "edge", "changes"]);
  });
});
