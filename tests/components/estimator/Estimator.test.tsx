// @vitest-environment jsdom
import { MESSAGES, ESTIMATOR_TEXT } from "../../../src/config/text.ts";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { PROJECT_TYPES, ROOM_TYPES, TIMELINES } from "../../../src/config/site.ts";
import Estimator from "../../../src/islands/estimator/Estimator.tsx";
import { ballparkFor, formatBallpark } from "../../../src/lib/pricing/defaultGuide.ts";
import { DEFAULT_PRICING_RATES } from "../../../src/lib/pricing/pricingData.ts";
import type { PricingRates } from "../../../src/schemas/pricing.ts";
import { projectSummary } from "../../../src/lib/estimator/consultation.ts";
import type { EstimateInput } from "../../../src/lib/estimator/estimateForm.ts";
import { RECEIPT_SEPARATOR, receiptTrailer } from "../../../src/schemas/estimate.ts";
import { controlledStream, errorResponse, streamResponse } from "../chat/fakeResponses.ts";

const INPUT: EstimateInput = {
  projectType: "remodel",
  squareFootage: 200,
  roomType: "kitchen",
  timeline: "3-6months",
  scope: "New cabinets, quartz counters, move the sink.",
};
const BALLPARK = ballparkFor(INPUT);
const HEADERS = { "X-Ballpark-Low": String(BALLPARK.low), "X-Ballpark-High": String(BALLPARK.high) };
const { labels } = ESTIMATOR_TEXT;
const SAVED = receiptTrailer({ saved: true, id: "estimate-1" });

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The guide as the page would read it from Firestore; the seeded figures unless a test saves others. */
function setup({ loadRates = async (): Promise<PricingRates> => DEFAULT_PRICING_RATES } = {}) {
  const user = userEvent.setup();
  const getIdToken = vi.fn(async () => "id-token");
  render(<Estimator getIdToken={getIdToken} loadRates={loadRates} />);
  const button = () =>
    screen.getByRole("button", { name: new RegExp(`${ESTIMATOR_TEXT.submit}|${MESSAGES.estimatorGenerating}`) });
  const fill = async (input: Partial<Record<keyof EstimateInput, string>> = {}) => {
    const values = { ...INPUT, squareFootage: String(INPUT.squareFootage), ...input };
    await user.selectOptions(screen.getByLabelText(labels.projectType), values.projectType);
    await user.selectOptions(screen.getByLabelText(labels.roomType), values.roomType);
    await user.selectOptions(screen.getByLabelText(labels.timeline), values.timeline);
    await user.clear(screen.getByLabelText(labels.squareFootage));
    await user.type(screen.getByLabelText(labels.squareFootage), values.squareFootage);
    await user.clear(screen.getByLabelText(labels.scope));
    await user.type(screen.getByLabelText(labels.scope), values.scope);
  };
  const submit = async (input?: Partial<Record<keyof EstimateInput, string>>) => {
    await fill(input);
    await user.click(button());
  };
  return { user, getIdToken, button, fill, submit };
}

