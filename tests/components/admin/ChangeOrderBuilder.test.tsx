// @vitest-environment jsdom
/**
 * Change orders in /admin's proposals as the owner meets them: "Write a change order" on
 * a signed contract only, its change orders under the card, the builder's live change with
 * a credit, Send with the server's answers injected, and the list read again after it.
 */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { CHANGE_ORDER_TEXT } from "../../../src/config/text/changeOrder.ts";
import { PROPOSAL_TEXT } from "../../../src/config/text/proposal.ts";
import { PROPOSAL_ADMIN_TEXT } from "../../../src/config/text/proposalAdmin.ts";
import ProposalsPanel from "../../../src/islands/admin/proposals/ProposalsPanel.tsx";
import type { ChangeOrderSend, ChangeOrderSent } from "../../../src/lib/api-client/changeOrders.ts";
import { ApiRequestError } from "../../../src/lib/api-client/request.ts";
import type { ChangeOrderRow, ChangeOrdersApi } from "../../../src/lib/firebase/changeOrders.ts";
import type { ProposalRow, ProposalsApi } from "../../../src/lib/firebase/proposals.ts";
import { changeOrderRow as order } from "../../support/changeOrders.ts";
import { sampleDraft } from "../../support/proposals.ts";

vi.mock("../../../src/lib/firebase/auth.ts", () => ({ idToken: vi.fn() }));
const toast = vi.hoisted(() => Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }));
vi.mock("react-hot-toast", () => ({ default: toast }));

beforeEach(() => {
  vi.clearAllMocks();
});

const C = PROPOSAL_ADMIN_TEXT.changeOrder;
const L = PROPOSAL_ADMIN_TEXT.list;
const NOW = Date.parse("2026-12-10T15:00:00Z");
const DRAFT = {
  ...sampleDraft("MD", { name: "Dana Homeowner", email: "dana@example.com" }),
  completionDate: "2027-02-12",
};

const row = (id: string, change: Partial<ProposalRow> = {}): ProposalRow => ({
  id,
  state: "draft",
  lead: { collection: "contactForms", leadId: "lead1" },
  draft: { ...DRAFT, title: `Proposal ${id}` },
  sentAt: null,
  expiresAt: null,
  changeRequest: null,
  signed: null,
  deposit: null,
  updatedAt: NOW - 3_600_000,
  ...change,
});
const signed = { name: "Dana Homeowner", signedAt: NOW - 86_400_000, totalCents: 1_923_750, depositCents: 577_125 };
const ROWS = [
  row("draft1"),
  row("sent1", { state: "sent", expiresAt: NOW + 86_400_000 }),
  row("declined1", { state: "declined" }),
  row("signed1", { state: "signed", signed }),
  row("paid1", {
    state: "paid",
    signed,
    deposit: { cents: 577_125, method: "manual", paidAt: NOW - 3_600_000, refundedCents: 0 },
  }),
];

/** signed1's change orders: one signed (+$812.50, finishing two weeks later), one declined, one past its link. */
const SIGNED1_ORDERS = [
  order(1, { title: "Hall closet", changeCents: 81_250, newTotalCents: 2_005_000, completionDate: "2027-02-26" }),
  order(2, { title: "Heated floor", state: "declined", changeCents: 240_000, newTotalCents: 2_245_000 }),
  order(3, { title: "Extra outlet", state: "sent", changeCents: 17_500, newTotalCents: 2_022_500, expiresAt: NOW - 1 }),
];

function panel(send: (request: ChangeOrderSend) => Promise<ChangeOrderSent> = vi.fn()) {
  const stored = new Map<string, ChangeOrderRow[]>([["signed1", SIGNED1_ORDERS]]);
  const api: ProposalsApi = {
    list: vi.fn(async () => ROWS),
    signedPdf: vi.fn(async () => null),
    lead: vi.fn(async () => null),
    ownName: vi.fn(async () => "Alex Owner"),
  };
  const changeOrders: ChangeOrdersApi = { list: vi.fn(async (id: string) => stored.get(id) ?? []) };
  const confirm = vi.fn(() => true);
  const sendChangeOrder = vi.fn(send);
  render(
    <ProposalsPanel
      api={api}
      calls={{ save: vi.fn(), send: vi.fn(), depositReceived: vi.fn(), refundDeposit: vi.fn() }}
      confirm={confirm}
      now={() => NOW}
      changeOrders={changeOrders}
      sendChangeOrder={sendChangeOrder}
    />,
  );
  return { api, changeOrders, stored, confirm, sendChangeOrder, user: userEvent.setup() };
}

const card = async (title: string) =>
  (await screen.findAllByTestId("admin-proposal")).find((item) => within(item).queryByText(title))!;

async function openBuilder(user: ReturnType<typeof userEvent.setup>, title = "Proposal signed1") {
  await user.click(within(await card(title)).getByRole("button", { name: C.writeLabel(title) }));
  return screen.findByTestId("change-order-builder");
}

