/**
 * /account's download of a signed contract (POST /api/account-contract): only for the
 * account whose request it answers (its verified e-mail), as /account shows it; anyone
 * else gets the answer of a proposal that does not exist. The PDF read with pdftotext.
 */
import { getAuth } from "firebase-admin/auth";
import { expect, test, vi } from "vitest";
import accountContract, { config } from "../../netlify/functions/account-contract.ts";
import { adminApp } from "../../src/server/firebaseAdmin.ts";
import { pdfText } from "../support/proposals.ts";
import { call, errorOf } from "./support/http.ts";
import { signedProposal, useOwnerAndMail } from "./support/signedProposal.ts";
import { createTestUser, signIn } from "./support/tokens.ts";

vi.setConfig({ testTimeout: 30_000 });

const owner = useOwnerAndMail();

const download = (id: string, idToken?: string) =>
  call(accountContract, config.path as string, {
    body: { id },
    headers: idToken ? { Authorization: `Bearer ${idToken}` } : {},
  });

test("the homeowner whose request it answers downloads the signed contract; nobody else learns it exists", async () => {
  const contract = await signedProposal(owner.admin().idToken, "account");
  const homeowner = await createTestUser(contract.email);

  // An address anyone could sign up with proves nothing until it is verified.
  expect(await errorOf(await download(contract.id, homeowner.idToken))).toMatchObject({ status: 403 });
  await getAuth(adminApp()).updateUser(homeowner.uid, { emailVerified: true });
  const verified = await signIn(contract.email);
  const answer = await download(contract.id, verified.idToken);
  expect([answer.status, answer.headers.get("content-type")]).toEqual([200, "application/pdf"]);
  expect(pdfText(Buffer.from(await answer.arrayBuffer()))).toContain(contract.view.signed!.documentHash);

  const stranger = await createTestUser();
  await getAuth(adminApp()).updateUser(stranger.uid, { emailVerified: true });
  const theirs = await download(contract.id, (await signIn(stranger.email)).idToken);
  expect(await errorOf(theirs)).toMatchObject({ status: 404, code: "proposal_not_found" });
  expect(await errorOf(await download("nosuchproposal", verified.idToken))).toMatchObject({ status: 404 });
  expect(await errorOf(await download(contract.id))).toMatchObject({ status: 401 });
});
