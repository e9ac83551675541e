import { getFirestore, type DocumentData } from "firebase-admin/firestore";
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import estimate, { config } from "../../netlify/functions/estimate.ts";
import { completionOf } from "../../scripts/ai-stand-in.ts";
import { DEFAULT_PRICING_RATES } from "../../src/lib/pricing/pricingData.ts";
import { ballparkFor, formatBallpark } from "../../src/lib/pricing/defaultGuide.ts";
import { BALLPARK_HEADERS } from "../../src/schemas/api.ts";
import { splitReceipt, type EstimateRequest } from "../../src/schemas/estimate.ts";
import type { PricingRates } from "../../src/schemas/pricing.ts";
import { adminApp } from "../../src/server/firebaseAdmin.ts";
import { call, readChunks } from "./support/http.ts";
import { useFakeProvider } from "./support/provider.ts";
import { createTestUser, type TestUser } from "./support/tokens.ts";
import { PRICING_RATES, ESTIMATE_LEADS } from "../../src/schemas/collections.ts";

// Other suites price a remodelled kitchen against the same emulator at the same time: this
// file changes only the addition of a basement, which nothing else asks about.
const fake = useFakeProvider({ text: "1. Estimated cost range: $150,000 – $280,000" });
const REQUEST: EstimateRequest = {
  projectType: "addition",
  roomType: "basement",
  squareFootage: 600,
  timeline: "6-12months",
  scope: "Dig out under the new family room: underpinning, waterproofing, egress window.",
};

const db = () => getFirestore(adminApp());
let before: { id: string; data: DocumentData }[] = [];
let user: TestUser;

/** Stores a guide the way the editor does (four documents); without rates, removes it. */
async function storeGuide(rates: PricingRates | null, broken?: Record<string, unknown>) {
  const batch = db().batch();
  for (const projectType of Object.keys(DEFAULT_PRICING_RATES)) {
    const ref = db().collection(PRICING_RATES).doc(projectType);
    if (rates) batch.set(ref, { rooms: rates[projectType as keyof PricingRates], changeId: "test", ...broken });
    else batch.delete(ref);
  }
  await batch.commit();
}

const post = (body: unknown = REQUEST) =>
  call(estimate, config.path as string, { body, headers: { Authorization: `Bearer ${user.idToken}` } });

async function estimateFor() {
  const res = await post();
  expect(res.status).toBe(200);
  const body = await readChunks(res);
  const ballpark = {
    low: Number(res.headers.get(BALLPARK_HEADERS.low)),
    high: Number(res.headers.get(BALLPARK_HEADERS.high)),
  };
  const prompt = completionOf(fake.completions().at(-1)!).messages?.[1]?.content ?? "";
  return { ballpark, prompt, receipt: splitReceipt(body.text).receipt };
}

beforeAll(async () => {
  const snapshot = await db().collection(PRICING_RATES).get();
  before = snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() }));
});

afterAll(async () => {
  // Put back what the shared emulator held (the seeded guide under npm start, or nothing).
  await storeGuide(null);
  const batch = db().batch();
  for (const { id, data } of before) batch.set(db().collection(PRICING_RATES).doc(id), data);
  await batch.commit();
});

beforeEach(async () => {
  user = await createTestUser();
});

describe("POST /api/estimate prices with the guide in Firestore", () => {
  test("a figure the owner changed moves the next estimate's ballpark: in the headers, the prompt and the saved lead", async () => {
    await storeGuide(DEFAULT_PRICING_RATES);
    const seeded = ballparkFor(REQUEST);
    const first = await estimateFor();
    expect(first.ballpark).toEqual(seeded);
    expect(first.prompt).toContain(`puts this project at ${formatBallpark(seeded)}`);

    const changed = structuredClone(DEFAULT_PRICING_RATES);
    changed.addition.basement = { ...changed.addition.basement, low: 400, high: 700 };
    await storeGuide(changed);
    const next = await estimateFor();
    expect(next.ballpark).toEqual({ low: 240_000, high: 420_000 });
    expect(next.prompt).toContain("puts this project at $240,000 – $420,000");
    expect(next.receipt?.saved).toBe(true);
    const stored = (await db().doc(`${ESTIMATE_LEADS}/${next.receipt!.id}`).get()).data();
    expect(stored).toMatchObject({ ballparkLow: 240_000, ballparkHigh: 420_000 });
  });

  test("no guide stored (never seeded or saved): the code's table prices", async () => {
    await storeGuide(null);
    expect((await estimateFor()).ballpark).toEqual(ballparkFor(REQUEST));
  });

  test("a guide that does not pass the schema is not used: the last good one is, and the estimate is answered", async () => {
    const changed = structuredClone(DEFAULT_PRICING_RATES);
    changed.addition.basement = { ...changed.addition.basement, low: 400, high: 700 };
    await storeGuide(changed);
    await estimateFor();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const broken = structuredClone(changed);
    broken.addition.basement = { ...broken.addition.basement, low: 900, high: 100 };
    await storeGuide(broken);
    expect((await estimateFor()).ballpark).toEqual({ low: 240_000, high: 420_000 });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("invalid_document"));
  });
});
