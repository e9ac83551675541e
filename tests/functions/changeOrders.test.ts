/**
 * Change orders through the real functions, the Firestore emulator and MailDev: the owner
 * writes and sends one for a signed contract, the homeowner opens the e-mail's link and
 * signs it; the contract price follows on /proposal and /account, the signed proposal does
 * not change, and the signed PDF, read with poppler's pdftotext, carries the change and its hash.
 */
import { getFirestore } from "firebase-admin/firestore";
import { describe, expect, test, vi } from "vitest";
import changeOrderLink, { config as linkConfig } from "../../netlify/functions/change-order.ts";
import changeOrders, { config as ownerConfig } from "../../netlify/functions/change-orders.ts";
import { mailAttachments, waitForMail, type ReceivedMail } from "../../scripts/maildev.ts";
import { ROUTES } from "../../src/config/routes.ts";
import { CHANGE_ORDER_TEXT } from "../../src/config/text/changeOrder.ts";
import { formatCents } from "../../src/lib/format/money.ts";
import type { ChangeOrderView } from "../../src/lib/proposal/changeOrder.ts";
import type { ProposalView } from "../../src/lib/proposal/view.ts";
import type { ChangeOrderDraft } from "../../src/schemas/changeOrder.ts";
import type { AccountProposal } from "../../src/schemas/accountLead.ts";
import { ACCOUNT_LEADS, CHANGE_ORDERS, PROPOSALS } from "../../src/schemas/collections.ts";
import { adminApp } from "../../src/server/firebaseAdmin.ts";
import { pdfText, SAMPLE_CHANGE_CENTS, sampleChangeOrderDraft, SIGNATURE_PNG } from "../support/proposals.ts";
import { call, errorOf } from "./support/http.ts";
import { linkCall, signedProposal, useOwnerAndMail } from "./support/signedProposal.ts";
import { createTestUser } from "./support/tokens.ts";

vi.setConfig({ testTimeout: 30_000 });

const db = () => getFirestore(adminApp());
const owner = useOwnerAndMail();

const send = (body: Record<string, unknown>, token = owner.admin().idToken) =>
  call(changeOrders, ownerConfig.path as string, { body, headers: { Authorization: `Bearer ${token}` } });
const link = (body: Record<string, unknown>) =>
  call(changeOrderLink, linkConfig.path as string, { body, headers: { "User-Agent": "Change order test" } });

