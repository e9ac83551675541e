import { describe, expect, test } from "vitest";
import { visitInvitation, visitsFeed, visitUid } from "../../src/server/booking/invitation.ts";
import type { VisitSnapshot } from "../../src/server/booking/visit.ts";
import { readInvitation } from "../support/invitation.ts";

const visit = (start: string, overrides: Partial<VisitSnapshot> = {}): VisitSnapshot => ({
  visitId: "v123",
  start: Date.parse(start),
  end: Date.parse(start) + 60 * 60_000,
  sequence: 0,
  name: "Morgan Reyes",
  email: "morgan@example.com",
  phone: "(301) 555-0188",
  street: "12 Elm St",
  zip: "22201",
  projectType: "remodel",
  note: "",
  language: "en",
  ...overrides,
});

describe("a visit's invitation, read back with a second iCalendar library", () => {
  // Early and late on each day the clocks change, a winter and a summer day, and a visit across midnight UTC.
  test.each([
    "2026-03-08T12:00:00.000Z",
    "2026-03-08T21:30:00.000Z",
    "2026-11-01T13:00:00.000Z",
    "2026-11-01T22:30:00.000Z",
    "2026-12-01T14:00:00.000Z",
    "2026-07-15T22:30:00.000Z",
    "2027-03-14T13:00:00.000Z",
  ])("a visit at %s carries that instant, in New York time", (start) => {
    const read = readInvitation(visitInvitation(visit(start), false, false));
    expect(read).toMatchObject({
      method: "REQUEST",
      status: "CONFIRMED",
      tzid: "America/New_York",
      start,
      end: new Date(Date.parse(start) + 3_600_000).toISOString(),
      sequence: 0,
      uid: visitUid("v123"),
    });
  });

  test("a move keeps the UID with a higher SEQUENCE; a cancellation is METHOD:CANCEL of the same UID", () => {
    const moved = readInvitation(visitInvitation(visit("2026-12-02T15:00:00Z", { sequence: 1 }), false, true));
    const cancelled = readInvitation(visitInvitation(visit("2026-12-02T15:00:00Z", { sequence: 2 }), true, false));
    expect([moved.uid, moved.sequence, moved.method]).toEqual([visitUid("v123"), 1, "REQUEST"]);
    expect([cancelled.uid, cancelled.sequence, cancelled.method, cancelled.status]).toEqual([
      visitUid("v123"),
      2,
      "CANCEL",
      "CANCELLED",
    ]);
  });

  test("the company organizes it and the visitor attends; the owner's copy names the visitor, the visitor's does not", () => {
    const owners = readInvitation(visitInvitation(visit("2026-12-02T15:00:00Z"), false, true));
    const visitors = readInvitation(visitInvitation(visit("2026-12-02T15:00:00Z"), false, false));
    expect(owners.organizer).toMatch(/^mailto:/i);
    expect(owners.attendees).toEqual([expect.stringMatching(/morgan@example\.com$/i)]);
    expect(owners.summary).toContain("Morgan Reyes");
    expect(visitors.summary).not.toContain("Morgan Reyes");
    expect(visitors.location).toBe("12 Elm St, 22201");
  });

  test("DTSTAMP is UTC, as RFC 5545 requires", () => {
    expect(visitInvitation(visit("2026-12-02T15:00:00Z"), false, false)).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
  });

  test("the subscription feed lists each visit once, by the same UID", () => {
    const text = visitsFeed([visit("2026-12-02T15:00:00Z"), visit("2026-12-03T15:00:00Z", { visitId: "v456" })]);
    expect(text.match(/^UID:/gm)).toHaveLength(2);
    expect(text).toContain(`UID:${visitUid("v456")}`);
    expect(text).toContain("METHOD:PUBLISH");
  });
});
