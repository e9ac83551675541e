import { describe, expect, test } from "vitest";
import { ackCounterId } from "../../src/server/leads/ackQuota.ts";
import { normalisedAddress } from "../../src/server/mail/mailbox.ts";

describe("the acknowledgement counter's address", () => {
  test.each([
    ["Jane.Doe@Example.org", "jane.doe@example.org"],
    ["  jane.doe+quotes@example.org ", "jane.doe@example.org"],
    ["J.a.n.e+x@googlemail.com", "jane@gmail.com"],
    ["jane.doe@gmail.com", "janedoe@gmail.com"],
    ["+only@example.org", "@example.org"],
  ])("%j reaches the mailbox %j", (typed, mailbox) => {
    expect(normalisedAddress(typed)).toBe(mailbox);
  });

  test("one counter per mailbox and New York day, named by a hash: the address is not in it", () => {
    const evening = new Date("2026-11-25T23:30:00-05:00");
    const id = ackCounterId("Jane.Doe+1@example.org", evening);
    expect(id).toMatch(/^ack_2026-11-25_[0-9a-f]{64}$/);
    expect(id).not.toMatch(/jane|example/i);
    expect(ackCounterId("jane.doe@EXAMPLE.org", evening)).toBe(id);
    expect(ackCounterId("jane.doe@example.org", new Date("2026-11-26T00:30:00-05:00"))).not.toBe(id);
    expect(ackCounterId("john.doe@example.org", evening)).not.toBe(id);
  });
});