const linkIn = (mail: ReceivedMail): string => {
  const match = new RegExp(`${ROUTES.changeOrder}#([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match) throw new Error("no change order link in the e-mail");
  return match[1];
};

async function sendAndReadLink(proposalId: string, email: string, change: Partial<ChangeOrderDraft> = {}) {
  const sent = await send({ action: "send", proposalId, draft: sampleChangeOrderDraft(change), signer: "Pat Owner" });
  expect(sent.status).toBe(200);
  const { number } = (await sent.json()) as { number: number };
  const subject = CHANGE_ORDER_TEXT.mail.sentSubject(number, sampleChangeOrderDraft(change).title);
  const [mail] = await waitForMail((item) => item.subject === subject && item.to.some((to) => to.address === email));
  return { token: linkIn(mail), number };
}

const changeOf = async (answer: Response) => ((await answer.json()) as { changeOrder: ChangeOrderView }).changeOrder;
const sign = (token: string) =>
  link({ action: "sign", token, name: "Dana Whitfield", signature: SIGNATURE_PNG, consent: true });

/** The contract's lead as /account reads it. */
const accountRow = async (leadId: string) =>
  (await db().collection(ACCOUNT_LEADS).doc(leadId).get()).get("proposal") as AccountProposal;

describe("a change order", () => {
  test("sent, read, signed: the price follows on /proposal and /account, the contract itself never changes", async () => {
    const contract = await signedProposal(owner.admin().idToken, "change");
    const before = (await db().collection(PROPOSALS).doc(contract.id).get()).data();
    const total = contract.view.signed!.document.totalCents;
    const completion = contract.view.signed!.document.completionDate;
    const { token } = await sendAndReadLink(contract.id, contract.email, { completionDate: "2027-09-30" });
    // /account lists it at once, waiting for the homeowner; the price stays until it is signed.
    const waiting = await accountRow(contract.leadId);
    expect(waiting.totalCents).toBe(total);
    expect(waiting.changeOrders).toMatchObject([
      { number: 1, title: "Pantry cabinet", changeCents: SAMPLE_CHANGE_CENTS, state: "sent", signedAt: null },
    ]);

    const view = await changeOf(await link({ action: "view", token }));
    expect(view.state).toBe("viewed");
    expect(view.document).toMatchObject({
      number: 1,
      changeCents: SAMPLE_CHANGE_CENTS,
      previousTotalCents: total,
      newTotalCents: total + SAMPLE_CHANGE_CENTS,
      previousCompletionDate: completion,
      completionDate: "2027-09-30",
    });
    expect(view.document.items.map((line) => line.cents)).toEqual([310_000, -127_500]);

    const signed = await changeOf(await sign(token));
    expect(signed.state).toBe("signed");
    expect(signed.signed?.documentHash).toMatch(/^[0-9a-f]{64}$/);

    // The contract's page lists it and states the price with it.
    const page = (
      (await (await linkCall({ action: "view", token: contract.token })).json()) as { proposal: ProposalView }
    ).proposal;
    expect(page.changes).toEqual({
      changeOrders: [
        { number: 1, title: "Pantry cabinet", changeCents: SAMPLE_CHANGE_CENTS, signedAt: signed.signed!.signedAt },
      ],
      currentTotalCents: total + SAMPLE_CHANGE_CENTS,
    });
    const row = await accountRow(contract.leadId);
    expect(row.totalCents).toBe(total + SAMPLE_CHANGE_CENTS);
    expect(row.changeOrders).toMatchObject([
      { number: 1, state: "signed", signedAt: Date.parse(signed.signed!.signedAt) },
    ]);
    // The signed proposal and its record are as they were.
    const after = (await db().collection(PROPOSALS).doc(contract.id).get()).data();
    expect(after?.signed).toEqual(before?.signed);
    expect(after?.draft).toEqual(before?.draft);

    // Both get the signed change order; pdftotext reads the change, the new price and the hash.
    const subject = CHANGE_ORDER_TEXT.mail.signedSubject(1, "Pantry cabinet");
    const [client] = await waitForMail(
      (mail) => mail.subject === subject && mail.to.some((to) => to.address === contract.email),
    );
    const [pdf] = await mailAttachments(client.id, "application/pdf");
    const text = pdfText(pdf);
    for (const words of [
      "Change order 1: Pantry cabinet",
      formatCents(total + SAMPLE_CHANGE_CENTS),
      formatCents(-127_500),
      signed.signed!.documentHash,
      contract.view.signed!.documentHash,
    ])
      expect(text).toContain(words);
    await waitForMail(
      (mail) => mail.subject === CHANGE_ORDER_TEXT.mail.signedSubject(1, "Dana Whitfield, Pantry cabinet"),
    );

    // Signed once: the link now only reads, and gives the same PDF.
    expect(await errorOf(await sign(token))).toMatchObject({ status: 409, code: "proposal_closed" });
    const downloaded = await link({ action: "pdf", token });
    expect(downloaded.headers.get("content-type")).toBe("application/pdf");
    expect(pdfText(Buffer.from(await downloaded.arrayBuffer()))).toContain(signed.signed!.documentHash);
  });

  test("two written on the same price: once one is signed, the other cannot be, its figures being out of date", async () => {
    const contract = await signedProposal(owner.admin().idToken, "change");
    const first = await sendAndReadLink(contract.id, contract.email);
    const second = await sendAndReadLink(contract.id, contract.email, { title: "Second change" });
    expect(second.number).toBe(2);
    expect((await sign(first.token)).status).toBe(200);
    expect(await errorOf(await sign(second.token))).toMatchObject({ status: 409, code: "proposal_revised" });
    // A third, written now, starts from the price the first made.
    const third = await sendAndReadLink(contract.id, contract.email, { title: "Third change" });
    const view = await changeOf(await link({ action: "view", token: third.token }));
    expect(view.document.previousTotalCents).toBe(contract.view.signed!.document.totalCents + SAMPLE_CHANGE_CENTS);
  });

  test("declined: the owner hears of it, the contract stays, and the link cannot sign any more", async () => {
    const contract = await signedProposal(owner.admin().idToken, "change");
    const { token } = await sendAndReadLink(contract.id, contract.email);
    expect((await changeOf(await link({ action: "decline", token }))).state).toBe("declined");
    await waitForMail((mail) => mail.subject === CHANGE_ORDER_TEXT.mail.declinedSubject("Dana Whitfield"));
    expect(await errorOf(await sign(token))).toMatchObject({ status: 409, code: "proposal_closed" });
    const page = (
      (await (await linkCall({ action: "view", token: contract.token })).json()) as { proposal: ProposalView }
    ).proposal;
    expect(page.changes?.currentTotalCents).toBe(contract.view.signed!.document.totalCents);
    const row = await accountRow(contract.leadId);
    expect(row.totalCents).toBe(contract.view.signed!.document.totalCents);
    expect(row.changeOrders).toMatchObject([{ number: 1, state: "declined" }]);
    expect(row.changeOrders?.[0]?.declinedAt).toEqual(expect.any(Number));
  });

  test("refused: an unsigned proposal, credits below a zero price, a stranger, a made-up link", async () => {
    const unsigned = await signedProposal(owner.admin().idToken, "change");
    // A copy of it as it was before the signature: no contract to change yet.
    const fresh = db().collection(PROPOSALS).doc();
    await fresh.set({
      ...(await db().collection(PROPOSALS).doc(unsigned.id).get()).data(),
      signed: null,
      state: "sent",
    });
    expect(
      await errorOf(
        await send({ action: "send", proposalId: fresh.id, draft: sampleChangeOrderDraft(), signer: "Pat Owner" }),
      ),
    ).toMatchObject({
      status: 409,
      code: "proposal_not_signed",
    });
    const tooMuch = sampleChangeOrderDraft({
      items: [
        {
          id: "all",
          description: "Everything taken out",
          quantity: 1,
          unit: "job",
          unitCents: 99_999_999,
          credit: true,
        },
      ],
    });
    expect(
      await errorOf(await send({ action: "send", proposalId: unsigned.id, draft: tooMuch, signer: "Pat Owner" })),
    ).toMatchObject({
      status: 422,
      code: "credit_too_large",
    });
    const stranger = await createTestUser();
    expect(
      (
        await errorOf(
          await send(
            { action: "send", proposalId: unsigned.id, draft: sampleChangeOrderDraft(), signer: "X Y Z" },
            stranger.idToken,
          ),
        )
      ).status,
    ).toBe(403);
    expect(await errorOf(await link({ action: "view", token: "x".repeat(43) }))).toMatchObject({
      status: 404,
      code: "link_invalid",
    });
    expect((await db().collection(CHANGE_ORDERS).where("proposalId", "==", unsigned.id).get()).size).toBe(0);
  });
});
