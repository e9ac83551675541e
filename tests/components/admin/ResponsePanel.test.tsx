// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test, vi } from "vitest";
import { ADMIN_TEXT } from "../../../src/config/text.ts";
import ResponsePanel from "../../../src/islands/admin/ResponsePanel.tsx";
import { summarise } from "../../../src/lib/leads/stats.ts";

const T = ADMIN_TEXT.responsePanel;
const P = T.proposals;
const today = "2026-12-02";
const summary = summarise(
  new Map<string, Record<string, unknown>>([
    [
      today,
      {
        received: { ads: 6, search: 2 },
        answered: 6,
        within: { m5: 4, h1: 6, d1: 6 },
        buckets: { "4": 6 },
        won: { ads: 2 },
      },
    ],
    ["2026-10-01", { received: { directory: 10 }, answered: 1, buckets: { "12": 1 }, lost: { directory: 3 } }],
  ]),
  today,
  Date.UTC(2026, 11, 2, 15),
);
const api = (value: typeof summary | null) => ({ leadStats: vi.fn(async () => value) });

describe("/admin: how fast you answer", () => {
  test("the last 30 days first: leads, the median answer, the shares, the weeks and won and lost by source", async () => {
    render(<ResponsePanel api={api(summary)} proposals={null} />);
    const panel = screen.getByTestId("response-panel");
    await within(panel).findByText(T.within5m);
    const figure = async (label: string) =>
      Promise.resolve(
        within(panel)
          .getAllByRole("term")
          .find((term) => term.textContent === label)?.nextElementSibling?.textContent,
      );
    expect(await figure(T.leads)).toBe("8");
    expect(await figure(T.within5m)).toBe("50%");
    expect(await figure(T.within1h)).toBe("75%");
    expect(await figure(T.notYet)).toBe("2");
    expect(await figure(T.median)).toMatch(/^[345] min$/);
    expect(within(panel).getByRole("button", { name: T.windows(30) })).toHaveAttribute("aria-pressed", "true");
    expect(within(panel).getByRole("img", { name: /Week of Nov 30: Paid ads 6, Search 2/ })).toBeInTheDocument();
    const ads = within(panel).getByRole("rowheader", { name: "Paid ads" }).closest("tr")!;
    expect(
      within(ads)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["6", "2", "0"]);
  });

  test("90 days take the older leads in", async () => {
    render(<ResponsePanel api={api(summary)} proposals={null} />);
    await userEvent.click(await screen.findByRole("button", { name: T.windows(90) }));
    const panel = screen.getByTestId("response-panel");
    const leads = within(panel)
      .getAllByRole("term")
      .find((term) => term.textContent === T.leads);
    expect(leads?.nextElementSibling).toHaveTextContent("18");
    expect(within(panel).getByRole("rowheader", { name: "Directory" })).toBeInTheDocument();
  });

  test("before the first summary it says when the figures appear; a failed read is only logged", async () => {
    render(<ResponsePanel api={api(null)} proposals={null} />);
    expect(await screen.findByText(T.waiting)).toBeInTheDocument();
  });

  test("the proposals: sent to signed and the median wait, whatever the leads' summary", async () => {
    const sentAt = Date.UTC(2026, 10, 2, 15);
    const signed = (hours: number) => ({
      state: "signed" as const,
      sentAt,
      signed: { signedAt: sentAt + hours * 3_600_000 },
    });
    const proposals = [
      signed(3),
      { ...signed(60), state: "paid" as const },
      signed(5),
      { state: "declined" as const, sentAt, signed: null },
      { state: "draft" as const, sentAt: null, signed: null },
    ];
    render(<ResponsePanel api={api(null)} proposals={proposals} />);
    const panel = screen.getByTestId("response-panel");
    await within(panel).findByText(T.waiting);
    const figure = (label: string) => within(panel).getByText(label).nextElementSibling?.textContent;
    expect(within(panel).getByRole("heading", { name: P.heading })).toBeInTheDocument();
    expect(figure(P.signedLabel)).toBe("3 of 4 (75%)");
    expect(figure(P.medianLabel)).toBe("5 hours");
    expect(within(panel).getByText(/^Of the 50 latest proposals/)).toBeInTheDocument();
  });

  test("with no proposal sent it says so, and none signed shows no median", async () => {
    const { rerender } = render(
      <ResponsePanel api={api(null)} proposals={[{ state: "draft", sentAt: null, signed: null }]} />,
    );
    expect(await screen.findByText(P.none)).toBeInTheDocument();
    expect(screen.queryByText(P.signedLabel)).not.toBeInTheDocument();
    rerender(<ResponsePanel api={api(null)} proposals={[{ state: "viewed", sentAt: 1, signed: null }]} />);
    expect(screen.getByText(P.signedLabel).nextElementSibling).toHaveTextContent("0 of 1 (0%)");
    expect(screen.getByText(P.medianLabel).nextElementSibling).toHaveTextContent(P.noSignature);
  });
});
