// @vitest-environment jsdom
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { CHANGE_ORDER_TEXT } from "../../../src/config/text/changeOrder.ts";
import { PROPOSAL_TEXT } from "../../../src/config/text/proposal.ts";
import ChangeOrderPage from "../../../src/islands/proposal/ChangeOrderPage.tsx";
import type { changeOrderAction } from "../../../src/lib/api-client/changeOrder.ts";
import { formatCents } from "../../../src/lib/format/money.ts";
import { changeOrderDocument, type ChangeOrderView } from "../../../src/lib/proposal/changeOrder.ts";
import { contractorTerms } from "../../../src/lib/proposal/contractor.ts";
import { longDay, longInstant } from "../../../src/lib/proposal/display.ts";
import { proposalTotals } from "../../../src/lib/proposal/money.ts";
import type { ChangeOrderDraft } from "../../../src/schemas/changeOrder.ts";
import type { ChangeOrderState } from "../../../src/schemas/proposalRules.ts";
import { sampleDraft, SIGNATURE_PNG } from "../../support/proposals.ts";

// jsdom draws nothing: the pad only has to exist, and the typed-name signature comes out as a PNG.
vi.mock("signature_pad", () => ({
  default: class {
    addEventListener() {}
    clear() {}
    off() {}
  },
}));

const T = CHANGE_ORDER_TEXT.page;
const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde";
const contractDraft = sampleDraft("MD", { name: "Dana Whitfield", email: "dana@example.org" });
const laterDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const draft: ChangeOrderDraft = {
  title: "Pantry cabinet, vinyl floor",
  reason: "The homeowner asked for a pantry cabinet, and for vinyl plank in place of the porcelain tile.",
  items: [
    {
      id: "pantry",
      description: "Maple pantry cabinet, installed",
      quantity: 1,
      unit: "each",
      unitCents: 285_000,
      credit: false,
    },
    {
      id: "vinyl",
      description: "Luxury vinyl plank floor",
      quantity: 180,
      unit: "sq ft",
      unitCents: 650,
      credit: false,
    },
    { id: "tile", description: "Porcelain floor tile", quantity: 180, unit: "sq ft", unitCents: 1_450, credit: true },
  ],
  completionDate: laterDay(contractDraft.completionDate, 7),
};

const document = changeOrderDocument({
  changeOrderId: "co1",
  number: 1,
  proposalId: "p1",
  jurisdiction: "MD",
  contractor: contractorTerms("MD"),
  client: contractDraft.client,
  contract: { title: contractDraft.title, signedAt: "2026-12-02T15:00:00.000Z", documentHash: "c".repeat(64) },
  previousTotalCents: proposalTotals(contractDraft).totalCents,
  previousCompletionDate: contractDraft.completionDate,
  draft,
});

function view(state: ChangeOrderState, change: Partial<ChangeOrderView> = {}): ChangeOrderView {
  return {
    id: "co1",
    state,
    document,
    contractorSignature: { name: "Olivia Owner", signedAt: "2026-12-10T15:00:00.000Z" },
    expiresAt: new Date(Date.now() + 20 * 86_400_000).toISOString(),
    signed: null,
    ...change,
  };
}

const signedView = () =>
  view("signed", {
    expiresAt: null,
    signed: { name: "Dana Whitfield", signedAt: "2026-12-11T15:00:00.000Z", documentHash: "d".repeat(64) },
  });

const answering = (...views: ChangeOrderView[]) => {
  const act = vi.fn<typeof changeOrderAction>();
  for (const next of views) act.mockResolvedValueOnce({ kind: "changeOrder", changeOrder: next });
  return act;
};

beforeEach(() => window.history.replaceState(null, "", `/change-order#${TOKEN}`));
afterEach(() => window.history.replaceState(null, "", "/"));

