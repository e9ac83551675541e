/**
 * The change order builder's form (src/lib/admin/changeOrderForm.ts): the lines as typed
 * into the request POST /api/change-orders takes, the schema's sentences at their fields,
 * the live change with its credits, and the contract's price as its signed change orders
 * make it; the stored change orders as /admin reads them (src/lib/firebase/changeOrders.ts)
 * and the builder's call (src/lib/api-client/changeOrders.ts).
 */
import { describe, expect, test, vi } from "vitest";
import { CHANGE_ORDER_TEXT } from "../../src/config/text/changeOrder.ts";
import { PROPOSAL_TEXT } from "../../src/config/text/proposal.ts";
import { PROPOSAL_ADMIN_TEXT } from "../../src/config/text/proposalAdmin.ts";
import {
  blankChangeLine,
  canWriteChangeOrder,
  changeTotals,
  checkChangeOrderForm,
  contractNow,
  emptyChangeOrderForm,
  type ChangeLineForm,
  type ChangeOrderForm,
} from "../../src/lib/admin/changeOrderForm.ts";
import { changeOrderFailureText, sendChangeOrder } from "../../src/lib/api-client/changeOrders.ts";
import { toChangeOrderRow } from "../../src/lib/firebase/changeOrders.ts";
import type { ProposalRow } from "../../src/lib/firebase/proposals.ts";
import { changeOrderRow as order } from "../support/changeOrders.ts";
import { sampleDraft } from "../support/proposals.ts";

const E = PROPOSAL_TEXT.errors;
const DRAFT = sampleDraft("MD", { name: "Dana Homeowner", email: "dana@example.com" });

const line = (change: Partial<ChangeLineForm>): ChangeLineForm => ({ ...blankChangeLine([]), ...change });

/** A closet added ($1,850 + 2.5 h at $95) and the pot filler taken out ($1,275 credit). */
const FORM: ChangeOrderForm = {
  title: "  Closet added, pot filler out ",
  reason: "The homeowner asked for a closet in the hall and no longer wants the pot filler.",
  items: [
    line({ id: "c1", description: "Hall closet", quantity: "1", unit: "job", price: "1,850" }),
    line({ id: "c2", description: "Framing labour", quantity: "2.5", unit: "hour", price: "$95.00" }),
    line({ id: "c3", description: "Pot filler faucet", quantity: "1", unit: "each", price: "1275", credit: true }),
  ],
  completionDate: "2027-02-26",
  signer: " Alex Owner ",
};

