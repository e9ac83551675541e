// @vitest-environment jsdom
/**
 * The owner's proposals in /admin as the owner meets them: the builder's totals and the
 * law following what they type, Save and Send with the server's answers injected, and the
 * list's state filter, signed PDF, deposit and its refund.
 */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { PROPOSAL_TEXT } from "../../../src/config/text/proposal.ts";
import { PROPOSAL_ADMIN_TEXT } from "../../../src/config/text/proposalAdmin.ts";
import ProposalBuilder, { type BuilderStart } from "../../../src/islands/admin/proposals/ProposalBuilder.tsx";
import ProposalsPanel from "../../../src/islands/admin/proposals/ProposalsPanel.tsx";
import type { ProposalCalls, SendAnswer } from "../../../src/lib/api-client/proposals.ts";
import { ApiRequestError } from "../../../src/lib/api-client/request.ts";
import type { ProposalRow, ProposalsApi } from "../../../src/lib/firebase/proposals.ts";
import type { ProposalDraft } from "../../../src/schemas/proposal.ts";

vi.mock("../../../src/lib/firebase/auth.ts", () => ({ idToken: vi.fn() }));
const toast = vi.hoisted(() => Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }));
vi.mock("react-hot-toast", () => ({ default: toast }));

beforeEach(() => {
  vi.clearAllMocks();
});

const T = PROPOSAL_ADMIN_TEXT.builder;
const L = PROPOSAL_ADMIN_TEXT.list;
const TODAY = "2026-12-01";

/** $11,962.50 of required work, a $1,275 optional item, a $6,000 allowance: $17,962.50 in Maryland. */
const DRAFT: ProposalDraft = {
  title: "Kitchen remodel",
  scope: "Remove the kitchen and rebuild it with new cabinets and counters.",
  client: {
    name: "Dana Homeowner",
    email: "dana@example.com",
    phone: "(301) 555-0100",
    street: "12 Elm St",
    city: "Bethesda",
    zip: "20814",
  },
  items: [
    {
      id: "i1",
      description: "Demolition and haul-away",
      quantity: 1,
      unit: "job",
      unitCents: 240_000,
      optional: false,
    },
    { id: "i2", description: "Maple cabinets", quantity: 22.5, unit: "lin ft", unitCents: 42_500, optional: false },
    { id: "i3", description: "Pot filler faucet", quantity: 1, unit: "each", unitCents: 127_500, optional: true },
  ],
  allowances: [{ description: "Appliances", cents: 600_000 }],
  exclusions: ["Painting"],
  materials: ["Maple cabinets", "Quartz counters"],
  startDate: "2027-01-04",
  completionDate: "2027-02-12",
  validUntil: "2026-12-31",
  schedule: {
    deposit: { kind: "percent", value: 3_000 },
    milestones: [{ label: "Cabinets set", basisPoints: 4_000 }],
    finalLabel: "On completion",
  },
  salesperson: { name: "", license: "" },
  arbitration: false,
  language: "en",
};

const LEAD = { collection: "contactForms", leadId: "lead1" } as const;

function setup(
  start: Partial<BuilderStart> = {},
  send: (request: unknown) => Promise<SendAnswer> = async () => ({
    kind: "sent",
    id: "p1",
    email: "dana@example.com",
    expiresAt: "2026-12-31T04:59:59.000Z",
  }),
) {
  const calls = { save: vi.fn(async () => ({ id: "p1", jurisdiction: "MD" as const })), send: vi.fn(send) };
  const confirm = vi.fn(() => true);
  const onSent = vi.fn();
  const onClose = vi.fn();
  render(
    <ProposalBuilder
      start={{ lead: LEAD, draft: DRAFT, ...start }}
      signer="Alex Owner"
      calls={calls}
      today={TODAY}
      confirm={confirm}
      onSent={onSent}
      onClose={onClose}
    />,
  );
  return { calls, confirm, onSent, onClose, user: userEvent.setup() };
}

const item = (index: number) => screen.getAllByTestId("proposal-item")[index];
const total = () => screen.getByTestId("total-price");
const payments = () =>
  within(screen.getByTestId("proposal-payments"))
    .getAllByRole("definition")
    .map((cell) => cell.textContent);

