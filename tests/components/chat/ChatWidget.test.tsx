// @vitest-environment jsdom
import { MESSAGES, CHAT_TEXT } from "../../../src/config/text.ts";
import { CONVERSATION_ID_PATTERN } from "../../../src/schemas/api.ts";
import { SITE } from "../../../src/config/site.ts";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import ChatWidget from "../../../src/islands/chat/ChatWidget.tsx";
import type { ChatMessage } from "../../../src/lib/chat/conversation.ts";
import { CONVERSATION_KEY, PANEL_OPEN_KEY } from "../../../src/lib/chat/panelState.ts";
import { controlledStream, errorResponse, streamResponse } from "./fakeResponses.ts";
import { CHAT_TEXT as SPANISH } from "../../../src/config/text/es/chat.ts";
import { chatCardTrailer, type ChatCard } from "../../../src/schemas/chatCard.ts";
import { SENT_ORIGIN_KEY } from "../../../src/lib/leadOrigin/send.ts";
import { visitWhen } from "../../../src/lib/format/visitTime.ts";

function setup() {
  const user = userEvent.setup();
  const view = render(<ChatWidget />);
  const launcher = () => screen.getByRole("button", { name: CHAT_TEXT.launcherLabel });
  const panel = () => screen.getByTestId("chat-panel");
  // Closed, the panel is in the page but hidden from everyone.
  const isOpen = () => !screen.getByTestId("chat-panel").hidden;
  const input = () => screen.getByLabelText(CHAT_TEXT.inputLabel);
  const send = () => screen.getByRole("button", { name: CHAT_TEXT.send });
  const messages = (type?: ChatMessage["type"]) =>
    screen.queryAllByTestId("chat-message").filter((element) => !type || element.dataset.type === type);
  const ask = async (text: string) => {
    await user.type(input(), text);
    await user.click(send());
  };
  const openPanel = async () => {
    await user.click(launcher());
    expect(panel()).toBeVisible();
  };
  return { user, view, launcher, panel, isOpen, input, send, messages, ask, openPanel };
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  sessionStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.chatEarly = undefined;
});

