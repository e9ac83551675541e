import { describe, expect, test } from "vitest";
import { handoffTranscript, offersHandoff, visibleReply } from "../../src/lib/chat/handoff.ts";
import type { ChatMessage } from "../../src/lib/chat/conversation.ts";
import { CHAT_HANDOFF_MARKER } from "../../src/schemas/api.ts";
import { HANDOFF_LIMITS } from "../../src/schemas/bounds.ts";

const M = CHAT_HANDOFF_MARKER;

describe("visibleReply", () => {
  test.each([
    [`Leave your details below.\n${M}`, "Leave your details below."],
    [`Leave your details below. ${M}  `, "Leave your details below."],
    [`${M}\nLeave your details.`, "\nLeave your details."],
    ["No marker here.", "No marker here."],
    ["A [[link]] that is not ours stays.", "A [[link]] that is not ours stays."],
  ])("%j reads %j", (reply, visible) => {
    expect(visibleReply(reply)).toBe(visible);
  });

  test.each(["[", "[[", "[[call", "[[callback]"])("mid-stream, a half-arrived marker %j is held back", (part) => {
    expect(visibleReply(`Sure.\n${part}`, true)).toBe("Sure.");
    // Finished, whatever the model wrote stays (it was not our marker after all).
    expect(visibleReply(`Sure.\n${part}`)).toBe(`Sure.\n${part}`);
  });

  test("offersHandoff finds the marker anywhere", () => {
    expect(offersHandoff(`Sure. ${M}`)).toBe(true);
    expect(offersHandoff("Sure. [[callback]")).toBe(false);
  });
});

describe("handoffTranscript", () => {
  const at = (type: ChatMessage["type"], content: string, timestamp = 1): ChatMessage => ({ type, content, timestamp });

  test("the conversation as turns, error notices left out and markers removed", () => {
    expect(
      handoffTranscript([
        at("user", "Hi"),
        at("error", "Something went wrong"),
        at("user", "Call me back?"),
        at("bot", `Sure, leave your details.\n${M}`),
      ]),
    ).toEqual([
      { role: "user", content: "Hi" },
      { role: "user", content: "Call me back?" },
      { role: "assistant", content: "Sure, leave your details." },
    ]);
  });

  test(`only the last ${HANDOFF_LIMITS.transcriptTurns} turns, each cut to ${HANDOFF_LIMITS.turnChars} characters`, () => {
    const messages = Array.from({ length: 15 }, (_, index) => at(index % 2 ? "bot" : "user", `turn ${index}`));
    messages.push(at("user", "x".repeat(5000)));
    const turns = handoffTranscript(messages);
    expect(turns).toHaveLength(HANDOFF_LIMITS.transcriptTurns);
    expect(turns[0].content).toBe("turn 6");
    expect(turns.at(-1)?.content).toHaveLength(HANDOFF_LIMITS.turnChars);
    expect(turns.at(-1)?.content.endsWith("…")).toBe(true);
  });
});