const line = (index: number) => screen.getAllByTestId("change-line")[index];
const summary = () => screen.getByTestId("change-order-summary");

async function typeLine(
  user: ReturnType<typeof userEvent.setup>,
  index: number,
  fields: { description: string; quantity?: string; price: string; credit?: boolean },
) {
  const at = within(line(index));
  await user.type(at.getByLabelText(C.line.description), fields.description);
  if (fields.quantity) {
    await user.clear(at.getByLabelText(C.line.quantity));
    await user.type(at.getByLabelText(C.line.quantity), fields.quantity);
  }
  await user.type(at.getByLabelText(C.line.price), fields.price);
  if (fields.credit) await user.click(at.getByRole("checkbox", { name: C.line.credit }));
}

async function fillChange(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(C.title), "Closet in, pot filler out");
  await user.type(screen.getByLabelText(C.reason), "The homeowner asked for a hall closet instead of the pot filler.");
  await typeLine(user, 0, { description: "Hall closet", price: "1,850" });
  await user.click(screen.getByRole("button", { name: C.line.add }));
  await typeLine(user, 1, { description: "Pot filler faucet", price: "1275", credit: true });
}

describe("change orders in the proposals list", () => {
  test("only a signed contract, paid or not, offers a change order", async () => {
    panel();
    const cards = await screen.findAllByTestId("admin-proposal");
    const offered = cards.map((item) => within(item).queryByRole("button", { name: /Write a change order/ }) !== null);
    expect(offered).toEqual([false, false, false, true, true]);
  });

  test("a signed contract's change orders show under its card, with the price their signed ones make", async () => {
    const { changeOrders } = panel();
    const signedCard = await card("Proposal signed1");
    const entries = await within(signedCard).findAllByTestId("admin-change-order");
    expect(entries.map((entry) => entry.dataset.state)).toEqual(["signed", "declined", "expired"]);
    expect(entries[0]).toHaveTextContent(
      `${C.number(1)}Hall closet+$812.50${C.stateLabels.signed}${C.newTotal("$20,050.00")}`,
    );
    expect(entries[1]).toHaveTextContent(`${C.number(2)}Heated floor+$2,400.00${C.stateLabels.declined}`);
    expect(entries[2]).toHaveTextContent(C.stateLabels.expired);
    expect(within(signedCard).getByTestId("admin-proposal-current-total")).toHaveTextContent(
      C.currentTotal("$20,050.00"),
    );
    // Only the signed contracts are read, each once.
    expect(
      vi
        .mocked(changeOrders.list)
        .mock.calls.map(([id]) => id)
        .sort(),
    ).toEqual(["paid1", "signed1"]);
    expect(within(await card("Proposal paid1")).queryByTestId("admin-change-orders")).toBeNull();
  });

  test("change orders that cannot be read say so on the card, and the builder does not open without them", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { changeOrders, user } = panel();
    vi.mocked(changeOrders.list).mockRejectedValue(new Error("offline"));
    const paid = await card("Proposal paid1");
    await user.click(within(paid).getByRole("button", { name: C.writeLabel("Proposal paid1") }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(C.openFailed));
    expect(within(paid).getByText(C.listFailed)).toBeInTheDocument();
    expect(screen.queryByTestId("change-order-builder")).toBeNull();
    expect(error).toHaveBeenCalled();
  });
});

