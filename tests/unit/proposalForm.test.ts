/**
 * The proposal builder's form (src/lib/admin/proposalForm.ts): dollars and percentages as
 * typed ↔ integer cents and basis points, the schema's sentences at their fields, the
 * lenient preview behind the live totals; the proposals list's logic
 * (src/lib/admin/proposalList.ts): the state shown, the filter, the price, the actions;
 * and the builder's calls to POST /api/proposals (src/lib/api-client/proposals.ts).
 */
import { describe, expect, test, vi } from "vitest";
import { PROPOSAL_TEXT } from "../../src/config/text/proposal.ts";
import {
  blankAllowance,
  blankItem,
  blankMilestone,
  checkProposalForm,
  formOfDraft,
  previewDraft,
  type ProposalForm,
} from "../../src/lib/admin/proposalForm.ts";
import {
  filterProposals,
  parseStateFilter,
  rowActions,
  totalCentsOf,
  withDepositReceived,
  withDepositRefunded,
} from "../../src/lib/admin/proposalList.ts";
import { proposalCalls, proposalFailureText } from "../../src/lib/api-client/proposals.ts";
import type { ProposalRow } from "../../src/lib/firebase/proposals.ts";
import { proposalTotals } from "../../src/lib/proposal/money.ts";
import { shownState } from "../../src/lib/proposal/state.ts";
import type { ProposalState } from "../../src/schemas/proposalRules.ts";
import { sampleDraft } from "../support/proposals.ts";

const E = PROPOSAL_TEXT.errors;
const DRAFT = sampleDraft("MD", { name: "Dana Homeowner", email: "dana@example.com" });

/** The sample's form with some fields changed. */
const formWith = (change: Partial<ProposalForm>): ProposalForm => ({ ...formOfDraft(DRAFT), ...change });

const priced = (price: string) =>
  formWith({ items: [{ ...formOfDraft(DRAFT).items[0], price }], allowances: [], milestones: [] });

