import { describe, expect, test } from "vitest";
import { ESTIMATOR_TEXT } from "../../src/config/text.ts";
import {
  isDailyCap,
  UNKNOWN,
  verificationNotice,
  verificationReducer,
  type Verification,
  type VerificationAction,
} from "../../src/lib/estimator/verification.ts";

const texts = ESTIMATOR_TEXT.verification;
const run = (...actions: VerificationAction[]): Verification => actions.reduce(verificationReducer, UNKNOWN);

describe("the estimator's e-mail verification offer", () => {
  test.each<[string, VerificationAction[], ReturnType<typeof verificationNotice>]>([
    ["nothing until Firebase has said", [], null],
    ["nothing for a verified account", [{ type: "checked", verified: true }], null],
    [
      "a verified account never sees the cap offer",
      [{ type: "checked", verified: true }, { type: "capReached" }],
      null,
    ],
    [
      "a hint for an unverified one",
      [{ type: "checked", verified: false }],
      { text: texts.hint, action: texts.send, busy: false },
    ],
    [
      "the offer once the unverified cap is reached",
      [{ type: "checked", verified: false }, { type: "capReached" }],
      { text: texts.capReached, action: texts.send, busy: false },
    ],
    [
      "a disabled button while sending",
      [{ type: "checked", verified: false }, { type: "sending" }],
      { text: texts.hint, action: texts.sending, busy: true },
    ],
    [
      "no button once sent, and where to look",
      [{ type: "checked", verified: false }, { type: "capReached" }, { type: "sending" }, { type: "sent" }],
      { text: texts.capReached, busy: false, status: texts.sent },
    ],
    [
      "a failed send can be tried again",
      [{ type: "checked", verified: false }, { type: "sending" }, { type: "sendFailed" }],
      { text: texts.hint, action: texts.send, busy: false, status: texts.failed },
    ],
    [
      "a re-check that is still unverified keeps the offer's progress",
      [{ type: "checked", verified: false }, { type: "sent" }, { type: "checked", verified: false }],
      { text: texts.hint, busy: false, status: texts.sent },
    ],
    [
      "the link clicked meanwhile: the offer goes away",
      [
        { type: "checked", verified: false },
        { type: "capReached" },
        { type: "sent" },
        { type: "checked", verified: true },
      ],
      null,
    ],
  ])("%s", (_name, actions, notice) => {
    expect(verificationNotice(run(...actions))).toEqual(notice);
  });

  test.each([
    [{ kind: "http", status: 429, code: "rate_limited", message: "You have used all 3 estimates for today." }, true],
    [{ kind: "http", status: 503, code: "ai_unavailable", message: "budget" }, false],
    [{ kind: "http", status: 502, code: "ai_failed" }, false],
    [{ kind: "network" }, false],
  ] as const)("a daily cap is a 429 with the server's words: %j", (failure, cap) => {
    expect(isDailyCap(failure)).toBe(cap);
  });
});