describe("ChangeOrderBuilder", () => {
  test("it starts from the contract as its signed change orders leave it, and follows each line, a credit below zero", async () => {
    const { user } = panel();
    const builder = await openBuilder(user);
    expect(within(builder).getByRole("heading", { name: C.heading("Proposal signed1") })).toBeInTheDocument();
    expect(builder).toHaveTextContent(C.contract("Dana Homeowner", "$20,050.00"));
    // The signed change order moved the completion date: that is the one kept when left empty.
    expect(builder).toHaveTextContent(C.completionNow("February 26, 2027"));
    expect(screen.getByLabelText(C.signer)).toHaveValue("Alex Owner");
    expect(summary()).toHaveTextContent(C.summary("$0.00", "$20,050.00"));

    await typeLine(user, 0, { description: "Hall closet", quantity: "2", price: "925.50" });
    expect(within(line(0)).getByTestId("change-line-total")).toHaveTextContent(C.line.total("+$1,851.00"));
    expect(summary()).toHaveTextContent(C.summary("+$1,851.00", "$21,901.00"));

    await user.click(screen.getByRole("button", { name: C.line.add }));
    await typeLine(user, 1, { description: "Pot filler faucet", price: "2,000", credit: true });
    expect(within(line(1)).getByTestId("change-line-total")).toHaveTextContent(C.line.total("−$2,000.00"));
    expect(summary()).toHaveTextContent(C.summary("−$149.00", "$19,901.00"));

    await user.click(within(line(1)).getByRole("checkbox", { name: C.line.credit }));
    expect(summary()).toHaveTextContent(C.summary("+$3,851.00", "$23,901.00"));
    await user.click(within(line(0)).getByRole("button", { name: C.line.removeLabel(1) }));
    expect(summary()).toHaveTextContent(C.summary("+$2,000.00", "$22,050.00"));
  });

  test("Send asks, naming the homeowner, posts the change order and shows it under the card", async () => {
    const sent = { id: "co4", number: 4, email: "dana@example.com", expiresAt: "2027-01-09T04:59:59.000Z" };
    const { changeOrders, confirm, sendChangeOrder, stored, user } = panel(async () => {
      stored.set("signed1", [
        ...SIGNED1_ORDERS,
        order(4, {
          title: "Closet in, pot filler out",
          state: "sent",
          changeCents: 57_500,
          newTotalCents: 2_062_500,
          expiresAt: NOW + 30 * 86_400_000,
        }),
      ]);
      return sent;
    });
    await openBuilder(user);
    await fillChange(user);
    await user.type(screen.getByLabelText(C.completionDate), "2027-03-05");
    await user.clear(screen.getByLabelText(C.signer));
    await user.type(screen.getByLabelText(C.signer), "Jordan Crest");
    await user.click(screen.getByRole("button", { name: C.send }));

    expect(confirm).toHaveBeenCalledWith(
      C.sendQuestion("Dana Homeowner", "dana@example.com", "+$575.00", "$20,625.00"),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(C.sent(4, "dana@example.com")));
    expect(sendChangeOrder).toHaveBeenCalledWith({
      proposalId: "signed1",
      draft: {
        title: "Closet in, pot filler out",
        reason: "The homeowner asked for a hall closet instead of the pot filler.",
        items: [
          { id: "c1", description: "Hall closet", quantity: 1, unit: "each", unitCents: 185_000, credit: false },
          { id: "c2", description: "Pot filler faucet", quantity: 1, unit: "each", unitCents: 127_500, credit: true },
        ],
        completionDate: "2027-03-05",
      },
      signer: "Jordan Crest",
    });

    const signedCard = await card("Proposal signed1");
    const entries = await within(signedCard).findAllByTestId("admin-change-order");
    expect(entries).toHaveLength(4);
    expect(entries[3]).toHaveTextContent(
      `${C.number(4)}Closet in, pot filler out+$575.00${C.stateLabels.sent}${C.newTotal("$20,625.00")}`,
    );
    expect(vi.mocked(changeOrders.list).mock.calls.filter(([id]) => id === "signed1").length).toBeGreaterThan(1);
    expect(screen.queryByTestId("change-order-builder")).toBeNull();
  });

  test("a refusal shows the server's sentence and keeps what the owner wrote", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { user } = panel(async () => {
      throw new ApiRequestError(
        { kind: "http", status: 409, code: "proposal_not_signed", message: CHANGE_ORDER_TEXT.api.notSigned },
        "/api/change-orders",
      );
    });
    await openBuilder(user, "Proposal paid1");
    await fillChange(user);
    await user.click(screen.getByRole("button", { name: C.send }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(CHANGE_ORDER_TEXT.api.notSigned));
    expect(screen.getByLabelText(C.title)).toHaveValue("Closet in, pot filler out");
    expect(screen.getByRole("button", { name: C.send })).toBeEnabled();
    expect(toast.success).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalled();
  });

  test("fields the schema refuses are marked, and nothing is asked or sent", async () => {
    const { confirm, sendChangeOrder, user } = panel();
    await openBuilder(user);
    await typeLine(user, 0, { description: "Hall closet", quantity: "1.255", price: "12.345" });
    await user.click(screen.getByRole("button", { name: C.send }));
    expect(screen.getByLabelText(C.title)).toHaveAccessibleDescription(PROPOSAL_TEXT.errors.title);
    expect(within(line(0)).getByLabelText(C.line.quantity)).toHaveAccessibleDescription(PROPOSAL_TEXT.errors.quantity);
    expect(within(line(0)).getByLabelText(C.line.price)).toHaveAccessibleDescription(PROPOSAL_TEXT.errors.unitPrice);
    expect(toast.error).toHaveBeenCalledWith(C.invalid);
    expect(confirm).not.toHaveBeenCalled();
    expect(sendChangeOrder).not.toHaveBeenCalled();
  });

  test("No at the question sends nothing; Cancel asks before dropping what was written", async () => {
    const { confirm, sendChangeOrder, user } = panel();
    await openBuilder(user);
    await fillChange(user);
    confirm.mockReturnValueOnce(false);
    await user.click(screen.getByRole("button", { name: C.send }));
    expect(sendChangeOrder).not.toHaveBeenCalled();

    confirm.mockReturnValueOnce(false);
    await user.click(screen.getByRole("button", { name: C.cancel }));
    expect(confirm).toHaveBeenLastCalledWith(C.cancelQuestion);
    expect(screen.getByTestId("change-order-builder")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: C.cancel }));
    expect(await screen.findAllByTestId("admin-proposal")).toHaveLength(5);
    expect(screen.getByRole("button", { name: L.pdfLabel("Proposal paid1") })).toBeInTheDocument();
  });
});