describe("the proposal form", () => {
  test("a stored draft round-trips through the form unchanged, to the cent and the basis point", () => {
    expect(checkProposalForm(formOfDraft(DRAFT))).toEqual({ ok: true, value: DRAFT });
  });

  test("the fields show dollars and percentages, lists one per line", () => {
    const form = formOfDraft(DRAFT);
    expect(form.items.map((item) => [item.quantity, item.price])).toEqual([
      ["1", "2400"],
      ["22.5", "425"],
      ["48.25", "89"],
      ["180", "14.50"],
      ["1", "950"],
      ["1", "1275"],
    ]);
    expect(form.deposit).toBe("30");
    expect(form.milestones.map((milestone) => milestone.percent)).toEqual(["40"]);
    expect(form.materials).toBe("Maple cabinets\nQuartz counters\nPorcelain tile");
  });

  test.each([
    ["1250", 125_000],
    ["1,250.5", 125_050],
    ["$1,250.50", 125_050],
    [" 0.07 ", 7],
    [".5", 50],
    ["12.", 1_200],
    ["1000000", 100_000_000],
  ])("a unit price typed %j is %i cents", (typed, cents) => {
    const checked = checkProposalForm(priced(typed));
    expect(checked.ok && checked.value.items[0].unitCents).toBe(cents);
  });

  test.each([["12.345"], ["abc"], [""], ["-5"], ["1e3"], ["1000000.01"]])(
    "a unit price typed %j is refused under its field",
    (typed) => {
      expect(checkProposalForm(priced(typed))).toEqual({ ok: false, errors: { "items.0.unitCents": E.unitPrice } });
    },
  );

  test.each([
    ["percent", "30", 3_000],
    ["percent", "33.33", 3_333],
    ["percent", "12.5 %", 1_250],
    ["fixed", "2,500", 250_000],
    ["fixed", "99.99", 9_999],
  ] as const)("a %s deposit typed %j is stored as %i", (depositKind, deposit, value) => {
    const checked = checkProposalForm(formWith({ depositKind, deposit }));
    expect(checked.ok && checked.value.schedule.deposit).toEqual({ kind: depositKind, value });
  });

  test.each<[string, Partial<ProposalForm>, Record<string, string>]>([
    ["no title", { title: " " }, { title: E.title }],
    ["a short scope", { scope: "Kitchen" }, { scope: E.scope }],
    ["a ZIP of four digits", { client: { ...DRAFT.client, zip: "2081" } }, { "client.zip": E.zip }],
    ["no homeowner name", { client: { ...DRAFT.client, name: "" } }, { "client.name": E.clientName }],
    ["no line item", { items: [] }, { items: E.noItems }],
    ["a deposit of 12.345 %", { deposit: "12.345" }, { "schedule.deposit.value": E.deposit }],
    [
      "a progress payment of 0 %",
      { milestones: [{ key: "m1", label: "Cabinets set", percent: "0" }] },
      { "schedule.milestones.0.basisPoints": E.milestone },
    ],
    ["a one-letter material", { materials: "Maple cabinets\nx" }, { materials: E.line }],
    ["no validity date", { validUntil: "" }, { validUntil: E.date }],
  ])("%s is refused with the schema's sentence at its field", (_case, change, errors) => {
    expect(checkProposalForm(formWith(change))).toEqual({ ok: false, errors });
  });

  test("a quantity with three decimals or none at all is refused at its item", () => {
    const form = formOfDraft(DRAFT);
    const items = form.items.map((item, index) =>
      index === 1 ? { ...item, quantity: "2.125" } : index === 3 ? { ...item, quantity: "" } : item,
    );
    expect(checkProposalForm({ ...form, items })).toEqual({
      ok: false,
      errors: { "items.1.quantity": E.quantity, "items.3.quantity": E.quantity },
    });
  });

  test("texts are trimmed and empty lines dropped on the way to the draft", () => {
    const checked = checkProposalForm(
      formWith({ title: "  Kitchen remodel  ", exclusions: "\n  Appliances \n\n Permits  \n" }),
    );
    expect(checked.ok && [checked.value.title, checked.value.exclusions]).toEqual([
      "Kitchen remodel",
      ["Appliances", "Permits"],
    ]);
  });

  test("the arbitration clause is Maryland's only: a Virginia ZIP saves it off", () => {
    const maryland = checkProposalForm(formWith({ arbitration: true }));
    const virginia = checkProposalForm(formWith({ arbitration: true, client: { ...DRAFT.client, zip: "22201" } }));
    expect(maryland.ok && maryland.value.arbitration).toBe(true);
    expect(virginia.ok && virginia.value.arbitration).toBe(false);
  });

  test("a draft with no line item yet (a message's lead) opens with one empty row to fill", () => {
    expect(formOfDraft({ ...DRAFT, items: [] }).items).toEqual([
      { id: "i1", description: "", quantity: "1", unit: "each", price: "", optional: false },
    ]);
  });

  test("new rows get ids the list does not use yet, in the schema's alphabet", () => {
    const items = formOfDraft(DRAFT).items;
    const added = blankItem(items);
    expect(added.id).toMatch(/^[a-z0-9]{1,12}$/);
    expect(items.map((item) => item.id)).not.toContain(added.id);
    expect(blankItem([added, { ...added, id: "i3" }]).id).toBe("i4");
    expect(blankAllowance([]).key).toBe("a1");
    expect(blankMilestone([{ key: "m2", label: "", percent: "" }]).key).toBe("m3");
  });

  test("the preview counts half-typed numbers as 0, so the totals follow every keystroke", () => {
    const form = formOfDraft(DRAFT);
    const items = [
      { ...form.items[0], quantity: "2", price: "1,000" },
      { ...form.items[1], quantity: "", price: "425" },
      { ...form.items[2], quantity: "3", price: "12.3.4" },
    ];
    const preview = previewDraft({ ...form, items, allowances: [], milestones: [], deposit: "" });
    const totals = proposalTotals(preview);
    expect(totals.totalCents).toBe(200_000);
    expect(totals.payments.map((payment) => payment.cents)).toEqual([0, 200_000]);
  });

  test("the preview and the saved draft agree on a valid form", () => {
    const form = formOfDraft(DRAFT);
    const checked = checkProposalForm(form);
    expect(checked.ok && proposalTotals(previewDraft(form))).toEqual(proposalTotals(DRAFT));
  });
});

