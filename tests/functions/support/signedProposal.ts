/**
 * A Maryland proposal built, sent and signed through the real functions, with the light
 * ticked: for the tests of what follows a signature (the deposit, change orders). The
 * link's token is set here rather than read from the e-mail (tests/functions/proposals.test.ts reads it).
 */
import { getFirestore } from "firebase-admin/firestore";
import { getAuth } from "firebase-admin/auth";
import { beforeAll, beforeEach, expect, vi } from "vitest";
import { MAILDEV_SMTP_PORT } from "../../../scripts/maildev.ts";
import proposalLink, { config as linkConfig } from "../../../netlify/functions/proposal.ts";
import proposals, { config as ownerConfig } from "../../../netlify/functions/proposals.ts";
import { SITE } from "../../../src/config/site.ts";
import type { ProposalView } from "../../../src/lib/proposal/view.ts";
import { MESSAGE_LEADS, PROPOSALS } from "../../../src/schemas/collections.ts";
import { adminApp } from "../../../src/server/firebaseAdmin.ts";
import { storeLead } from "../../../src/server/leads/store.ts";
import { hashToken, newToken } from "../../../src/server/privateLink.ts";
import { sampleDraft, SIGNATURE_PNG } from "../../support/proposals.ts";
import { call } from "./http.ts";
import { TEST_ALERT_TO } from "./mail.ts";
import { createTestUser, type TestUser } from "./tokens.ts";

/** The owner's POST /api/proposals with an admin's ID token. */
export const ownerCall = (adminIdToken: string) => (body: Record<string, unknown>) =>
  call(proposals, ownerConfig.path as string, { body, headers: { Authorization: `Bearer ${adminIdToken}` } });

/** The homeowner's POST /api/proposal, from the site's own page. */
export const linkCall = (body: Record<string, unknown>) =>
  call(proposalLink, linkConfig.path as string, { body, headers: { Origin: SITE.url, "User-Agent": "Test browser" } });

export async function signedProposal(adminIdToken: string, prefix = "signed") {
  const owner = ownerCall(adminIdToken);
  const email = `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.org`;
  const { leadId } = await storeLead({
    collection: MESSAGE_LEADS,
    data: { name: "Dana Whitfield", email, phone: "(301) 555-0100", message: "A new kitchen." },
    source: "contact",
  });
  const draft = sampleDraft("MD", { name: "Dana Whitfield", email });
  const saved = await owner({ action: "save", lead: { collection: MESSAGE_LEADS, leadId }, draft });
  const { id } = (await saved.json()) as { id: string };
  expect((await owner({ action: "send", id, signer: "Pat Owner", initials: "" })).status).toBe(200);
  const token = newToken();
  await getFirestore(adminApp())
    .collection(PROPOSALS)
    .doc(id)
    .update({ tokenHash: hashToken(token) });
  const signing = await linkCall({
    action: "sign",
    token,
    revision: 1,
    ticked: ["light"],
    name: "Dana Whitfield",
    initials: "",
    signature: SIGNATURE_PNG,
    consent: true,
  });
  const signedBody = (await signing.json()) as { proposal?: ProposalView };
  if (!signedBody.proposal) throw new Error(`signing answered ${signing.status} ${JSON.stringify(signedBody)}`);
  const view = signedBody.proposal;
  expect(view.state).toBe("signed");
  const depositCents = view.signed!.document.payments[0].cents;
  return { id, token, email, view, depositCents, leadId };
}

/**
 * What every test after a signature needs: an admin account (its ID token read once the
 * suite has started) and the e-mails going to MailDev.
 */
export function useOwnerAndMail(): { admin: () => TestUser } {
  let admin: TestUser | undefined;
  beforeAll(async () => {
    admin = await createTestUser();
    await getAuth(adminApp()).setCustomUserClaims(admin.uid, { admin: true });
  });
  beforeEach(() => {
    vi.stubEnv("SMTP_URL", `smtp://127.0.0.1:${MAILDEV_SMTP_PORT}`);
    vi.stubEnv("LEAD_ALERT_TO", TEST_ALERT_TO);
  });
  return { admin: () => admin! };
}
