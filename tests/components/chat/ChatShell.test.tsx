// @vitest-environment jsdom
import { CONVERSATION_ID_PATTERN } from "../../../src/schemas/api.ts";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { CHAT_TEXT, MESSAGES } from "../../../src/config/text.ts";
import ChatWidget from "../../../src/islands/chat/ChatWidget.tsx";
import { CONVERSATION_KEY, PANEL_OPEN_KEY } from "../../../src/lib/chat/panelState.ts";
import { wireChatShell } from "../../../src/lib/chat/shell.ts";
import { controlledStream, errorResponse, streamResponse } from "./fakeResponses.ts";

/**
 * The chat as a visitor meets it: the server's HTML with the page's shell (client:chat)
 * before the widget's code is there, then the widget hydrating over it and taking over.
 */
const fetchMock = vi.fn<typeof fetch>();
let island: HTMLElement;
let root: Root | undefined;
const hydrationErrors = vi.fn();

beforeEach(() => {
  sessionStorage.clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(() => Promise.resolve(streamResponse({ chunks: ["We build ", "decks."] })));
  island = document.createElement("astro-island");
  island.innerHTML = renderToString(<ChatWidget />);
  document.body.append(island);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  island.remove();
  window.chatEarly = undefined;
  hydrationErrors.mockReset();
});

const launcher = () => screen.getByRole("button", { name: CHAT_TEXT.launcherLabel });
const panel = () => screen.getByTestId("chat-panel");
const input = () => screen.getByLabelText<HTMLInputElement>(CHAT_TEXT.inputLabel);

/** The widget's code arrives: React hydrates the server's HTML, as Astro's React client does. */
async function hydrate() {
  await act(async () => {
    root = hydrateRoot(island, <ChatWidget fetchImpl={fetchMock} />, {
      onRecoverableError: hydrationErrors,
    });
  });
  await waitFor(() => expect(screen.getByTestId("chat-widget")).toHaveAttribute("data-ready", "true"));
}

describe("before the widget's code is there", () => {
  test("the round button opens the panel with focus in the question box; Escape and the close button close it", async () => {
    const user = userEvent.setup();
    wireChatShell(island);
    expect(panel()).not.toBeVisible();

    await user.click(launcher());
    expect(panel()).toBeVisible();
    expect(launcher()).toHaveAttribute("aria-expanded", "true");
    expect(input()).toHaveFocus();
    expect(sessionStorage.getItem(PANEL_OPEN_KEY)).toBe("1");

    await user.keyboard("{Escape}");
    expect(panel()).not.toBeVisible();
    expect(launcher()).toHaveFocus();
    expect(sessionStorage.getItem(PANEL_OPEN_KEY)).toBeNull();

    await user.click(launcher());
    await user.click(within(panel()).getByRole("button", { name: CHAT_TEXT.closeLabel }));
    expect(panel()).not.toBeVisible();
    expect(launcher()).toHaveAttribute("aria-expanded", "false");
  });

  test("a panel left open on the previous page is open at once, without taking focus", () => {
    sessionStorage.setItem(PANEL_OPEN_KEY, "1");
    wireChatShell(island);
    expect(panel()).toBeVisible();
    expect(input()).not.toHaveFocus();
  });
});