describe("the proposals list", () => {
  const NOW = Date.parse("2026-12-01T15:00:00Z");
  const row = (state: ProposalState, change: Partial<ProposalRow> = {}): ProposalRow => ({
    id: state,
    state,
    lead: { collection: "contactForms", leadId: "lead1" },
    draft: DRAFT,
    sentAt: null,
    expiresAt: null,
    changeRequest: null,
    signed: null,
    deposit: null,
    updatedAt: NOW - 1_000,
    ...change,
  });
  const past = NOW - 1;
  const future = NOW + 86_400_000;

  test.each<[ProposalState, number | null, ProposalState]>([
    ["draft", null, "draft"],
    ["sent", future, "sent"],
    ["sent", past, "expired"],
    ["viewed", past, "expired"],
    ["changes", past, "expired"],
    ["changes", future, "changes"],
    ["signed", past, "signed"],
    ["paid", past, "paid"],
    ["declined", past, "declined"],
  ])("%s with a link ending %s shows as %s", (state, expiresAt, shown) => {
    expect(shownState(row(state, { expiresAt }), NOW)).toBe(shown);
  });

  test("the filter keeps the proposals showing that state; expired finds the open ones past their time", () => {
    const rows = [row("draft"), row("sent", { id: "late", expiresAt: past }), row("sent", { expiresAt: future })];
    expect(filterProposals(rows, "", NOW).map((item) => item.id)).toEqual(["draft", "late", "sent"]);
    expect(filterProposals(rows, "expired", NOW).map((item) => item.id)).toEqual(["late"]);
    expect(filterProposals(rows, "sent", NOW).map((item) => item.id)).toEqual(["sent"]);
    expect(parseStateFilter("expired")).toBe("expired");
    expect(parseStateFilter("anything")).toBe("");
  });

  test("the price is the draft's without optional items, and the signed document's once signed", () => {
    expect(totalCentsOf(row("sent"))).toBe(proposalTotals(DRAFT).totalCents);
    const signed = { name: "Dana", signedAt: NOW, totalCents: 123_456, depositCents: 37_036 };
    expect(totalCentsOf(row("signed", { signed }))).toBe(123_456);
  });

  test.each<[ProposalState, boolean, { edit: boolean; pdf: boolean; deposit: boolean; refund: boolean }]>([
    ["draft", false, { edit: true, pdf: false, deposit: false, refund: false }],
    ["changes", false, { edit: true, pdf: false, deposit: false, refund: false }],
    ["declined", false, { edit: true, pdf: false, deposit: false, refund: false }],
    ["signed", true, { edit: false, pdf: true, deposit: true, refund: false }],
    ["paid", true, { edit: false, pdf: true, deposit: false, refund: false }],
  ])("a %s proposal (signed: %s) offers %o", (state, isSigned, actions) => {
    const signed = isSigned ? { name: "Dana", signedAt: NOW, totalCents: 1, depositCents: 1 } : null;
    expect(rowActions(row(state, { signed }))).toEqual(actions);
  });

  const signed = { name: "Dana", signedAt: NOW, totalCents: 300_000, depositCents: 90_000 };
  const paid = (method: "manual" | "card", refundedCents: number) =>
    row(refundedCents >= 90_000 ? "signed" : "paid", {
      signed,
      deposit: { cents: 90_000, method, paidAt: NOW - 1_000, refundedCents },
    });

  test.each<[string, ProposalRow, { deposit: boolean; refund: boolean }]>([
    ["by cheque or transfer", paid("manual", 0), { deposit: false, refund: false }],
    ["by card", paid("card", 0), { deposit: false, refund: true }],
    ["by card, partly refunded in Stripe", paid("card", 30_000), { deposit: false, refund: true }],
    // Signed again, but the server refuses a second deposit on it.
    ["by card, refunded in full", paid("card", 90_000), { deposit: false, refund: false }],
  ])("a deposit paid %s offers %o", (_, paidRow, actions) => {
    expect(rowActions(paidRow)).toMatchObject(actions);
  });

  test("recording the deposit makes that row paid with the signed deposit, by cheque or transfer", () => {
    const rows = withDepositReceived([row("signed", { signed }), row("draft")], "signed", NOW);
    expect(rows[0]).toMatchObject({
      state: "paid",
      deposit: { cents: 90_000, method: "manual", paidAt: NOW, refundedCents: 0 },
      updatedAt: NOW,
    });
    expect(rows[1]).toEqual(row("draft"));
  });

  test("refunding the deposit makes that row signed again with all of it refunded", () => {
    const rows = withDepositRefunded([paid("card", 30_000), row("draft")], "paid", NOW);
    expect(rows[0]).toMatchObject({
      state: "signed",
      deposit: { cents: 90_000, method: "card", paidAt: NOW - 1_000, refundedCents: 90_000 },
      updatedAt: NOW,
    });
    expect(rows[1]).toEqual(row("draft"));
    expect(rowActions(rows[0])).toMatchObject({ deposit: false, refund: false });
  });
});