describe("Estimator", () => {
  test("idle: every field is labelled, required and offers the spec's options by name", () => {
    const { button } = setup();
    for (const label of Object.values(labels)) expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByLabelText(labels.squareFootage)).toHaveAttribute("type", "number");
    expect(screen.getByLabelText(labels.scope).tagName).toBe("TEXTAREA");
    const optionTexts = (label: string) =>
      within(screen.getByLabelText(label))
        .getAllByRole("option")
        .slice(1)
        .map((option) => [option.getAttribute("value"), option.textContent]);
    expect(optionTexts(labels.projectType)).toEqual(PROJECT_TYPES.map((option) => [option.value, option.label]));
    expect(optionTexts(labels.roomType)).toEqual(ROOM_TYPES.map((option) => [option.value, option.label]));
    expect(optionTexts(labels.timeline)).toEqual(TIMELINES.map((option) => [option.value, option.label]));
    expect(button()).toHaveTextContent(ESTIMATOR_TEXT.submit);
    expect(button()).toBeEnabled();
    expect(screen.queryByTestId("estimate-result")).not.toBeInTheDocument();
  });

  test("the instant ballpark appears as soon as type, room and size are known", async () => {
    const { fill } = setup();
    expect(screen.queryByTestId("ballpark")).not.toBeInTheDocument();
    await fill({ scope: "x" });
    expect(screen.getByTestId("ballpark-range")).toHaveTextContent(formatBallpark(BALLPARK));
  });

  test("the instant ballpark uses the figures the owner saved, once they have arrived", async () => {
    const saved = structuredClone(DEFAULT_PRICING_RATES);
    saved.remodel.kitchen = { ...saved.remodel.kitchen, low: 500, high: 1000 };
    let arrive: (rates: PricingRates) => void = () => {};
    const { fill } = setup({ loadRates: () => new Promise((resolve) => (arrive = resolve)) });
    await fill({ scope: "x" });
    // Not the seeded figures in the meantime: nothing, rather than a range about to change.
    expect(screen.queryByTestId("ballpark")).not.toBeInTheDocument();
    act(() => arrive(saved));
    expect(await screen.findByTestId("ballpark-range")).toHaveTextContent("$100,000 – $200,000");
  });

  test("generating, then result: ballpark at once, AI text streamed, the server's receipt says saved", async () => {
    const stream = controlledStream(HEADERS);
    fetchMock.mockResolvedValueOnce(stream.response);
    const { submit, button, getIdToken } = setup();
    await submit();

    expect(button()).toHaveTextContent(MESSAGES.estimatorGenerating);
    expect(button()).toBeDisabled();
    const result = screen.getByTestId("estimate-result");
    expect(within(result).getByTestId("ballpark-range")).toHaveTextContent(formatBallpark(BALLPARK));
    expect(getIdToken).toHaveBeenCalled();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/estimate");
    expect(JSON.parse(init?.body as string)).toEqual(INPUT);
    expect(init?.headers).toMatchObject({ authorization: "Bearer id-token" });

    await act(async () => stream.push("**Estimated cost:** $70,000"));
    await waitFor(() => expect(screen.getByTestId("ai-estimate")).toHaveTextContent("Estimated cost: $70,000"));
    expect(button()).toBeDisabled();
    expect(screen.queryByRole("link", { name: ESTIMATOR_TEXT.requestConsultation })).not.toBeInTheDocument();

    await act(async () => stream.push(" – $140,000\n\n- Permits\n- Cabinets"));
    await act(async () => stream.push(SAVED));
    await act(async () => stream.end());
    await waitFor(() => expect(screen.getByTestId("estimate-save-status")).toHaveTextContent(ESTIMATOR_TEXT.saved));
    expect(button()).toHaveTextContent(ESTIMATOR_TEXT.submit);
    expect(button()).toBeEnabled();
    expect(
      within(screen.getByTestId("ai-estimate"))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Permits", "Cabinets"]);

    // The receipt is never shown, and the page saves nothing itself: one request, the estimate's.
    expect(screen.getByTestId("ai-estimate").textContent).not.toContain(RECEIPT_SEPARATOR);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const consultation = screen.getByRole("link", { name: ESTIMATOR_TEXT.requestConsultation });
    const href = new URL(consultation.getAttribute("href") ?? "", "https://x.example");
    expect(href.pathname).toBe("/contact");
    expect(href.searchParams.get("message")).toBe(projectSummary(INPUT, BALLPARK));
  });

  test("the print button prints", async () => {
    const print = vi.fn();
    vi.stubGlobal("print", print);
    fetchMock.mockResolvedValueOnce(streamResponse({ chunks: ["Estimate text", SAVED], headers: HEADERS }));
    const { submit, user } = setup();
    await submit();
    await user.click(await screen.findByRole("button", { name: ESTIMATOR_TEXT.print }));
    expect(print).toHaveBeenCalled();
  });

  test.each([
    {
      name: "no AI provider (503)",
      respond: () => Promise.resolve(errorResponse(503, "ai_unavailable")),
      banner: MESSAGES.estimatorUnavailable,
    },
    {
      name: "the provider failed (502)",
      respond: () => Promise.resolve(errorResponse(502, "ai_failed")),
      banner: MESSAGES.estimatorFailure,
    },
    {
      name: "empty content (502 ai_empty)",
      respond: () => Promise.resolve(errorResponse(502, "ai_empty")),
      banner: MESSAGES.estimatorEmpty,
    },
    {
      name: "an empty stream",
      respond: () => Promise.resolve(streamResponse({ chunks: ["  "] })),
      banner: MESSAGES.estimatorEmpty,
    },
    {
      name: "a broken stream",
      respond: () => Promise.resolve(streamResponse({ chunks: ["Estimated", "x"], failAfter: 1 })),
      banner: MESSAGES.estimatorFailure,
    },
    {
      name: "the network is down",
      respond: () => Promise.reject(new TypeError("Failed to fetch")),
      banner: MESSAGES.estimatorFailure,
    },
    {
      name: "the daily cap (429)",
      respond: () =>
        Promise.resolve(
          errorResponse(429, "rate_limited", "You have reached today's limit of estimates. Please try again tomorrow."),
        ),
      banner: "You have reached today's limit of estimates. Please try again tomorrow.",
    },
  ])("error banner: $name", async ({ respond, banner }) => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    fetchMock.mockImplementationOnce(respond);
    const { submit, button } = setup();
    await submit();
    expect(await screen.findByRole("alert")).toHaveTextContent(banner);
    expect(screen.getByTestId("estimate-error")).toHaveTextContent(banner);
    expect(button()).toBeEnabled();
    expect(button()).toHaveTextContent(ESTIMATOR_TEXT.submit);
    expect(screen.queryByTestId("ai-estimate")).not.toBeInTheDocument();
    // The guide's range is still true and still shown.
    expect(within(screen.getByTestId("estimate-result")).getByTestId("ballpark-range")).toHaveTextContent(
      formatBallpark(BALLPARK),
    );
  });

  test.each([
    { name: "the server says it could not save", chunks: ["The AI estimate", receiptTrailer({ saved: false })] },
    { name: "the body ends without a receipt", chunks: ["The AI estimate"] },
  ])(
    "not saved ($name): the estimate stays on screen, the visitor is told, and can still send it",
    async ({ chunks }) => {
      fetchMock.mockResolvedValueOnce(streamResponse({ chunks, headers: HEADERS }));
      const { submit } = setup();
      await submit();
      const status = await screen.findByRole("alert");
      expect(status).toHaveTextContent(ESTIMATOR_TEXT.saveFailed);
      expect(screen.getByTestId("ai-estimate")).toHaveTextContent("The AI estimate");
      expect(screen.getByRole("link", { name: ESTIMATOR_TEXT.requestConsultation })).toBeInTheDocument();
    },
  );

  test("a whitespace-only scope is explained and nothing is sent", async () => {
    const { submit } = setup();
    await submit({ scope: "   " });
    expect(screen.getByText(ESTIMATOR_TEXT.fieldErrors.scope)).toBeInTheDocument();
    expect(screen.getByLabelText(labels.scope)).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test("HTML in the AI text renders inert", async () => {
    fetchMock.mockResolvedValueOnce(
      streamResponse({
        chunks: ['<script>window.hacked=1</script><img src=x onerror="window.hacked=2">'],
        headers: HEADERS,
      }),
    );
    const { submit } = setup();
    await submit();
    const text = await screen.findByText(/<script>window.hacked=1<\/script>/);
    expect(text.closest("[data-testid=ai-estimate]")?.querySelector("script, img")).toBeNull();
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });

  test("the estimate text is never logged when the estimate fails", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(
      streamResponse({ chunks: ["Secret plan text", "x"], failAfter: 1, headers: HEADERS }),
    );
    const { submit } = setup();
    await submit({ scope: "Private scope words" });
    await screen.findByRole("alert");
    expect(JSON.stringify(log.mock.calls)).not.toMatch(/Secret plan text|Private scope words/);
  });
});
