/**
 * A proposal from the owner's draft to the homeowner's signature: the real functions
 * against the Firestore emulator and MailDev, the signed PDF read back with poppler's
 * pdftotext (a tool the product does not use), its hash compared with the stored record.
 */
import { createHash } from "node:crypto";
import { getAuth } from "firebase-admin/auth";
import { getFirestore, Timestamp, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import proposalLink, { config as linkConfig } from "../../netlify/functions/proposal.ts";
import proposals, { config as ownerConfig } from "../../netlify/functions/proposals.ts";
import { mailAttachments, MAILDEV_SMTP_PORT, waitForMail, type ReceivedMail } from "../../scripts/maildev.ts";
import { localizedPath, ROUTES } from "../../src/config/routes.ts";
import { SITE } from "../../src/config/site.ts";
import { PROPOSAL_TEXT } from "../../src/config/text/proposal.ts";
import { formatCents } from "../../src/lib/format/money.ts";
import { canonicalJson, contractDocument } from "../../src/lib/proposal/contract.ts";
import { LAW } from "../../src/lib/proposal/law.ts";
import { ESIGN_CONSENT } from "../../src/lib/proposal/consent.ts";
import { NOTICE_WORDS_ES } from "../../src/lib/proposal/lawSpanish.ts";
import { JURISDICTION_NAMES } from "../../src/lib/proposal/jurisdictionNames.ts";
import { PROPOSAL_WORDS } from "../../src/lib/proposal/proposalWords.ts";
import type { ProposalView } from "../../src/lib/proposal/view.ts";
import {
  ACCOUNT_LEADS,
  MESSAGE_LEADS,
  NOTIFICATIONS,
  PROPOSAL_NOTICES_DOC,
  PROPOSALS,
} from "../../src/schemas/collections.ts";
import type { ProposalDraft } from "../../src/schemas/proposal.ts";
import type { Jurisdiction } from "../../src/schemas/proposalRules.ts";
import { adminApp } from "../../src/server/firebaseAdmin.ts";
import { storeLead } from "../../src/server/leads/store.ts";
import { deliverNow } from "../../src/server/noticeRegistry.ts";
import { pdfText, sampleDraft, SIGNATURE_PNG } from "../support/proposals.ts";
import { call, errorOf } from "./support/http.ts";
import { TEST_ALERT_TO } from "./support/mail.ts";
import { createTestUser, type TestUser } from "./support/tokens.ts";

vi.setConfig({ testTimeout: 30_000 });

const db = () => getFirestore(adminApp());
const unique = () => crypto.randomUUID().slice(0, 8);

let admin: TestUser;
let homeowner: TestUser;
beforeAll(async () => {
  admin = await createTestUser();
  await getAuth(adminApp()).setCustomUserClaims(admin.uid, { admin: true });
  homeowner = await createTestUser();
});

beforeEach(() => {
  vi.stubEnv("SMTP_URL", `smtp://127.0.0.1:${MAILDEV_SMTP_PORT}`);
  vi.stubEnv("LEAD_ALERT_TO", TEST_ALERT_TO);
});

const owner = (body: Record<string, unknown>, token: string | null = admin.idToken) =>
  call(proposals, ownerConfig.path as string, {
    body,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });

const link = (body: Record<string, unknown>) =>
  call(proposalLink, linkConfig.path as string, { body, headers: { "User-Agent": "Proposal test browser" } });

/** A lead and a draft built from it; the e-mail is unique to the test. */
async function draftFor(jurisdiction: Jurisdiction, change: Partial<ProposalDraft> = {}) {
  const email = `home-${unique()}@example.org`;
  const { leadId } = await storeLead({
    collection: MESSAGE_LEADS,
    data: { name: "Dana Whitfield", email, phone: "(301) 555-0100", message: "A new kitchen, please." },
    source: "contact",
  });
  const draft = sampleDraft(jurisdiction, { name: "Dana Whitfield", email }, change);
  const saved = await owner({ action: "save", lead: { collection: MESSAGE_LEADS, leadId }, draft });
  expect(saved.status).toBe(200);
  const { id } = (await saved.json()) as { id: string };
  return { id, email, draft, leadId };
}

const linkIn = (mail: ReceivedMail): string => {
  const match = new RegExp(`${ROUTES.proposal}#([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match) throw new Error("no proposal link in the e-mail");
  return match[1];
};

/** Sends, and reads the link from the homeowner's e-mail in MailDev (one other than `older`). */
async function sendAndReadLink(id: string, email: string, older?: string): Promise<string> {
  const sent = await owner({ action: "send", id, signer: "Pat Owner", initials: "PO" });
  expect(sent.status).toBe(200);
  const [mail] = await waitForMail((item) => item.to.some((to) => to.address === email) && linkIn(item) !== older);
  return linkIn(mail);
}

const viewOf = async (answer: Response) => ((await answer.json()) as { proposal: ProposalView }).proposal;

const sign = (token: string, revision: number, change: Record<string, unknown> = {}) =>
  link({
    action: "sign",
    token,
    revision,
    ticked: ["light"],
    name: "Dana Whitfield",
    initials: "",
    signature: SIGNATURE_PNG,
    consent: true,
    ...change,
  });

describe("sending: the law by address", () => {
  test("a Maryland deposit above a third is refused with the rule's sentence; at a third it sends", async () => {
    const { id, email } = await draftFor("MD", {
      schedule: { deposit: { kind: "percent", value: 3_334 }, milestones: [], finalLabel: "On completion" },
    });
    const refused = await owner({ action: "send", id, signer: "Pat Owner", initials: "" });
    expect(refused.status).toBe(422);
    const body = (await refused.json()) as { error: { code: string }; breaches: { rule: string; message: string }[] };
    expect(body.error.code).toBe("proposal_breaks_law");
    expect(body.breaches).toEqual([
      {
        rule: "deposit-limit",
        message:
          "Maryland law (Business Regulation § 8-617(b)) allows a deposit of at most one third of the contract price: at most 33.33 % here, not 33.34 %.",
      },
    ]);
    expect((await db().collection(PROPOSALS).doc(id).get()).get("state")).toBe("draft");

    const fixed = sampleDraft(
      "MD",
      { name: "Dana Whitfield", email },
      {
        schedule: { deposit: { kind: "percent", value: 3_333 }, milestones: [], finalLabel: "On completion" },
      },
    );
    const lead = String((await db().collection(PROPOSALS).doc(id).get()).get("lead")).split("/")[1];
    expect(
      (await owner({ action: "save", id, lead: { collection: MESSAGE_LEADS, leadId: lead }, draft: fixed })).status,
    ).toBe(200);
    const token = await sendAndReadLink(id, email);
    const stored = (await db().collection(PROPOSALS).doc(id).get()).data();
    expect(stored?.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(stored)).not.toContain(token);
    const frozenIds = (stored?.frozen as { terms: { id: string }[] }).terms.map((term) => term.id);
    for (const notice of LAW.MD.notices) expect(frozenIds).toContain(notice.id);
  });

  test("the owner's words for a notice are what a sent proposal prints, and stay with it after a later edit", async () => {
    const notices = db().doc(PROPOSAL_NOTICES_DOC);
    await notices.set({ notices: { "va-delays": "Our lawyer's words on delays." }, updatedAt: Timestamp.now() });
    try {
      const { id, email } = await draftFor("VA");
      await sendAndReadLink(id, email);
      await notices.set({ notices: { "va-delays": "Newer words." }, updatedAt: Timestamp.now() });
      const frozen = (await db().collection(PROPOSALS).doc(id).get()).get("frozen") as {
        terms: { id: string; text: string }[];
      };
      expect(frozen.terms.find((term) => term.id === "va-delays")?.text).toBe("Our lawyer's words on delays.");
      // An emptied notice cannot be sent: the rule that asks for it is named.
      await notices.set({ notices: { "va-recovery-fund": " " }, updatedAt: Timestamp.now() });
      const next = await draftFor("VA");
      const refused = await owner({ action: "send", id: next.id, signer: "Pat Owner", initials: "" });
      const body = (await refused.json()) as { breaches: { rule: string; message: string }[] };
      expect(body.breaches.map((breach) => breach.rule)).toEqual(["notice"]);
      expect(body.breaches[0]?.message).toContain("18VAC50-22-260 B 9 j");
    } finally {
      await notices.delete();
    }
  });

  test.each([
    ["no dates", { startDate: "" }, "dates"],
    ["a Virginia job without materials", { materials: [] }, "materials"],
  ] as [string, Partial<ProposalDraft>, string][])("%s is refused", async (_, change, rule) => {
    const { id } = await draftFor("VA", change);
    const refused = await owner({ action: "send", id, signer: "Pat Owner", initials: "" });
    const body = (await refused.json()) as { breaches: { rule: string }[] };
    expect([refused.status, body.breaches.map((breach) => breach.rule)]).toEqual([422, [rule]]);
  });

  test("the homeowner's /account row follows the proposal: none as a draft, sent, viewed, back to none when revised", async () => {
    const { id, email, leadId, draft } = await draftFor("VA");
    const row = async () => (await db().collection(ACCOUNT_LEADS).doc(leadId).get()).get("proposal") as unknown;
    expect(await row()).toBeUndefined();
    const token = await sendAndReadLink(id, email);
    expect(await row()).toMatchObject({ state: "sent", title: draft.title, signedAt: null });
    await link({ action: "view", token });
    expect(await row()).toMatchObject({ state: "viewed" });
    const again = await owner({ action: "save", id, lead: { collection: MESSAGE_LEADS, leadId }, draft });
    expect(again.status).toBe(200);
    expect(await row()).toBeNull();
  });

  test("only an admin may build or send", async () => {
    const { id } = await draftFor("VA");
    expect((await errorOf(await owner({ action: "send", id, signer: "X Y Z", initials: "" }, null))).status).toBe(401);
    expect(
      await errorOf(await owner({ action: "send", id, signer: "X Y Z", initials: "" }, homeowner.idToken)),
    ).toMatchObject({
      status: 403,
      code: "forbidden",
    });
  });
});

describe("the homeowner's link", () => {
  test("read, tick, sign: the record, the same total as the page, the signed PDF to both, and then read-only", async () => {
    const { id, email } = await draftFor("MD", { arbitration: true });
    const token = await sendAndReadLink(id, email);

    const view = await viewOf(await link({ action: "view", token }));
    expect(view.state).toBe("viewed");
    expect((await db().collection(PROPOSALS).doc(id).get()).get("viewedAt")).toBeInstanceOf(Timestamp);

    // Maryland's arbitration clause needs the homeowner's initials.
    expect(await errorOf(await sign(token, view.revision))).toMatchObject({ status: 400, field: "initials" });

    // The page's total: the same computation, with the same tick.
    const page = contractDocument({ id, revision: view.revision, draft: view.draft, frozen: view.frozen }, ["light"]);
    const signed = await viewOf(await sign(token, view.revision, { initials: "DW" }));
    expect(signed.state).toBe("signed");
    expect(signed.signed?.document.totalCents).toBe(page.totalCents);

    const stored = (await db().collection(PROPOSALS).doc(id).get()).data();
    const record = stored?.signed as Record<string, unknown> & { document: unknown; signedAt: Timestamp };
    const hash = createHash("sha256").update(canonicalJson(record.document)).digest("hex");
    expect(record).toMatchObject({
      documentHash: hash,
      name: "Dana Whitfield",
      initials: "DW",
      userAgent: "Proposal test browser",
    });
    expect(record.addressHash).toMatch(/^[0-9a-f]{64}$/);
    expect(record.consent).toContain("electronic records");

    // Both get the signed PDF; the homeowner's e-mail says the deposit is due.
    const subject = PROPOSAL_TEXT.mail.signedSubject("Kitchen remodel");
    const [clientMail] = await waitForMail(
      (mail) => mail.subject === subject && mail.to.some((to) => to.address === email),
    );
    expect(clientMail.text).toContain(formatCents(page.payments[0].cents));
    await waitForMail(
      (mail) => mail.subject.startsWith("Signed: Dana Whitfield") && mail.to.some((to) => to.address === TEST_ALERT_TO),
    );
    const [attached] = await mailAttachments(clientMail.id, "application/pdf");
    const text = pdfText(attached);
    for (const phrase of [
      "anyone may ask the Commission about a contractor",
      "right to purchase a performance bond",
      "Guaranty Fund",
      "§ 8-405(c)",
      "Arbitration clause initialled: DW",
      "Signed electronically by Dana Whitfield",
      hash,
      formatCents(page.totalCents),
      ...page.payments.map((payment) => formatCents(payment.cents)),
    ])
      expect(text).toContain(phrase);

    // The link's PDF is the same document.
    const pdf = await link({ action: "pdf", token });
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdfText(Buffer.from(await pdf.arrayBuffer()))).toContain(hash);

    // From now on the link reads; a second signature, a change or the owner's edit is refused.
    expect((await viewOf(await link({ action: "view", token }))).state).toBe("signed");
    expect(await errorOf(await sign(token, view.revision, { initials: "DW" }))).toMatchObject({
      status: 409,
      code: "proposal_closed",
    });
    expect(await errorOf(await link({ action: "decline", token }))).toMatchObject({
      status: 409,
      code: "proposal_closed",
    });
    expect(await errorOf(await owner({ action: "send", id, signer: "Pat Owner", initials: "PO" }))).toMatchObject({
      status: 409,
      code: "proposal_signed",
    });
    const lead = String(stored?.lead).split("/")[1];
    const edit = await owner({
      action: "save",
      id,
      lead: { collection: MESSAGE_LEADS, leadId: lead },
      draft: stored?.draft,
    });
    expect(await errorOf(edit)).toMatchObject({ status: 409, code: "proposal_signed" });
    expect((await db().collection(PROPOSALS).doc(id).get()).get("signed.documentHash")).toBe(hash);
  });

  test("asking for changes tells the owner; revising kills the old link; the new one signs the new revision", async () => {
    const { id, email, leadId, draft } = await draftFor("VA");
    const first = await sendAndReadLink(id, email);
    const asked = await link({ action: "changes", token: first, message: "Could the tile be cheaper?" });
    expect((await viewOf(asked)).state).toBe("changes");
    await waitForMail(
      (mail) =>
        mail.subject === PROPOSAL_TEXT.mail.changesSubject("Dana Whitfield") &&
        mail.text.includes("Could the tile be cheaper?"),
    );

    const cheaper = {
      ...draft,
      items: draft.items.map((item) => (item.id === "tile" ? { ...item, unitCents: 1_200 } : item)),
    };
    expect(
      (await owner({ action: "save", id, lead: { collection: MESSAGE_LEADS, leadId }, draft: cheaper })).status,
    ).toBe(200);
    expect(await errorOf(await link({ action: "view", token: first }))).toMatchObject({
      status: 404,
      code: "link_invalid",
    });
    const second = await sendAndReadLink(id, email, first);
    const view = await viewOf(await link({ action: "view", token: second }));
    expect(view.revision).toBe(2);
    expect(await errorOf(await sign(second, 1))).toMatchObject({ status: 409, code: "proposal_revised" });
    expect((await sign(second, 2)).status).toBe(200);
  });

  test("declining closes it; an expired link is refused; a made-up link names nothing", async () => {
    const declined = await draftFor("DC");
    const token = await sendAndReadLink(declined.id, declined.email);
    expect((await viewOf(await link({ action: "decline", token }))).state).toBe("declined");
    await waitForMail((mail) => mail.subject === PROPOSAL_TEXT.mail.declinedSubject("Dana Whitfield"));
    expect(await errorOf(await sign(token, 1))).toMatchObject({ status: 409, code: "proposal_closed" });

    const late = await draftFor("DC");
    const lateToken = await sendAndReadLink(late.id, late.email);
    await db()
      .collection(PROPOSALS)
      .doc(late.id)
      .update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    expect(await errorOf(await link({ action: "view", token: lateToken }))).toMatchObject({
      status: 410,
      code: "link_expired",
    });
    expect(await errorOf(await sign(lateToken, 1))).toMatchObject({ status: 410 });

    expect(await errorOf(await link({ action: "view", token: "x".repeat(43) }))).toMatchObject({
      status: 404,
      code: "link_invalid",
    });
  });

  test("two signatures at once record one", async () => {
    const { id, email } = await draftFor("VA");
    const token = await sendAndReadLink(id, email);
    const statuses = (await Promise.all([sign(token, 1), sign(token, 1, { name: "Someone Else" })]))
      .map((answer) => answer.status)
      .sort();
    expect(statuses).toEqual([200, 409]);
  });
});

describe("reminders", () => {
  /** The proposal's reminders in the outbox, by event. */
  async function reminders(id: string): Promise<Record<string, QueryDocumentSnapshot>> {
    const notices = await db().collection(NOTIFICATIONS).where("lead", "==", `${PROPOSALS}/${id}`).get();
    return Object.fromEntries(
      notices.docs
        .filter((doc) => String(doc.get("event")).startsWith("remind-"))
        .map((doc) => [String(doc.get("event")), doc]),
    );
  }

  test("an unopened proposal reminds after 48 hours, without the link; one opened since is not reminded", async () => {
    const { id, email } = await draftFor("VA");
    const before = Date.now();
    await sendAndReadLink(id, email);
    const queued = await reminders(id);
    expect(Object.keys(queued).sort()).toEqual(["remind-expiring", "remind-unopened"]);
    const due = (queued["remind-unopened"].get("nextAttemptAt") as Timestamp).toMillis();
    expect(due - before).toBeGreaterThanOrEqual(48 * 3_600_000 - 60_000);
    expect(due - before).toBeLessThanOrEqual(48 * 3_600_000 + 60_000);
    expect(queued["remind-unopened"].get("token")).toBeUndefined();

    // Its time comes while the proposal is still unopened: the e-mail goes, with no link in it.
    await queued["remind-unopened"].ref.update({ nextAttemptAt: Timestamp.fromMillis(Date.now() - 1_000) });
    await deliverNow([queued["remind-unopened"].id]);
    const [mail] = await waitForMail(
      (item) =>
        item.subject === PROPOSAL_TEXT.mail.reminderSubject("Kitchen remodel") &&
        item.to.some((to) => to.address === email),
    );
    expect(mail.text).not.toContain(`${ROUTES.proposal}#`);
    expect(mail.text).toContain(PROPOSAL_TEXT.mail.sentSubject("Kitchen remodel"));

    // Another proposal, opened before its reminder is due: nothing is sent.
    const opened = await draftFor("VA");
    const token = await sendAndReadLink(opened.id, opened.email);
    await link({ action: "view", token });
    const openedReminder = (await reminders(opened.id))["remind-unopened"];
    await openedReminder.ref.update({ nextAttemptAt: Timestamp.fromMillis(Date.now() - 1_000) });
    await deliverNow([openedReminder.id]);
    expect((await openedReminder.ref.get()).get("lastError")).toBe("answered");
  });
});