describe("the builder's calls to POST /api/proposals", () => {
  const answer = (status: number, body: unknown) =>
    vi.fn(
      async (_url: string | URL | Request, _init?: RequestInit) =>
        new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
    );

  test("save posts the draft with the admin's token and reads the id back", async () => {
    const fetchImpl = answer(200, { id: "p1", jurisdiction: "MD" });
    const calls = proposalCalls(async () => "token-1", fetchImpl);
    const lead = { collection: "contactForms", leadId: "lead1" } as const;
    await expect(calls.save({ lead, draft: DRAFT })).resolves.toEqual({ id: "p1", jurisdiction: "MD" });
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe("/api/proposals");
    expect(new Headers(init?.headers).get("authorization")).toBe("Bearer token-1");
    expect(JSON.parse(init?.body as string)).toEqual({ action: "save", lead, draft: DRAFT });
  });

  test("a send the law refuses (422) is an answer with each breach, not an error", async () => {
    const breaches = [{ rule: "dates", message: "Dates, please." }];
    const calls = proposalCalls(
      async () => "t",
      answer(422, { error: { code: "proposal_breaks_law", message: "Not yet:" }, breaches }),
    );
    await expect(calls.send({ id: "p1", signer: "Alex Owner", initials: "" })).resolves.toEqual({
      kind: "law",
      message: "Not yet:",
      breaches,
    });
  });

  test("a sent proposal says where it went", async () => {
    const calls = proposalCalls(
      async () => "t",
      answer(200, { id: "p1", email: "dana@example.com", expiresAt: "2026-12-31T04:59:59.000Z" }),
    );
    await expect(calls.send({ id: "p1", signer: "Alex Owner", initials: "" })).resolves.toEqual({
      kind: "sent",
      id: "p1",
      email: "dana@example.com",
      expiresAt: "2026-12-31T04:59:59.000Z",
    });
  });

  test("a refusal rejects, and the owner reads the server's sentence; anything else the fallback", async () => {
    const signed = proposalCalls(
      async () => "t",
      answer(409, { error: { code: "proposal_signed", message: PROPOSAL_TEXT.api.signed } }),
    );
    const error = await signed
      .save({ lead: { collection: "estimates", leadId: "e1" }, draft: DRAFT })
      .catch((e: unknown) => e);
    expect(proposalFailureText(error, "Fallback.")).toBe(PROPOSAL_TEXT.api.signed);

    const broken = proposalCalls(async () => "t", answer(500, { error: { code: "unavailable", message: "Boom" } }));
    const failure = await broken.depositReceived("p1").catch((e: unknown) => e);
    expect(proposalFailureText(failure, "Fallback.")).toBe("Fallback.");
    expect(proposalFailureText(new Error("offline"), "Fallback.")).toBe("Fallback.");
  });

  test("refundDeposit posts the refund; a refused or unconfigured refund rejects with the server's sentence", async () => {
    const fetchImpl = answer(200, { id: "p1" });
    await expect(proposalCalls(async () => "t", fetchImpl).refundDeposit("p1")).resolves.toBeUndefined();
    expect(JSON.parse(fetchImpl.mock.calls[0][1]?.body as string)).toEqual({ action: "refund", id: "p1" });

    const refusals = [
      [409, "deposit_refused", PROPOSAL_TEXT.api.notCard],
      [409, "deposit_refused", PROPOSAL_TEXT.api.refunded],
      [503, "not_configured", PROPOSAL_TEXT.api.cardsOff],
    ] as const;
    for (const [status, code, message] of refusals) {
      const calls = proposalCalls(async () => "t", answer(status, { error: { code, message } }));
      const error = await calls.refundDeposit("p1").catch((e: unknown) => e);
      expect(proposalFailureText(error, "Fallback.")).toBe(message);
    }
  });
});
