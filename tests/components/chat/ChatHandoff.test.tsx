// @vitest-environment jsdom
import { MESSAGES, CHAT_TEXT } from "../../../src/config/text.ts";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, test, vi } from "vitest";
import ChatWidget from "../../../src/islands/chat/ChatWidget.tsx";
import { CHAT_HANDOFF_MARKER } from "../../../src/schemas/api.ts";
import type { Locale } from "../../../src/config/i18n.ts";
import { CHAT_TEXTS } from "../../../src/islands/chat/chatText.ts";
import { CONTACT_TEXTS } from "../../../src/lib/contact/contactText.ts";
import { controlledStream, errorResponse, streamResponse } from "./fakeResponses.ts";

const TEXT = CHAT_TEXT.handoff;
const OFFER = "Happy to set that up. Leave your details below and we will call you.";

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  sessionStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  return () => vi.unstubAllGlobals();
});

async function openChat(locale: Locale = "en") {
  const user = userEvent.setup();
  render(<ChatWidget locale={locale} />);
  await user.click(screen.getByRole("button", { name: CHAT_TEXTS[locale].launcherLabel }));
  const ask = async (text: string) => {
    await user.type(screen.getByLabelText(CHAT_TEXT.inputLabel), text);
    await user.click(screen.getByRole("button", { name: CHAT_TEXT.send }));
  };
  const bots = () => screen.queryAllByTestId("chat-message").filter((element) => element.dataset.type === "bot");
  const form = () => screen.getByRole("form", { name: TEXT.formLabel });
  return { user, ask, bots, form };
}

const contactCalls = () => fetchMock.mock.calls.filter(([url]) => url === "/api/contact");