describe("the deposit by cheque or transfer", () => {
  test("is recorded once, only after the signature", async () => {
    const { id, email } = await draftFor("VA");
    expect(await errorOf(await owner({ action: "deposit-received", id }))).toMatchObject({
      status: 409,
      code: "deposit_refused",
    });
    const token = await sendAndReadLink(id, email);
    await sign(token, 1);
    expect((await owner({ action: "deposit-received", id })).status).toBe(200);
    expect(await errorOf(await owner({ action: "deposit-received", id }))).toMatchObject({
      status: 409,
      code: "deposit_refused",
    });
    const view = await viewOf(await link({ action: "view", token }));
    expect(view.state).toBe("paid");
    expect(view.deposit?.cents).toBe(view.signed?.document.payments[0]?.cents);
  });
});

describe("in Spanish", () => {
  const ES = PROPOSAL_WORDS.es;
  const spanishLinkIn = (mail: ReceivedMail): string => {
    const match = new RegExp(`${localizedPath(ROUTES.proposal, "es")}#([A-Za-z0-9_-]+)`).exec(mail.text);
    if (!match) throw new Error("no Spanish proposal link in the e-mail");
    return match[1];
  };

  test("the homeowner reads, signs and is e-mailed in Spanish: the link, the notices, the consent, the PDF, the receipt; the owner's e-mails stay English", async () => {
    const notices = db().doc(PROPOSAL_NOTICES_DOC);
    // The owner's own words for one notice: printed as they wrote them, marked English. The right to cancel they
    // edited in both languages: the Spanish is printed, and the proposal may be sent.
    await notices.set({
      notices: { "md-finance": "Our lawyer's words on payments.", "md-cancellation": "Our lawyer's words on it." },
      noticesEs: { "md-cancellation": "Las palabras de nuestro abogado sobre la cancelación." },
      updatedAt: Timestamp.now(),
    });
    try {
      const { id, email } = await draftFor("MD", { language: "es" });
      const sent = await owner({ action: "send", id, signer: "Pat Owner", initials: "" });
      expect(sent.status).toBe(200);
      const [mail] = await waitForMail(
        (item) => item.subject === ES.mail.sentSubject("Kitchen remodel") && item.to.some((to) => to.address === email),
      );
      const token = spanishLinkIn(mail);
      expect(mail.text).toContain(ES.mail.sentLink);
      expect(mail.text).toMatch(
        / de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de 20\d\d/,
      );

      const frozen = (await db().collection(PROPOSALS).doc(id).get()).get("frozen") as {
        terms: { id: string; title: string; text: string; lang?: string }[];
      };
      const term = (noticeId: string) => frozen.terms.find((entry) => entry.id === noticeId);
      expect(term("md-cancellation")).toMatchObject({
        title: NOTICE_WORDS_ES["md-cancellation"].title,
        text: "Las palabras de nuestro abogado sobre la cancelación.",
      });
      expect(term("md-cancellation")?.lang).toBeUndefined();
      expect(term("md-deposit")).toMatchObject(NOTICE_WORDS_ES["md-deposit"]);
      expect(term("md-finance")).toMatchObject({
        title: NOTICE_WORDS_ES["md-finance"].title,
        text: "Our lawyer's words on payments.",
        lang: "en",
      });

      const view = await viewOf(await link({ action: "view", token }));
      const signed = await viewOf(await sign(token, view.revision));
      expect(signed.signed?.document.language).toBe("es");
      const stored = (await db().collection(PROPOSALS).doc(id).get()).data();
      expect((stored?.signed as { consent: string }).consent).toBe(ESIGN_CONSENT.text(SITE.email, "es"));

      const [clientMail] = await waitForMail(
        (item) =>
          item.subject === ES.mail.signedSubject("Kitchen remodel") && item.to.some((to) => to.address === email),
      );
      expect(clientMail.text).toContain(ES.mail.signedClient("Kitchen remodel"));
      const text = pdfText((await mailAttachments(clientMail.id, "application/pdf"))[0]);
      for (const phrase of [
        ES.pdf.homeownerSigned("Dana Whitfield", ""),
        ES.pdf.law(JURISDICTION_NAMES.es.MD),
        NOTICE_WORDS_ES["md-cancellation"].title,
        ES.pdf.terms,
        "Our lawyer's words on payments.",
        "Las palabras de nuestro abogado sobre la cancelación.",
      ])
        expect(text).toContain(phrase.trim());
      // The owner's news of it: English.
      const [ownerMail] = await waitForMail(
        (item) =>
          item.subject === PROPOSAL_TEXT.mail.signedSubject("Dana Whitfield, Kitchen remodel") &&
          item.to.some((to) => to.address === TEST_ALERT_TO),
      );
      expect(ownerMail.text).toContain("signed the contract for Kitchen remodel");

      // The receipt of a deposit by cheque: Spanish for the homeowner.
      expect((await owner({ action: "deposit-received", id })).status).toBe(200);
      await waitForMail(
        (item) =>
          item.subject === ES.mail.receiptSubject("Kitchen remodel") && item.to.some((to) => to.address === email),
      );
      // /account quotes the Spanish subjects: the row knows the proposal's language.
      const lead = String(stored?.lead).split("/")[1];
      expect((await db().collection(ACCOUNT_LEADS).doc(lead).get()).get("proposal.language")).toBe("es");
    } finally {
      await notices.delete();
    }
  });
});