describe("the change order form", () => {
  test("a new change order has one empty line and keeps the completion date", () => {
    expect(emptyChangeOrderForm("Alex Owner")).toEqual({
      title: "",
      reason: "",
      items: [{ id: "c1", description: "", quantity: "1", unit: "each", price: "", credit: false }],
      completionDate: "",
      signer: "Alex Owner",
    });
  });

  test("a new line takes an id not used yet", () => {
    expect(blankChangeLine([line({ id: "c1" }), line({ id: "c3" })]).id).toBe("c4");
    expect(blankChangeLine([line({ id: "c2" }), line({ id: "c3" })]).id).toBe("c4");
    expect(blankChangeLine([line({ id: "c3" })]).id).toBe("c2");
  });

  test("the form becomes the request to send: trimmed, in cents, each credit kept as one", () => {
    expect(checkChangeOrderForm(FORM, "p1", 1_923_750)).toEqual({
      ok: true,
      value: {
        proposalId: "p1",
        draft: {
          title: "Closet added, pot filler out",
          reason: FORM.reason,
          items: [
            { id: "c1", description: "Hall closet", quantity: 1, unit: "job", unitCents: 185_000, credit: false },
            { id: "c2", description: "Framing labour", quantity: 2.5, unit: "hour", unitCents: 9_500, credit: false },
            { id: "c3", description: "Pot filler faucet", quantity: 1, unit: "each", unitCents: 127_500, credit: true },
          ],
          completionDate: "2027-02-26",
        },
        signer: "Alex Owner",
      },
    });
  });

  test("an empty completion date keeps the contract's", () => {
    const checked = checkChangeOrderForm({ ...FORM, completionDate: "" }, "p1", 1_923_750);
    expect(checked.ok && checked.value.draft.completionDate).toBe("");
  });

  test("each field the schema refuses shows its sentence under that field", () => {
    const checked = checkChangeOrderForm(
      {
        ...FORM,
        title: " ",
        items: [FORM.items[0], { ...FORM.items[1], quantity: "2.125", price: "12.345" }],
        completionDate: "26/02/2027",
        signer: "A",
      },
      "p1",
      1_923_750,
    );
    expect(checked).toEqual({
      ok: false,
      errors: {
        title: E.title,
        "items.1.quantity": E.quantity,
        "items.1.unitCents": E.unitPrice,
        completionDate: E.date,
        signer: E.signer,
      },
    });
  });

  test("no line at all is refused under the lines", () => {
    const checked = checkChangeOrderForm({ ...FORM, items: [] }, "p1", 1_923_750);
    expect(checked).toEqual({ ok: false, errors: { items: E.noItems } });
  });

  test("credits may not take the contract price below zero", () => {
    const credit = { ...FORM, items: [{ ...FORM.items[2], price: "20,000" }] };
    expect(checkChangeOrderForm(credit, "p1", 1_999_999)).toEqual({
      ok: false,
      errors: { items: PROPOSAL_ADMIN_TEXT.changeOrder.creditTooLarge },
    });
    expect(checkChangeOrderForm(credit, "p1", 2_000_000).ok).toBe(true);
  });

  test("the live totals count a credit below zero and half-typed numbers as nothing", () => {
    expect(changeTotals(FORM, 1_923_750)).toEqual({
      lines: [185_000, 23_750, -127_500],
      changeCents: 81_250,
      newTotalCents: 2_005_000,
    });
    const halfTyped = { items: [{ ...FORM.items[0], price: "1,8.5x" }, FORM.items[2]] };
    expect(changeTotals(halfTyped, 1_923_750)).toEqual({
      lines: [0, -127_500],
      changeCents: -127_500,
      newTotalCents: 1_796_250,
    });
  });
});

describe("the contract as its change orders leave it", () => {
  const NOW = Date.parse("2026-12-10T15:00:00Z");
  const signed = { name: "Dana Homeowner", signedAt: NOW, totalCents: 1_923_750, depositCents: 577_125 };
  const proposal = (change: Partial<ProposalRow>): ProposalRow => ({
    id: "p1",
    state: "signed",
    lead: null,
    draft: { ...DRAFT, completionDate: "2027-02-12" },
    sentAt: null,
    expiresAt: null,
    changeRequest: null,
    signed,
    deposit: null,
    updatedAt: NOW,
    ...change,
  });
  test("a change order is written only to a signed contract, paid or not", () => {
    expect(canWriteChangeOrder(proposal({}))).toBe(true);
    expect(canWriteChangeOrder(proposal({ state: "paid" }))).toBe(true);
    for (const state of ["draft", "sent", "viewed", "changes", "declined"] as const)
      expect(canWriteChangeOrder(proposal({ state, signed: null }))).toBe(false);
    // A signed proposal whose signed price cannot be read: no price to start a change from.
    expect(canWriteChangeOrder(proposal({ signed: null }))).toBe(false);
  });

  test("the price is the signed one plus each signed change; open and declined ones count for nothing", () => {
    const orders = [
      order(3, { state: "sent", changeCents: 50_000, completionDate: "2027-04-01" }),
      order(1, { changeCents: 81_250, completionDate: "2027-02-26" }),
      order(2, { state: "declined", changeCents: 10_000, completionDate: "2027-03-01" }),
      order(4, { changeCents: -20_000, completionDate: "2027-02-26" }),
      order(5, { state: "viewed", changeCents: 1 }),
    ];
    expect(contractNow(proposal({}), orders)).toEqual({ totalCents: 1_985_000, completionDate: "2027-02-26" });
    expect(contractNow(proposal({}), [])).toEqual({ totalCents: 1_923_750, completionDate: "2027-02-12" });
  });

  test("the completion date is the latest signed change order's", () => {
    const orders = [order(2, { completionDate: "2027-03-15" }), order(1, { completionDate: "2027-02-26" })];
    expect(contractNow(proposal({}), orders).completionDate).toBe("2027-03-15");
  });
});