describe("the first question, before the widget's code is there", () => {
  test("goes out at once from the shell and streams into the panel; the widget takes the reply over, nothing twice", async () => {
    const stream = controlledStream();
    const shellFetch = vi.fn<typeof fetch>().mockResolvedValue(stream.response);
    vi.stubGlobal("fetch", shellFetch);
    const consoleErrors = vi.spyOn(console, "error");
    try {
      const user = userEvent.setup();
      wireChatShell(island);
      await user.click(launcher());
      await user.type(input(), "Do you build decks?{Enter}");
      // Sent by the shell, with the conversation's id, not kept waiting for the widget.
      expect(shellFetch).toHaveBeenCalledTimes(1);
      expect(shellFetch.mock.calls[0][0]).toBe("/api/chat");
      expect(JSON.parse(shellFetch.mock.calls[0][1]?.body as string)).toEqual({
        messages: [{ role: "user", content: "Do you build decks?" }],
        conversation: expect.stringMatching(CONVERSATION_ID_PATTERN) as unknown,
      });
      expect(input()).toHaveValue("");
      const texts = () => screen.getAllByTestId("chat-message").map((message) => message.textContent);
      await act(async () => stream.push("We build "));
      await waitFor(() => expect(texts()).toEqual(["You: Do you build decks?", "Assistant: We build"]));

      // The widget's code arrives in the middle of the reply.
      await hydrate();
      expect(texts()).toEqual(["You: Do you build decks?", "Assistant: We build"]);
      await act(async () => {
        stream.push("decks.[[callback]]");
        stream.end();
      });
      await waitFor(() => expect(texts()).toEqual(["You: Do you build decks?", "Assistant: We build decks."]));
      // The widget asked nothing itself; its reply is the shell's answer, with the hand-off it offers.
      expect(fetchMock).not.toHaveBeenCalled();
      expect(screen.getByRole("button", { name: CHAT_TEXT.handoff.offer })).toBeVisible();
      expect(JSON.parse(sessionStorage.getItem(CONVERSATION_KEY) ?? "[]")).toMatchObject([
        { type: "user", content: "Do you build decks?" },
        { type: "bot", content: "We build decks.[[callback]]" },
      ]);
      expect(hydrationErrors).not.toHaveBeenCalled();
      expect(consoleErrors).not.toHaveBeenCalled();
    } finally {
      consoleErrors.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  test("a reply that ends before the widget arrives is shown by the shell, then kept by the widget", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn<typeof fetch>().mockResolvedValue(streamResponse({ chunks: ["We build ", "decks."] })),
    );
    try {
      const user = userEvent.setup();
      wireChatShell(island);
      await user.click(launcher());
      await user.type(input(), "Do you build decks?{Enter}");
      const texts = () => screen.getAllByTestId("chat-message").map((message) => message.textContent);
      await waitFor(() => expect(texts()).toEqual(["You: Do you build decks?", "Assistant: We build decks."]));
      await hydrate();
      await waitFor(() => expect(texts()).toEqual(["You: Do you build decks?", "Assistant: We build decks."]));
      expect(fetchMock).not.toHaveBeenCalled();
      expect(hydrationErrors).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("the shell's first question, when things go wrong or the visitor goes on", () => {
  test("an error is said by the widget when it takes over, in the widget's words; no empty reply is left", async () => {
    vi.stubGlobal(
      "fetch",
      vi
        .fn<typeof fetch>()
        .mockResolvedValue(errorResponse(503, "ai_unavailable", "The chat assistant is not configured.")),
    );
    try {
      const user = userEvent.setup();
      wireChatShell(island);
      await user.click(launcher());
      await user.type(input(), "Do you build decks?{Enter}");
      await waitFor(() => expect(screen.queryAllByTestId("chat-message").map((m) => m.dataset.type)).toEqual(["user"]));
      await hydrate();
      await waitFor(() =>
        expect(screen.getAllByTestId("chat-message").map((m) => m.textContent)).toEqual([
          "You: Do you build decks?",
          MESSAGES.chatUnavailable,
        ]),
      );
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  test("a second question sent before the widget is there goes out once the first reply has ended, with it", async () => {
    const stream = controlledStream();
    vi.stubGlobal("fetch", vi.fn<typeof fetch>().mockResolvedValue(stream.response));
    try {
      const user = userEvent.setup();
      wireChatShell(island);
      await user.click(launcher());
      await user.type(input(), "Do you build decks?{Enter}");
      await user.type(input(), "And porches?{Enter}");
      expect(input()).toHaveValue("And porches?");
      await hydrate();
      expect(fetchMock).not.toHaveBeenCalled();
      await act(async () => {
        stream.push("We build decks.");
        stream.end();
      });
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      expect(JSON.parse(fetchMock.mock.calls[0][1]?.body as string)).toMatchObject({
        messages: [
          { role: "user", content: "Do you build decks?" },
          { role: "assistant", content: "We build decks." },
          { role: "user", content: "And porches?" },
        ],
      });
      await waitFor(() =>
        expect(screen.getAllByTestId("chat-message").map((m) => m.textContent)).toEqual([
          "You: Do you build decks?",
          "Assistant: We build decks.",
          "You: And porches?",
          "Assistant: We build decks.",
        ]),
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("when the widget takes over", () => {
  test("a question typed and sent before it was there goes out with the earlier conversation, once", async () => {
    sessionStorage.setItem(
      CONVERSATION_KEY,
      JSON.stringify([
        { type: "user", content: "Hi", timestamp: 1 },
        { type: "bot", content: "Hello!", timestamp: 2 },
      ]),
    );
    const user = userEvent.setup();
    wireChatShell(island);
    await user.click(launcher());
    await user.type(input(), "Do you build decks?{Enter}");
    expect(fetchMock).not.toHaveBeenCalled();
    expect(input()).toHaveValue("Do you build decks?");
    // The Send button looks busy meanwhile (a style keyed on the island's attribute).
    expect(island).toHaveAttribute("data-chat-sending-early");
    const writes = vi.spyOn(sessionStorage, "setItem");

    await hydrate();
    expect(island).not.toHaveAttribute("data-chat-sending-early");
    // The kept conversation is never written over with an empty one while the widget takes over.
    expect(
      writes.mock.calls
        .filter(([key]) => key === CONVERSATION_KEY)
        .map(([, value]) => (JSON.parse(value) as unknown[]).length),
    ).not.toContain(0);
    writes.mockRestore();
    expect(screen.getAllByTestId("chat-widget")).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getAllByTestId("chat-message").map((message) => message.textContent)).toEqual([
        "You: Hi",
        "Assistant: Hello!",
        "You: Do you build decks?",
        "Assistant: We build decks.",
      ]),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(fetchMock.mock.calls[0][1]?.body as string)).toEqual({
      messages: [
        { role: "user", content: "Hi" },
        { role: "assistant", content: "Hello!" },
        { role: "user", content: "Do you build decks?" },
      ],
      conversation: expect.stringMatching(CONVERSATION_ID_PATTERN) as unknown,
    });
    expect(input()).toHaveValue("");
    expect(input()).toHaveFocus();
    expect(hydrationErrors).not.toHaveBeenCalled();
  });

  test("text typed but not sent stays in the box, and Send sends it", async () => {
    const user = userEvent.setup();
    wireChatShell(island);
    await user.click(launcher());
    await user.type(input(), "Basement finishing?");

    await hydrate();
    expect(panel()).toBeVisible();
    expect(input()).toHaveValue("Basement finishing?");
    expect(input()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: CHAT_TEXT.send }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(hydrationErrors).not.toHaveBeenCalled();
  });

  test("the call-back link pressed before opens the call-back form", async () => {
    const user = userEvent.setup();
    wireChatShell(island);
    await user.click(launcher());
    await user.click(screen.getByRole("button", { name: CHAT_TEXT.handoff.promptAction }));
    await hydrate();
    expect(await screen.findByRole("form", { name: CHAT_TEXT.handoff.formLabel })).toBeVisible();
  });

  test("after it, each press is answered once, by the widget", async () => {
    const user = userEvent.setup();
    wireChatShell(island);
    await hydrate();
    await user.click(launcher());
    expect(panel()).toBeVisible();
    expect(input()).toHaveFocus();
    await user.click(launcher());
    expect(panel()).not.toBeVisible();
    expect(sessionStorage.getItem(PANEL_OPEN_KEY)).toBeNull();
  });
});