async function retype(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) await user.type(field, text);
}

describe("ProposalBuilder", () => {
  test("the totals and each payment follow the line items as the owner types", async () => {
    const { user } = setup();
    expect(screen.getByTestId("total-base")).toHaveTextContent("$11,962.50");
    expect(screen.getByTestId("total-optional")).toHaveTextContent("$1,275.00");
    expect(screen.getByTestId("total-allowances")).toHaveTextContent("$6,000.00");
    expect(total()).toHaveTextContent("$17,962.50");
    expect(payments()).toEqual(["$5,388.75", "$7,185.00", "$5,388.75"]);

    await retype(user, within(item(0)).getByLabelText(T.item.price), "3,000");
    expect(within(item(0)).getByTestId("proposal-item-total")).toHaveTextContent("$3,000.00");
    expect(total()).toHaveTextContent("$18,562.50");

    await user.click(screen.getByRole("button", { name: T.item.add }));
    await user.type(within(item(3)).getByLabelText(T.item.description), "Outlet");
    await retype(user, within(item(3)).getByLabelText(T.item.quantity), "2");
    await user.type(within(item(3)).getByLabelText(T.item.price), "87.50");
    expect(total()).toHaveTextContent("$18,737.50");

    // Ticking an item optional takes it out of the price, into the optional sum.
    await user.click(within(item(3)).getByRole("checkbox"));
    expect(total()).toHaveTextContent("$18,562.50");
    expect(screen.getByTestId("total-optional")).toHaveTextContent("$1,450.00");

    await user.click(within(item(0)).getByRole("button", { name: T.item.removeLabel(1) }));
    expect(total()).toHaveTextContent("$15,562.50");
  });

  test("a Maryland deposit over a third shows the law's sentence; a Virginia ZIP lifts it", async () => {
    const { user } = setup();
    expect(screen.getByTestId("proposal-jurisdiction")).toHaveTextContent(T.jurisdiction("Maryland"));
    expect(screen.getByTestId("proposal-law-clear")).toBeInTheDocument();

    await retype(user, screen.getByLabelText(T.deposit.percentValue), "40");
    expect(screen.getByTestId("proposal-breaches")).toHaveTextContent(
      "Maryland law (Business Regulation § 8-617(b)) allows a deposit of at most one third of the contract price: at most 33.33 % here, not 40.00 %.",
    );

    await retype(user, screen.getByLabelText(T.client.zip), "22201");
    expect(screen.getByTestId("proposal-jurisdiction")).toHaveTextContent(T.jurisdiction("Virginia"));
    expect(screen.getByTestId("proposal-law-clear")).toBeInTheDocument();
  });

  test("a fixed Maryland deposit is held to a third of the least price", async () => {
    const { user } = setup();
    await user.selectOptions(screen.getByLabelText(T.deposit.kind), "fixed");
    await retype(user, screen.getByLabelText(T.deposit.fixedValue), "6,000");
    expect(screen.getByTestId("proposal-breaches")).toHaveTextContent("at most $5,987.50 here, not $6,000.00.");
    await retype(user, screen.getByLabelText(T.deposit.fixedValue), "5987.50");
    expect(screen.getByTestId("proposal-law-clear")).toBeInTheDocument();
  });

  test("Maryland's arbitration clause asks for the company's initials", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("checkbox", { name: T.arbitration }));
    expect(screen.getByTestId("proposal-breaches")).toHaveTextContent("COMAR 09.08.01.25 B");
    await user.type(screen.getByLabelText(T.initials), "CC");
    expect(screen.getByTestId("proposal-law-clear")).toBeInTheDocument();
  });

  test("missing dates and an empty signer are listed as the law words them", async () => {
    const { user } = setup({ draft: { ...DRAFT, startDate: "", completionDate: "" } });
    await user.clear(screen.getByLabelText(T.signer));
    const breaches = screen.getByTestId("proposal-breaches");
    expect(breaches).toHaveTextContent("requires the approximate start and completion dates.");
    expect(breaches).toHaveTextContent("type who signs for the company.");
  });

  test("Save draft posts the draft as cents and basis points, then saves again under its id", async () => {
    const { calls, user } = setup();
    await retype(user, within(item(0)).getByLabelText(T.item.price), "3,000");
    await retype(user, screen.getByLabelText(T.deposit.percentValue), "33.33");
    await user.type(screen.getByLabelText(T.exclusions), "\n  Permits  \n");
    await user.click(screen.getByRole("button", { name: T.save }));

    const draft: ProposalDraft = {
      ...DRAFT,
      items: [{ ...DRAFT.items[0], unitCents: 300_000 }, ...DRAFT.items.slice(1)],
      exclusions: ["Painting", "Permits"],
      schedule: { ...DRAFT.schedule, deposit: { kind: "percent", value: 3_333 } },
    };
    await waitFor(() => expect(calls.save).toHaveBeenCalledWith({ lead: LEAD, draft }));
    expect(toast.success).toHaveBeenCalledWith(T.saved);
    expect(screen.getByRole("heading", { name: T.editHeading })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: T.save }));
    await waitFor(() => expect(calls.save).toHaveBeenLastCalledWith({ id: "p1", lead: LEAD, draft }));
  });

  test("the language the homeowner reads it in: the lead's to start with, the owner's choice saved", async () => {
    const { calls, user } = setup({ draft: { ...DRAFT, language: "es" } });
    const language = screen.getByLabelText(T.language);
    expect(language).toHaveValue("es");
    expect(language).toHaveAccessibleDescription(T.languageHint);
    await user.selectOptions(language, "en");
    await user.click(screen.getByRole("button", { name: T.save }));
    await waitFor(() => expect(calls.save).toHaveBeenCalledWith({ lead: LEAD, draft: { ...DRAFT, language: "en" } }));
  });

  test("a field the schema refuses is marked with its sentence and nothing is posted", async () => {
    const { calls, user } = setup();
    await user.clear(screen.getByLabelText(T.title));
    await retype(user, within(item(1)).getByLabelText(T.item.quantity), "2.125");
    await user.click(screen.getByRole("button", { name: T.save }));
    expect(screen.getByLabelText(T.title)).toHaveAccessibleDescription(PROPOSAL_TEXT.errors.title);
    expect(within(item(1)).getByLabelText(T.item.quantity)).toHaveAccessibleDescription(PROPOSAL_TEXT.errors.quantity);
    expect(toast.error).toHaveBeenCalledWith(T.invalid);
    expect(calls.save).not.toHaveBeenCalled();
  });

  test("a send the law refuses (422) lists the server's breaches, and nothing is said sent", async () => {
    const breaches = [
      { rule: "notice", message: 'The notice "Deposit" is empty: Md. Code, Business Regulation § 8-617 requires it.' },
      {
        rule: "license",
        message: "Maryland law (Business Regulation § 8-501(c)(1)(i)) requires the contractor's licence number.",
      },
    ];
    const { calls, confirm, onSent, user } = setup({ id: "p1", state: "draft" }, async () => ({
      kind: "law",
      message: PROPOSAL_TEXT.api.breaksLaw,
      breaches,
    }));
    await user.click(screen.getByRole("button", { name: T.send }));
    expect(confirm).toHaveBeenCalledWith(T.sendQuestion("Dana Homeowner", "dana@example.com"));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(T.breaches);
    expect(
      within(alert)
        .getAllByRole("listitem")
        .map((line) => line.textContent),
    ).toEqual(breaches.map((breach) => breach.message));
    // Saved already and unchanged: sending does not save it again.
    expect(calls.save).not.toHaveBeenCalled();
    expect(calls.send).toHaveBeenCalledWith({ id: "p1", signer: "Alex Owner", initials: "" });
    expect(toast.success).not.toHaveBeenCalled();
    expect(onSent).not.toHaveBeenCalled();
  });

  test("Send saves a new proposal first, then sends it signed by the typed name, and says where it went", async () => {
    const { calls, onSent, user } = setup();
    await user.click(screen.getByRole("checkbox", { name: T.arbitration }));
    await user.type(screen.getByLabelText(T.initials), "CC");
    await retype(user, screen.getByLabelText(T.signer), "Jordan Crest");
    await user.click(screen.getByRole("button", { name: T.send }));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith("p1"));
    expect(calls.save).toHaveBeenCalledWith({ lead: LEAD, draft: { ...DRAFT, arbitration: true } });
    expect(calls.send).toHaveBeenCalledWith({ id: "p1", signer: "Jordan Crest", initials: "CC" });
    expect(toast.success).toHaveBeenLastCalledWith(T.sent("dana@example.com"));
  });

  test("No at the question sends nothing", async () => {
    const { calls, confirm, user } = setup();
    confirm.mockReturnValue(false);
    await user.click(screen.getByRole("button", { name: T.send }));
    expect(calls.save).not.toHaveBeenCalled();
    expect(calls.send).not.toHaveBeenCalled();
  });

  test("a sent proposal warns that saving takes its link back; the homeowner's request is shown", () => {
    setup({ id: "p1", state: "changes", changeRequest: "Please price a second sink." });
    expect(screen.getByText(T.sentWarning)).toBeInTheDocument();
    expect(screen.getByText("Please price a second sink.")).toBeInTheDocument();
  });

  test("leaving with unsaved changes asks first", async () => {
    const { confirm, onClose, user } = setup();
    await user.click(screen.getByRole("button", { name: T.close }));
    expect(confirm).toHaveBeenCalledWith(T.closeQuestion);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe("ProposalsPanel", () => {
  const NOW = Date.parse("2026-12-10T15:00:00Z");
  const row = (id: string, change: Partial<ProposalRow> = {}): ProposalRow => ({
    id,
    state: "draft",
    lead: LEAD,
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
    row("changes1", {
      state: "changes",
      expiresAt: NOW + 86_400_000,
      changeRequest: { message: "Please price a second sink.", at: NOW - 7_200_000, count: 2 },
    }),
    row("late1", { state: "sent", expiresAt: NOW - 1 }),
    row("signed1", { state: "signed", signed }),
    row("paid1", {
      state: "paid",
      signed,
      deposit: { cents: 577_125, method: "manual", paidAt: NOW - 3_600_000, refundedCents: 0 },
    }),
  ];
  const byCard = (id: string, refundedCents: number) =>
    row(id, {
      state: refundedCents >= 577_125 ? "signed" : "paid",
      signed,
      deposit: { cents: 577_125, method: "card", paidAt: NOW - 3_600_000, refundedCents },
    });

  function panel(rows = ROWS) {
    const api: ProposalsApi = {
      list: vi.fn(async () => rows),
      signedPdf: vi.fn(async () => new Uint8Array([37, 80, 68, 70])),
      lead: vi.fn(async () => null),
      ownName: vi.fn(async () => "Alex Owner"),
    };
    const calls: ProposalCalls = {
      save: vi.fn(),
      send: vi.fn(),
      depositReceived: vi.fn(async () => {}),
      refundDeposit: vi.fn(async () => {}),
    };
    const saveFile = vi.fn();
    const confirm = vi.fn(() => true);
    // The signed contracts' change orders (tests/components/admin/ChangeOrderBuilder.test.tsx): none here.
    const changeOrders = { list: vi.fn(async () => []) };
    render(
      <ProposalsPanel
        api={api}
        calls={calls}
        saveFile={saveFile}
        confirm={confirm}
        now={() => NOW}
        changeOrders={changeOrders}
      />,
    );
    return { api, calls, saveFile, confirm, user: userEvent.setup() };
  }

  const card = async (title: string) =>
    (await screen.findAllByTestId("admin-proposal")).find((item) => within(item).queryByText(title))!;

  test("each proposal shows its title, client, price and the state the owner sees", async () => {
    panel();
    const cards = await screen.findAllByTestId("admin-proposal");
    expect(cards.map((item) => within(item).getByTestId("admin-proposal-state").textContent)).toEqual([
      L.stateLabels.draft,
      L.stateLabels.changes,
      L.stateLabels.expired,
      L.stateLabels.signed,
      L.stateLabels.paid,
    ]);
    expect(within(cards[0]).getByTestId("admin-proposal-total")).toHaveTextContent("$17,962.50");
    // Signed: the price with the homeowner's ticks.
    expect(within(cards[3]).getByTestId("admin-proposal-total")).toHaveTextContent("$19,237.50");
    expect(within(cards[0]).getByText(/Dana Homeowner/)).toBeInTheDocument();
    expect(within(cards[1]).getByTestId("admin-proposal-changes")).toHaveTextContent("Please price a second sink.");
  });

  test("the state filter shows only that state; expired finds a sent one past its link's time", async () => {
    const { user } = panel();
    await screen.findAllByTestId("admin-proposal");
    await user.selectOptions(screen.getByLabelText(L.filterLabel), "expired");
    expect(screen.getAllByTestId("admin-proposal").map((item) => item.textContent)).toEqual([
      expect.stringContaining("Proposal late1"),
    ]);
    await user.selectOptions(screen.getByLabelText(L.filterLabel), "declined");
    expect(screen.getByText(L.noneInState(L.stateLabels.declined))).toBeInTheDocument();
  });

  test("Edit is offered until signed; the signed PDF and the deposit once signed", async () => {
    panel();
    const draft = await card("Proposal draft1");
    const signedCard = await card("Proposal signed1");
    const paid = await card("Proposal paid1");
    expect(within(draft).getByRole("button", { name: L.editLabel("Proposal draft1") })).toBeInTheDocument();
    expect(within(draft).queryByRole("button", { name: /PDF|Deposit/ })).toBeNull();
    expect(within(signedCard).queryByRole("button", { name: /Edit/ })).toBeNull();
    expect(within(signedCard).getByRole("button", { name: L.depositLabel("Proposal signed1") })).toBeInTheDocument();
    expect(within(paid).getByRole("button", { name: L.pdfLabel("Proposal paid1") })).toBeInTheDocument();
    expect(within(paid).queryByRole("button", { name: /Deposit/ })).toBeNull();
  });

  test("Download signed PDF saves the stored PDF as signed-contract-<id>.pdf; a PDF not made yet says so", async () => {
    const { api, saveFile, user } = panel();
    await user.click(within(await card("Proposal paid1")).getByRole("button", { name: L.pdfLabel("Proposal paid1") }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    const [filename, file] = saveFile.mock.calls[0] as [string, Blob];
    expect(filename).toBe("signed-contract-paid1.pdf");
    expect(file.type).toBe("application/pdf");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([37, 80, 68, 70]));
    expect(api.signedPdf).toHaveBeenCalledWith("paid1");

    vi.mocked(api.signedPdf).mockResolvedValueOnce(null);
    await user.click(screen.getByRole("button", { name: L.pdfLabel("Proposal signed1") }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(L.pdfMaking));
    expect(saveFile).toHaveBeenCalledTimes(1);
  });

  test("Deposit received asks first, records it, and the proposal shows as paid", async () => {
    const { calls, confirm, user } = panel();
    const signedCard = await card("Proposal signed1");
    confirm.mockReturnValueOnce(false);
    await user.click(within(signedCard).getByRole("button", { name: L.depositLabel("Proposal signed1") }));
    expect(confirm).toHaveBeenCalledWith(L.depositQuestion("$5,771.25", "Dana Homeowner"));
    expect(calls.depositReceived).not.toHaveBeenCalled();

    await user.click(within(signedCard).getByRole("button", { name: L.depositLabel("Proposal signed1") }));
    await waitFor(() => expect(calls.depositReceived).toHaveBeenCalledWith("signed1"));
    expect(within(signedCard).getByTestId("admin-proposal-state")).toHaveTextContent(L.stateLabels.paid);
    expect(within(signedCard).queryByRole("button", { name: /Deposit/ })).toBeNull();
    expect(toast.success).toHaveBeenCalledWith(L.depositRecorded);
  });

  test("a deposit paid by card offers its refund, asks first, refunds it, and the card says so", async () => {
    const { calls, confirm, user } = panel([byCard("card1", 0)]);
    const cardPaid = await card("Proposal card1");
    expect(cardPaid).toHaveTextContent(L.depositMethods.card);
    expect(within(cardPaid).queryByRole("button", { name: /Deposit received/ })).toBeNull();
    confirm.mockReturnValueOnce(false);
    await user.click(within(cardPaid).getByRole("button", { name: L.refundLabel("Proposal card1") }));
    expect(confirm).toHaveBeenCalledWith(L.refundQuestion("$5,771.25", "Dana Homeowner"));
    expect(calls.refundDeposit).not.toHaveBeenCalled();

    await user.click(within(cardPaid).getByRole("button", { name: L.refundLabel("Proposal card1") }));
    await waitFor(() => expect(calls.refundDeposit).toHaveBeenCalledWith("card1"));
    expect(within(cardPaid).getByText(L.depositRefunded("$5,771.25"))).toBeInTheDocument();
    expect(within(cardPaid).getByTestId("admin-proposal-state")).toHaveTextContent(L.stateLabels.signed);
    expect(within(cardPaid).queryByRole("button", { name: /Refund|Deposit received/ })).toBeNull();
    expect(toast.success).toHaveBeenCalledWith(L.refunded);
  });

  test("a refund partly made in Stripe asks to refund the rest", async () => {
    const { confirm, user } = panel([byCard("part1", 77_125)]);
    const partly = await card("Proposal part1");
    expect(within(partly).getByText(L.depositRefunded("$771.25"))).toBeInTheDocument();
    confirm.mockReturnValueOnce(false);
    await user.click(within(partly).getByRole("button", { name: L.refundLabel("Proposal part1") }));
    expect(confirm).toHaveBeenCalledWith(L.refundQuestion("$5,000.00", "Dana Homeowner"));
  });

  test("a deposit by cheque or transfer cannot be refunded here; a refunded one offers no refund nor a new deposit", async () => {
    panel([ROWS[4], byCard("refunded1", 577_125)]);
    const manual = await card("Proposal paid1");
    expect(manual).toHaveTextContent(L.depositMethods.manual);
    expect(within(manual).queryByRole("button", { name: /Refund/ })).toBeNull();
    const refunded = await card("Proposal refunded1");
    expect(within(refunded).getByText(L.depositRefunded("$5,771.25"))).toBeInTheDocument();
    expect(within(refunded).getByRole("button", { name: L.pdfLabel("Proposal refunded1") })).toBeInTheDocument();
    expect(within(refunded).queryByRole("button", { name: /Refund|Deposit received/ })).toBeNull();
  });

  test("a refund the server refuses shows its sentence, and the card stays as it was", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { calls, user } = panel([byCard("card1", 0)]);
    vi.mocked(calls.refundDeposit).mockRejectedValueOnce(
      new ApiRequestError(
        { kind: "http", status: 503, code: "not_configured", message: PROPOSAL_TEXT.api.cardsOff },
        "/api/proposals",
      ),
    );
    const cardPaid = await card("Proposal card1");
    await user.click(within(cardPaid).getByRole("button", { name: L.refundLabel("Proposal card1") }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(PROPOSAL_TEXT.api.cardsOff));
    expect(within(cardPaid).getByRole("button", { name: L.refundLabel("Proposal card1") })).toBeInTheDocument();
    expect(within(cardPaid).queryByText(/refunded/)).toBeNull();
    expect(error).toHaveBeenCalled();
  });

  test("Edit opens the builder with the proposal and the homeowner's request; leaving shows the list again", async () => {
    const { user } = panel();
    await user.click(
      within(await card("Proposal changes1")).getByRole("button", { name: L.editLabel("Proposal changes1") }),
    );
    expect(await screen.findByRole("heading", { name: T.editHeading })).toBeInTheDocument();
    expect(screen.getByLabelText(T.title)).toHaveValue("Proposal changes1");
    expect(screen.getByLabelText(T.signer)).toHaveValue("Alex Owner");
    expect(screen.getByText("Please price a second sink.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: T.close }));
    expect(await screen.findAllByTestId("admin-proposal")).toHaveLength(5);
  });

  test("a failed read is only logged: the list reads as empty", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const api: ProposalsApi = {
      list: vi.fn(async () => Promise.reject(new Error("offline"))),
      signedPdf: vi.fn(),
      lead: vi.fn(),
      ownName: vi.fn(),
    };
    render(<ProposalsPanel api={api} now={() => NOW} />);
    expect(await screen.findByText(L.empty)).toBeInTheDocument();
    expect(error).toHaveBeenCalled();
  });
});