describe("stored change orders as /admin reads them", () => {
  const at = (millis: number) => ({ toMillis: () => millis });
  const stored = {
    proposalId: "p1",
    number: 2,
    state: "viewed",
    document: {
      title: "Closet added",
      changeCents: -12_500,
      previousTotalCents: 2_005_000,
      newTotalCents: 1_992_500,
      previousCompletionDate: "2027-02-26",
      completionDate: "2027-02-26",
    },
    contractorSignature: { name: "Alex Owner", signedAt: at(1) },
    sentAt: at(1),
    expiresAt: at(2_000),
    signed: null,
    declinedAt: null,
    updatedAt: at(1),
  };

  test("a stored change order reads as its row, times in milliseconds", () => {
    expect(toChangeOrderRow("co2", stored)).toEqual({
      id: "co2",
      number: 2,
      state: "viewed",
      title: "Closet added",
      changeCents: -12_500,
      newTotalCents: 1_992_500,
      completionDate: "2027-02-26",
      expiresAt: 2_000,
    });
  });

  test.each([
    ["an unknown state", { state: "expired" }],
    ["no number", { number: undefined }],
    ["a number below 1", { number: 0 }],
    ["no document", { document: "x" }],
    ["a change not in whole cents", { document: { ...stored.document, changeCents: 12.5 } }],
    ["no new price", { document: { ...stored.document, newTotalCents: "1992500" } }],
  ])("one with %s is left out", (_, change) => {
    expect(toChangeOrderRow("co2", { ...stored, ...change })).toBeNull();
  });
});

describe("the builder's call to POST /api/change-orders", () => {
  const answer = (status: number, body: unknown) =>
    vi.fn(
      async (_url: string | URL | Request, _init?: RequestInit) =>
        new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
    );
  const checked = checkChangeOrderForm(FORM, "p1", 1_923_750);
  const request = checked.ok ? checked.value : null!;

  test("send posts the change order with the admin's token and says where it went", async () => {
    const fetchImpl = answer(200, {
      id: "co1",
      number: 1,
      email: "dana@example.com",
      expiresAt: "2027-01-09T00:00:00Z",
    });
    await expect(sendChangeOrder(request, async () => "token-1", fetchImpl)).resolves.toEqual({
      id: "co1",
      number: 1,
      email: "dana@example.com",
      expiresAt: "2027-01-09T00:00:00Z",
    });
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe("/api/change-orders");
    expect(new Headers(init?.headers).get("authorization")).toBe("Bearer token-1");
    expect(JSON.parse(init?.body as string)).toEqual({ action: "send", ...request });
  });

  test("an answer without its id, number or e-mail is a failure", async () => {
    const error = await sendChangeOrder(request, async () => "t", answer(200, { id: "co1" })).catch((e: unknown) => e);
    expect(changeOrderFailureText(error, "Fallback.")).toBe("Fallback.");
  });

  test("a refusal rejects with the server's sentence; anything else the fallback", async () => {
    const refusals = [
      [409, "proposal_not_signed", CHANGE_ORDER_TEXT.api.notSigned],
      [404, "proposal_not_found", CHANGE_ORDER_TEXT.api.notFound],
      [422, "credit_too_large", "The credits would take the price below zero."],
      [400, "invalid_request", E.description],
    ] as const;
    for (const [status, code, message] of refusals) {
      const fetchImpl = answer(status, { error: { code, message } });
      const error = await sendChangeOrder(request, async () => "t", fetchImpl).catch((e: unknown) => e);
      expect(changeOrderFailureText(error, "Fallback.")).toBe(message);
    }
    const unsigned = await sendChangeOrder(
      request,
      async () => "t",
      answer(409, { error: { code: "proposal_not_signed", message: "" } }),
    ).catch((e: unknown) => e);
    expect(changeOrderFailureText(unsigned, "Fallback.")).toBe(CHANGE_ORDER_TEXT.api.notSigned);
    const broken = await sendChangeOrder(
      request,
      async () => "t",
      answer(500, { error: { code: "internal", message: "Boom" } }),
    ).catch((e: unknown) => e);
    expect(changeOrderFailureText(broken, "Fallback.")).toBe("Fallback.");
  });
});