describe("/change-order: the homeowner's page", () => {
  test("reads the link's change order: its lines, a credit below zero, the new price and the later completion", async () => {
    const act = answering(view("viewed"));
    render(<ChangeOrderPage act={act} />);
    expect(await screen.findByRole("heading", { name: T.heading(1, draft.title) })).toBeInTheDocument();
    expect(act).toHaveBeenCalledWith({ action: "view", token: TOKEN });
    expect(screen.getByTestId("change-order-state")).toHaveTextContent(T.states.viewed);
    expect(
      screen.getByText(T.contract(contractDraft.title, longInstant("2026-12-02T15:00:00.000Z"))),
    ).toBeInTheDocument();
    expect(screen.getByText(draft.reason)).toBeInTheDocument();

    const rows = within(screen.getByRole("table")).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent("Maple pantry cabinet, installed");
    expect(rows[0]).toHaveTextContent(formatCents(285_000));
    expect(rows[1]).toHaveTextContent(T.each("180", "sq ft", formatCents(650)));
    expect(rows[1]).toHaveTextContent(formatCents(117_000));
    expect(rows[2]).toHaveTextContent(T.credit);
    expect(rows[2]).toHaveTextContent(formatCents(-261_000));
    expect(rows[0]).not.toHaveTextContent(T.credit);

    // 2,850 + 1,170 − 2,610: the price rises by 1,410.
    expect(screen.getByTestId("change-order-change")).toHaveTextContent("+$1,410.00");
    expect(screen.getByText(formatCents(document.previousTotalCents))).toBeInTheDocument();
    expect(screen.getByTestId("change-order-new-total")).toHaveTextContent(
      formatCents(document.previousTotalCents + 141_000),
    );
    expect(
      screen.getByText(T.completionMoves(longDay(contractDraft.completionDate), longDay(draft.completionDate))),
    ).toBeInTheDocument();
    for (const term of document.terms) expect(screen.getByRole("heading", { name: term.title })).toBeInTheDocument();
    expect(
      screen.getByText(T.contractorSigned("Olivia Owner", longInstant("2026-12-10T15:00:00.000Z"))),
    ).toBeInTheDocument();
  });

  test("a completion date the change keeps is said to stay", async () => {
    const keeps = changeOrderDocument({
      ...document,
      changeOrderId: "co2",
      number: 2,
      previousTotalCents: document.newTotalCents,
      previousCompletionDate: document.completionDate,
      draft: { ...draft, completionDate: "" },
    });
    render(<ChangeOrderPage act={answering(view("sent", { document: keeps }))} />);
    expect(await screen.findByText(T.completionStays(longDay(document.completionDate)))).toBeInTheDocument();
  });

  test("signing the way the contract was: consent, name, signature; the page then shows the signed record", async () => {
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue({
      scale() {},
      drawImage() {},
      fillText() {},
    } as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, "toDataURL").mockReturnValue(SIGNATURE_PNG);
    const user = userEvent.setup();
    const act = answering(view("viewed"), signedView());
    render(<ChangeOrderPage act={act} />);
    await user.click(await screen.findByRole("button", { name: T.sign }));
    const submit = screen.getByRole("button", { name: T.submitSign(formatCents(document.newTotalCents)) });
    expect(screen.queryByLabelText(PROPOSAL_TEXT.page.initials)).not.toBeInTheDocument();

    await user.click(submit);
    expect(screen.getByText(PROPOSAL_TEXT.errors.consent)).toBeInTheDocument();
    expect(act).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole("checkbox", { name: new RegExp(PROPOSAL_TEXT.page.consent) }));
    await user.type(screen.getByLabelText(PROPOSAL_TEXT.page.name), "  Dana Whitfield ");
    await user.click(screen.getByRole("button", { name: PROPOSAL_TEXT.page.typedSignature }));
    await user.click(submit);
    await waitFor(() =>
      expect(act).toHaveBeenLastCalledWith({
        action: "sign",
        token: TOKEN,
        name: "Dana Whitfield",
        signature: SIGNATURE_PNG,
        consent: true,
      }),
    );
    expect(await screen.findByText("d".repeat(64))).toBeInTheDocument();
    expect(screen.getByTestId("change-order-state")).toHaveTextContent(T.states.signed);
    expect(screen.queryByRole("button", { name: T.sign })).not.toBeInTheDocument();
  });

  test("declining asks first; no keeps it open, yes declines with nothing left to answer", async () => {
    const user = userEvent.setup();
    const act = answering(view("viewed"), view("declined", { expiresAt: null }));
    const confirm = vi.fn<(question: string) => boolean>().mockReturnValueOnce(false).mockReturnValueOnce(true);
    render(<ChangeOrderPage act={act} confirm={confirm} />);
    await user.click(await screen.findByRole("button", { name: T.decline }));
    expect(confirm).toHaveBeenCalledWith(T.declineConfirm);
    expect(act).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole("button", { name: T.decline }));
    await waitFor(() => expect(act).toHaveBeenLastCalledWith({ action: "decline", token: TOKEN }));
    expect(await screen.findByText(T.declined)).toBeInTheDocument();
    expect(screen.getByTestId("change-order-state")).toHaveTextContent(T.states.declined);
    expect(screen.queryByRole("button", { name: T.sign })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: T.decline })).not.toBeInTheDocument();
  });

  test("a signed change order reads only: who signed, the fingerprint, the PDF to download", async () => {
    const user = userEvent.setup();
    const download = vi.fn(() => Promise.resolve(new Blob(["%PDF"], { type: "application/pdf" })));
    URL.createObjectURL = vi.fn(() => "blob:pdf");
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    render(<ChangeOrderPage act={answering(signedView())} download={download} />);
    expect(await screen.findByText("d".repeat(64))).toHaveClass("font-mono");
    expect(screen.getByText(T.signed("Dana Whitfield", longInstant("2026-12-11T15:00:00.000Z")))).toBeInTheDocument();
    expect(screen.getByTestId("change-order-new-total")).toHaveTextContent(formatCents(document.newTotalCents));
    expect(screen.queryByRole("button", { name: T.sign })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: T.download }));
    await waitFor(() => expect(saved).toEqual(["signed-change-order-1.pdf"]));
    expect(download).toHaveBeenCalledWith(TOKEN);
  });

  test("an open change order past its link's time shows expired, with nothing to answer", async () => {
    render(<ChangeOrderPage act={answering(view("viewed", { expiresAt: "2020-01-01T00:00:00.000Z" }))} />);
    expect(await screen.findByText(CHANGE_ORDER_TEXT.api.linkExpired)).toBeInTheDocument();
    expect(screen.getByTestId("change-order-state")).toHaveTextContent(T.states.expired);
    expect(screen.queryByRole("button", { name: T.sign })).not.toBeInTheDocument();
  });

  test("a refused link says why instead of a change order; a page without a link asks for the e-mail's", async () => {
    const act = vi.fn<typeof changeOrderAction>().mockResolvedValue({
      kind: "refused",
      code: "proposal_revised",
      message: CHANGE_ORDER_TEXT.api.revised,
    });
    const { unmount } = render(<ChangeOrderPage act={act} />);
    expect(await screen.findByRole("alert")).toHaveTextContent(CHANGE_ORDER_TEXT.api.revised);
    unmount();
    window.history.replaceState(null, "", "/change-order");
    render(<ChangeOrderPage act={act} />);
    expect(await screen.findByRole("alert")).toHaveTextContent(T.linkMissing);
    expect(act).toHaveBeenCalledTimes(1);
  });
});
