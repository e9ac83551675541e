/**
 * What a homeowner's own view of a lead holds (never the owner's note), and how
 * /account words and orders it.
 */
import { describe, expect, test } from "vitest";
import { ACCOUNT_TEXT } from "../../src/config/text.ts";
import { estimateFacts, sectionsOf, sentLine, statusWords, visitLine } from "../../src/lib/account/requests.ts";
import { formatAdminDate } from "../../src/lib/format/date.ts";
import { toAccountLead } from "../../src/lib/firebase/decode.ts";
import { accountLeadOf } from "../../src/schemas/accountLead.ts";

describe("accountLeadOf", () => {
  test("a contact lead: their own words and their address, lowercased; nothing the owner adds", () => {
    const view = accountLeadOf("contact", {
      name: "Ann",
      email: " Ann.Lee@Example.com ",
      phone: "(703) 555-0100",
      message: "A new deck, please.",
      note: "Owner's note",
      status: "won",
      origin: { landing: "/" },
    });
    expect(view).toEqual({ kind: "contact", email: "ann.lee@example.com", uid: null, message: "A new deck, please." });
  });

  test("an estimate: the account, the four choices, the ballpark and the AI's text", () => {
    const view = accountLeadOf("estimate", {
      userId: "u1",
      email: "u1@example.com",
      projectType: "remodel",
      roomType: "kitchen",
      squareFootage: 200,
      timeline: "asap",
      scope: "New cabinets",
      ballparkLow: 20000,
      ballparkHigh: 40000,
      result: "About $20,000 to $40,000.",
    });
    expect(view).toMatchObject({
      kind: "estimate",
      uid: "u1",
      message: "",
      ballparkLow: 20000,
      result: "About $20,000 to $40,000.",
    });
    expect(view).not.toHaveProperty("scope");
  });
});

describe("/account's sections", () => {
  const lead = (id: string, data: Record<string, unknown>) => toAccountLead(id, data);
  test("each kind in its section, newest first, with the status in the homeowner's words", () => {
    const leads = [
      lead("a", { kind: "contact", status: "new", timestamp: 1 }),
      lead("b", { kind: "chat", status: "contacted", timestamp: 3 }),
      lead("c", {
        kind: "estimate",
        status: "quoted",
        timestamp: 2,
        ballparkLow: 5000,
        ballparkHigh: 9000,
        projectType: "remodel",
      }),
      lead("d", {
        kind: "booking",
        status: "new",
        timestamp: 4,
        visitStart: Date.UTC(2026, 11, 1, 15),
        visitStatus: "cancelled",
      }),
    ];
    const { estimates, requests, visits } = sectionsOf(leads);
    expect(requests.map((item) => [item.id, statusWords(item)])).toEqual([
      ["b", ACCOUNT_TEXT.status.contacted],
      ["a", ACCOUNT_TEXT.status.new],
    ]);
    expect(estimateFacts(estimates[0])).toEqual({ choices: "Remodel", ballpark: "$5,000 – $9,000" });
    expect(visitLine(visits[0])).toBe(ACCOUNT_TEXT.visitCancelled("Tuesday, December 1, 2026 at 10:00 AM"));
    expect(ACCOUNT_TEXT.status.new).toBe("We received it");
    expect(ACCOUNT_TEXT.status.contacted).toBe("We are in touch");
  });

  test("what this account sent says so; anything else is marked as sent with the address (anyone can type it)", () => {
    const at = Date.UTC(2026, 10, 3, 21);
    const own = lead("e", { kind: "estimate", uid: "alice", timestamp: at });
    const typed = lead("m", { kind: "contact", uid: null, timestamp: at });
    const otherAccount = lead("o", { kind: "estimate", uid: "mallory", timestamp: at });
    expect(sentLine(own, "alice")).toBe(ACCOUNT_TEXT.sent(formatAdminDate(at)));
    expect(sentLine(typed, "alice")).toBe(ACCOUNT_TEXT.sentWithAddress(formatAdminDate(at)));
    expect(sentLine(otherAccount, "alice")).toBe(ACCOUNT_TEXT.sentWithAddress(formatAdminDate(at)));
  });
});