describe("ChatWidget", () => {
  test("the server renders the round button and the panel closed, whatever the storage holds", () => {
    sessionStorage.setItem(PANEL_OPEN_KEY, "1");
    sessionStorage.setItem(CONVERSATION_KEY, JSON.stringify([{ type: "user", content: "Hi", timestamp: 1 }]));
    const html = renderToString(<ChatWidget />);
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain(`aria-label="${CHAT_TEXT.launcherLabel}"`);
    expect(html).toMatch(/<section[^>]*hidden=""[^>]*id="chat-panel"|<section[^>]*id="chat-panel"[^>]*hidden=""/);
    expect(html).not.toContain("data-ready");
  });

  test("closed, then the round button opens the panel with focus in it, and closes it again", async () => {
    const { user, launcher, panel, isOpen, input } = setup();
    await waitFor(() => expect(screen.getByTestId("chat-widget")).toHaveAttribute("data-ready", "true"));
    expect(isOpen()).toBe(false);
    expect(launcher()).toHaveAttribute("aria-expanded", "false");
    expect(launcher()).toHaveAttribute("aria-controls", panel().id);
    expect(panel()).not.toBeVisible();

    await user.click(launcher());
    expect(panel()).toBeVisible();
    expect(launcher()).toHaveAttribute("aria-expanded", "true");
    expect(launcher()).toHaveAttribute("aria-controls", panel().id);
    expect(input()).toHaveFocus();
    expect(screen.getByRole("dialog", { name: CHAT_TEXT.title })).toBe(panel());
    expect(sessionStorage.getItem(PANEL_OPEN_KEY)).toBe("1");

    await user.click(launcher());
    expect(isOpen()).toBe(false);
    expect(launcher()).toHaveAttribute("aria-expanded", "false");
    expect(sessionStorage.getItem(PANEL_OPEN_KEY)).toBeNull();
  });

  test("Escape closes the panel and returns focus to the button; so does the close button", async () => {
    const { user, launcher, panel, isOpen, input, openPanel } = setup();
    await openPanel();
    expect(input()).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(isOpen()).toBe(false);
    expect(launcher()).toHaveFocus();

    await openPanel();
    await user.click(within(panel()).getByRole("button", { name: CHAT_TEXT.closeLabel }));
    expect(isOpen()).toBe(false);
    expect(launcher()).toHaveFocus();
  });

  test("a panel left open on the previous page opens again, without stealing focus", async () => {
    sessionStorage.setItem(PANEL_OPEN_KEY, "1");
    const { panel, input } = setup();
    await waitFor(() => expect(panel()).toBeVisible());
    expect(input()).not.toHaveFocus();
  });

  test.each(["", "   ", "\t  \t"])("an empty or whitespace-only message (%j) is ignored", async (text) => {
    const { user, input, send, messages, openPanel } = setup();
    await openPanel();
    if (text) await user.type(input(), text);
    await user.click(send());
    await user.keyboard("{Enter}");
    expect(fetchMock).not.toHaveBeenCalled();
    expect(messages()).toHaveLength(0);
    expect(screen.queryByText(MESSAGES.chatTyping)).not.toBeInTheDocument();
  });

  test("waiting: typing indicator and disabled send; the reply grows as it streams, then is one bot message", async () => {
    const stream = controlledStream();
    fetchMock.mockResolvedValueOnce(stream.response);
    const { send, messages, ask, input, openPanel } = setup();
    await openPanel();
    await ask("Do you finish basements?");

    expect(messages("user").map((element) => element.textContent)).toEqual([
      `${CHAT_TEXT.you}: Do you finish basements?`,
    ]);
    expect(input()).toHaveValue("");
    expect(screen.getByRole("status")).toHaveTextContent(MESSAGES.chatTyping);
    expect(send()).toBeDisabled();
    expect(messages("bot")).toHaveLength(0);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/chat");
    expect(JSON.parse(init?.body as string)).toEqual({
      messages: [{ role: "user", content: "Do you finish basements?" }],
      conversation: expect.stringMatching(CONVERSATION_ID_PATTERN) as unknown,
    });

    await act(async () => stream.push("Yes, we"));
    await waitFor(() => expect(messages("bot")).toHaveLength(1));
    expect(messages("bot")[0]).toHaveTextContent("Yes, we");
    expect(messages("bot")[0]).toHaveAttribute("data-streaming", "true");
    expect(send()).toBeDisabled();

    await act(async () => stream.push(" finish basements across **VA, MD and DC**."));
    await waitFor(() => expect(messages("bot")[0]).toHaveTextContent("Yes, we finish basements across VA, MD and DC."));

    await act(async () => stream.end());
    await waitFor(() => expect(screen.queryByText(MESSAGES.chatTyping)).not.toBeInTheDocument());
    expect(send()).toBeEnabled();
    expect(messages("bot")).toHaveLength(1);
    expect(messages("bot")[0]).not.toHaveAttribute("data-streaming");
    expect(within(messages("bot")[0]).getByText("VA, MD and DC").tagName).toBe("STRONG");
    // Announced once, when complete.
    expect(screen.getByTestId("chat-announcer")).toHaveAttribute("aria-live", "polite");
    expect(screen.getByTestId("chat-announcer")).toHaveTextContent(
      "Yes, we finish basements across **VA, MD and DC**.",
    );
  });

  test("the prior conversation goes with the next question", async () => {
    fetchMock
      .mockResolvedValueOnce(streamResponse({ chunks: ["We do kitchens."] }))
      .mockResolvedValueOnce(streamResponse({ chunks: ["About 8 weeks."] }));
    const { ask, messages, openPanel } = setup();
    await openPanel();
    await ask("Kitchens?");
    await waitFor(() => expect(messages("bot")).toHaveLength(1));
    await ask("How long?");
    await waitFor(() => expect(messages("bot")).toHaveLength(2));
    expect(JSON.parse(fetchMock.mock.calls[1][1]?.body as string)).toEqual({
      messages: [
        { role: "user", content: "Kitchens?" },
        { role: "assistant", content: "We do kitchens." },
        { role: "user", content: "How long?" },
      ],
      conversation: expect.stringMatching(CONVERSATION_ID_PATTERN) as unknown,
    });
  });

  test.each([
    {
      name: "a provider failure (502)",
      respond: () => Promise.resolve(errorResponse(502, "ai_failed")),
      text: MESSAGES.chatFailure,
    },
    {
      name: "an empty reply (502 ai_empty)",
      respond: () => Promise.resolve(errorResponse(502, "ai_empty")),
      text: MESSAGES.chatFailure,
    },
    {
      name: "a network error",
      respond: () => Promise.reject(new TypeError("Failed to fetch")),
      text: MESSAGES.chatFailure,
    },
    {
      name: "a stream that breaks half-way",
      respond: () => Promise.resolve(streamResponse({ chunks: ["Our kitchens start", "never"], failAfter: 1 })),
      text: MESSAGES.chatFailure,
    },
    {
      name: "no AI provider (503)",
      respond: () => Promise.resolve(errorResponse(503, "ai_unavailable")),
      text: MESSAGES.chatUnavailable,
    },
  ])("failure, $name: no bot message, the error shows and is announced", async ({ respond, text }) => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    fetchMock.mockImplementationOnce(respond);
    const { ask, messages, send, openPanel } = setup();
    await openPanel();
    await ask("What does a kitchen cost?");

    await waitFor(() => expect(messages("error")).toHaveLength(1));
    expect(messages("error")[0]).toHaveTextContent(text);
    expect(messages("bot")).toHaveLength(0);
    expect(screen.queryByText(MESSAGES.chatTyping)).not.toBeInTheDocument();
    expect(send()).toBeEnabled();
    expect(screen.getByTestId("chat-announcer")).toHaveTextContent(text);
  });

  test("the question is never logged on failure", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(errorResponse(502, "ai_failed"));
    const { ask, messages, openPanel } = setup();
    await openPanel();
    await ask("my address is 12 Secret Lane");
    await waitFor(() => expect(messages("error")).toHaveLength(1));
    expect(JSON.stringify(log.mock.calls)).not.toContain("Secret Lane");
  });

  test("a reply with HTML or a script renders inert, as text", async () => {
    const hostile =
      '<img src=x onerror="window.pwned=1"><script>window.pwned=2</script> **bold** <a href="javascript:alert(1)">click</a>';
    fetchMock.mockResolvedValueOnce(streamResponse({ chunks: [hostile] }));
    const { ask, messages, panel, openPanel } = setup();
    await openPanel();
    await ask("Show me HTML");
    await waitFor(() => expect(messages("bot")).toHaveLength(1));

    const reply = messages("bot")[0];
    expect(reply).toHaveTextContent('<img src=x onerror="window.pwned=1"><script>window.pwned=2</script>');
    expect(panel().querySelector("img, script, a, iframe")).toBeNull();
    expect((window as unknown as { pwned?: number }).pwned).toBeUndefined();
  });

  test("the company's own phone and e-mail in a reply are tap-to-call and mail links; no other link is", async () => {
    fetchMock.mockResolvedValueOnce(
      streamResponse({
        chunks: [
          `Please call **${SITE.phone}** or e-mail ${SITE.email}. More at https://other.example.com or (202) 555-0199.`,
        ],
      }),
    );
    const { ask, messages, panel, openPanel } = setup();
    await openPanel();
    await ask("How much is a kitchen?");
    await waitFor(() => expect(messages("bot")).toHaveLength(1));
    const links = within(messages("bot")[0]).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      [SITE.phone, SITE.phoneHref],
      [SITE.email, `mailto:${SITE.email}`],
    ]);
    expect(panel().querySelectorAll("a")).toHaveLength(2);
  });

  test("closing the panel while a reply streams loses nothing: it is there on reopening", async () => {
    const stream = controlledStream();
    fetchMock.mockResolvedValueOnce(stream.response);
    const { user, launcher, ask, messages, isOpen, openPanel } = setup();
    await openPanel();
    await ask("Can you build an addition?");
    await user.keyboard("{Escape}");
    expect(isOpen()).toBe(false);
    await act(async () => {
      stream.push("Yes, additions are one of our specialities.");
      stream.end();
    });
    await user.click(launcher());
    await waitFor(() => expect(messages("bot")).toHaveLength(1));
    expect(messages("bot")[0]).toHaveTextContent("Yes, additions are one of our specialities.");
    expect(screen.queryByText(MESSAGES.chatTyping)).not.toBeInTheDocument();
  });

  test("the conversation is saved and the next page shows it", async () => {
    fetchMock.mockResolvedValueOnce(streamResponse({ chunks: ["Yes, ", "we do."] }));
    const first = setup();
    await first.openPanel();
    await first.ask("Do you do decks?");
    await waitFor(() => expect(first.messages("bot")).toHaveLength(1));
    const stored = JSON.parse(sessionStorage.getItem(CONVERSATION_KEY) ?? "[]") as ChatMessage[];
    expect(stored.map(({ type, content }) => ({ type, content }))).toEqual([
      { type: "user", content: "Do you do decks?" },
      { type: "bot", content: "Yes, we do." },
    ]);

    // A new page: a fresh widget reads the same sessionStorage.
    first.view.unmount();
    const second = setup();
    await waitFor(() => expect(second.isOpen()).toBe(true));
    expect(second.messages().map((element) => element.dataset.type)).toEqual(["user", "bot"]);
    expect(second.messages("bot")[0]).toHaveTextContent("Yes, we do.");
  });

  test("on a Spanish page: its texts in Spanish, the question sent with its language, a failure said in Spanish", async () => {
    const user = userEvent.setup();
    render(<ChatWidget locale="es" />);
    await user.click(screen.getByRole("button", { name: SPANISH.launcherLabel }));
    expect(screen.getByText(SPANISH.greeting)).toBeVisible();
    fetchMock
      .mockResolvedValueOnce(streamResponse({ chunks: ["Sí, remodelamos baños."] }))
      .mockResolvedValueOnce(errorResponse(429, "rate_limited", "Too many chat messages. Please wait 30 seconds."));
    await user.type(screen.getByLabelText(SPANISH.inputLabel), "¿Remodelan baños?");
    await user.click(screen.getByRole("button", { name: SPANISH.send }));
    await waitFor(() =>
      expect(screen.getAllByTestId("chat-message").at(-1)).toHaveTextContent("Sí, remodelamos baños."),
    );
    const [, init] = fetchMock.mock.calls[0];
    expect(JSON.parse(init?.body as string)).toMatchObject({ language: "es" });
    // The server's rate-limit words are English: the Spanish page says its own.
    await user.type(screen.getByLabelText(SPANISH.inputLabel), "¿Y terrazas?");
    await user.click(screen.getByRole("button", { name: SPANISH.send }));
    await waitFor(() => expect(screen.getAllByTestId("chat-message").at(-1)).toHaveTextContent(SPANISH.busy));
  });

  test("a visit to confirm is drawn from the server's card; its yes button answers, once; the booked card links the visit", async () => {
    const confirm: ChatCard = {
      kind: "confirm",
      start: "2026-12-01T14:00:00.000Z",
      end: "2026-12-01T15:00:00.000Z",
      name: "Ana Ruiz",
      phone: "(703) 555-0142",
      email: "ana@example.com",
      street: "12 Oak St",
      zip: "22201",
      projectType: "remodel",
      note: "Damp walls",
    };
    const booked: ChatCard = {
      kind: "booked",
      start: confirm.start,
      end: confirm.end,
      status: "booked",
      manage: "/visit#tok",
    };
    fetchMock
      .mockResolvedValueOnce(streamResponse({ chunks: ["Please check the details.", chatCardTrailer(confirm)] }))
      .mockResolvedValueOnce(streamResponse({ chunks: ["Done.", chatCardTrailer(booked)] }));
    // Where the visitor came from is sent only with the answer that can book.
    sessionStorage.setItem(SENT_ORIGIN_KEY, JSON.stringify({ landing: "/services", referrer: "www.google.com" }));
    const { ask, messages, openPanel, user } = setup();
    await openPanel();
    await ask("Tuesday at 9, my name is Ana Ruiz...");
    const yes = await screen.findByRole("button", { name: CHAT_TEXT.booking.yes });
    // The reply's text without the card's data; the card with every detail, as stored.
    expect(messages("bot")[0]).toHaveTextContent("Please check the details.");
    expect(messages("bot")[0]).not.toHaveTextContent('"kind"');
    const card = within(messages("bot")[0]).getByTestId("chat-visit");
    for (const shown of [
      visitWhen(confirm.start),
      "Ana Ruiz",
      "(703) 555-0142",
      "ana@example.com",
      "12 Oak St, 22201",
      "Remodel",
    ])
      expect(card).toHaveTextContent(shown);

    await user.click(yes);
    await waitFor(() => expect(messages("bot")).toHaveLength(2));
    const first = JSON.parse(fetchMock.mock.calls[0][1]?.body as string) as { origin?: unknown };
    expect(first.origin).toBeUndefined();
    const sent = JSON.parse(fetchMock.mock.calls[1][1]?.body as string) as {
      messages: { role: string }[];
      origin?: unknown;
    };
    expect(sent.origin).toMatchObject({ landing: "/services", page: "/" });
    expect(sent.messages.at(-1)).toEqual({
      role: "user",
      content: CHAT_TEXT.booking.yes,
    });
    // Answered: no yes button any more, on either card.
    expect(screen.queryByRole("button", { name: CHAT_TEXT.booking.yes })).toBeNull();
    const bookedCard = within(messages("bot")[1]).getByTestId("chat-visit");
    expect(bookedCard).toHaveTextContent(CHAT_TEXT.booking.bookedTitle);
    expect(within(bookedCard).getByRole("link", { name: CHAT_TEXT.booking.manage })).toHaveAttribute(
      "href",
      "/visit#tok",
    );
    // The cards are kept for the next page.
    const kept = JSON.parse(sessionStorage.getItem(CONVERSATION_KEY) ?? "[]") as ChatMessage[];
    expect(kept.filter((message) => message.card).map((message) => message.card?.kind)).toEqual(["confirm", "booked"]);
  });
});