describe("the chat's call-back form", () => {
  test("a reply that offers it hides the marker, even mid-stream, and shows the offer under it", async () => {
    const stream = controlledStream();
    fetchMock.mockResolvedValueOnce(stream.response);
    const { ask, bots } = await openChat();
    await ask("Can someone call me back about a deck?");
    await act(async () => stream.push(`${OFFER}\n[[call`));
    await waitFor(() => expect(bots()).toHaveLength(1));
    expect(bots()[0].textContent).not.toContain("[[");
    // Not offered while the reply is still arriving.
    expect(screen.queryByRole("button", { name: TEXT.offer })).not.toBeInTheDocument();

    await act(async () => {
      stream.push("back]]");
      stream.end();
    });
    await waitFor(() => expect(screen.getByRole("button", { name: TEXT.offer })).toBeVisible());
    expect(bots()[0]).toHaveTextContent(OFFER);
    expect(bots()[0].textContent).not.toContain(CHAT_HANDOFF_MARKER);
    expect(screen.getByTestId("chat-announcer").textContent).toBe(OFFER);
  });

  test("a reply without the marker offers nothing beyond the link that is always there", async () => {
    fetchMock.mockResolvedValueOnce(streamResponse({ chunks: ["We build decks."] }));
    const { ask, bots } = await openChat();
    await ask("Do you build decks?");
    await waitFor(() => expect(bots()).toHaveLength(1));
    expect(screen.queryByRole("button", { name: TEXT.offer })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: TEXT.promptAction })).toBeVisible();
  });

  test("filled and sent: a chat lead with the conversation's turns, then thanks by name and focus back in the chat", async () => {
    fetchMock.mockResolvedValueOnce(streamResponse({ chunks: [`${OFFER}\n${CHAT_HANDOFF_MARKER}`] }));
    const { user, ask, bots, form } = await openChat();
    await ask("Please call me about a basement");
    await user.click(await screen.findByRole("button", { name: TEXT.offer }));

    const name = await screen.findByLabelText(TEXT.labels.name);
    expect(name).toHaveFocus();
    expect(form()).toHaveAccessibleDescription(TEXT.intro);

    // Nothing typed: each problem beside its field, focus on the first.
    await user.click(within(form()).getByRole("button", { name: TEXT.submit }));
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription("Please enter your name.");
    expect(screen.getByLabelText(TEXT.labels.phone)).toHaveAccessibleDescription(TEXT.reachRequired);
    expect(contactCalls()).toHaveLength(0);

    fetchMock.mockResolvedValueOnce(Response.json({ id: "lead-9" }, { status: 201 }));
    await user.type(name, "Dana Reyes");
    await user.type(screen.getByLabelText(TEXT.labels.phone), "(301) 555-0142");
    await user.type(screen.getByLabelText(TEXT.labels.note), "Evenings are best");
    await user.click(within(form()).getByRole("button", { name: TEXT.submit }));

    await waitFor(() => expect(screen.queryByRole("form", { name: TEXT.formLabel })).not.toBeInTheDocument());
    const [, init] = contactCalls()[0];
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("content-type")).toBe("application/json");
    const body = JSON.parse(init?.body as string) as Record<string, unknown>;
    expect(body).toMatchObject({
      source: "chat",
      name: "Dana Reyes",
      phone: "(301) 555-0142",
      email: "",
      note: "Evenings are best",
      website: "",
      transcript: [
        { role: "user", content: "Please call me about a basement" },
        { role: "assistant", content: OFFER },
      ],
    });
    expect(body.elapsedMs).toEqual(expect.any(Number));

    const thanks = TEXT.sent("Dana Reyes");
    expect(bots().at(-1)).toHaveTextContent(thanks);
    expect(screen.getByTestId("chat-announcer")).toHaveTextContent(thanks);
    expect(screen.getByLabelText(CHAT_TEXT.inputLabel)).toHaveFocus();
    // Offered once: the thanks is the last word now.
    expect(screen.queryByRole("button", { name: TEXT.offer })).not.toBeInTheDocument();
  });

  test("on a Spanish page: the form refuses in Spanish, says a failure in Spanish and sends the lead as Spanish", async () => {
    const T = CHAT_TEXTS.es.handoff;
    const { form: contact, fields } = CONTACT_TEXTS.es;
    const { user } = await openChat("es");
    await user.click(screen.getByRole("button", { name: CHAT_TEXTS.es.handoff.promptAction }));
    const form = () => screen.getByRole("form", { name: T.formLabel });
    expect(screen.getByTestId("handoff-book")).toHaveAttribute("href", "/es/reservar");
    await user.click(within(form()).getByRole("button", { name: T.submit }));
    expect(await screen.findByLabelText(T.labels.name)).toHaveAccessibleDescription(fields.name);
    expect(screen.getByLabelText(T.labels.phone)).toHaveAccessibleDescription(T.reachRequired);

    await user.type(screen.getByLabelText(T.labels.name), "Ana");
    await user.type(screen.getByLabelText(T.labels.phone), "12");
    await user.click(within(form()).getByRole("button", { name: T.submit }));
    expect(screen.getByLabelText(T.labels.phone)).toHaveAccessibleDescription(fields.phone);

    await user.clear(screen.getByLabelText(T.labels.phone));
    await user.type(screen.getByLabelText(T.labels.phone), "(301) 555-0142");
    fetchMock.mockResolvedValueOnce(errorResponse(503, "unavailable"));
    await user.click(within(form()).getByRole("button", { name: T.submit }));
    expect(await within(form()).findByRole("alert")).toHaveTextContent(contact.failure);

    fetchMock.mockResolvedValueOnce(Response.json({ id: "lead-es" }, { status: 201 }));
    await user.click(within(form()).getByRole("button", { name: T.submit }));
    await waitFor(() => expect(screen.queryByRole("form", { name: T.formLabel })).not.toBeInTheDocument());
    expect(JSON.parse(contactCalls()[1][1]?.body as string)).toMatchObject({ name: "Ana", language: "es" });
  });

  test("a failed send says so in the form and keeps every typed character; the retry goes through", async () => {
    const { user, form } = await openChat();
    await user.click(screen.getByRole("button", { name: TEXT.promptAction }));
    await user.type(await screen.findByLabelText(TEXT.labels.name), "Lee");
    await user.type(screen.getByLabelText(TEXT.labels.email), "lee@example.com");

    fetchMock.mockResolvedValueOnce(errorResponse(503, "unavailable"));
    await user.click(within(form()).getByRole("button", { name: TEXT.submit }));
    expect(await within(form()).findByRole("alert")).toHaveTextContent(MESSAGES.contactFailure);
    expect(screen.getByLabelText(TEXT.labels.name)).toHaveValue("Lee");
    expect(screen.getByLabelText(TEXT.labels.email)).toHaveValue("lee@example.com");

    fetchMock.mockResolvedValueOnce(Response.json({ id: "lead-10" }, { status: 201 }));
    await user.click(within(form()).getByRole("button", { name: TEXT.submit }));
    await waitFor(() => expect(screen.queryByRole("form", { name: TEXT.formLabel })).not.toBeInTheDocument());
    expect(contactCalls()).toHaveLength(2);
    // A visitor who has said nothing yet sends an empty transcript, not an invented one.
    expect(JSON.parse(contactCalls()[1][1]?.body as string)).toMatchObject({
      transcript: [],
      email: "lee@example.com",
    });
  });

  test("Cancel closes the form and returns focus to the question box, sending nothing", async () => {
    const { user } = await openChat();
    await user.click(screen.getByRole("button", { name: TEXT.promptAction }));
    await user.type(await screen.findByLabelText(TEXT.labels.name), "Sam");
    await user.click(screen.getByRole("button", { name: TEXT.cancel }));
    expect(screen.queryByRole("form", { name: TEXT.formLabel })).not.toBeInTheDocument();
    expect(screen.getByLabelText(CHAT_TEXT.inputLabel)).toHaveFocus();
    expect(contactCalls()).toHaveLength(0);
  });
});
