/**
 * The pricing guide the estimate function prices with: `pricingGuide/*` as the owner last
 * saved it in /admin, read with firebase-admin for every estimate (four document reads;
 * the function starts it beside the daily-cap transaction, so it adds no wait). Why no
 * time-based cache: the owner's saved price must move the very next estimate, on every
 * instance; a read costs a fraction of the AI call it precedes, and estimates are capped
 * per user per day.
 *
 * An estimate is never refused for the guide's sake: when the read fails, times out or
 * the document does not pass the schema, the last guide this instance read is used, and
 * without one the seeded table (pricingGuide.ts). No documents at all (never seeded or
 * saved) means the seeded table too. Each fallback is logged.
 */
import { getFirestore } from "firebase-admin/firestore";
import { PRICING_GUIDE, type PricingTable } from "../../lib/pricing/defaultGuide.ts";
import { ratesFromDocuments } from "../../schemas/pricing.ts";
import { envPositiveInt, type Env } from "../env.ts";
import { adminApp } from "../firebaseAdmin.ts";
import { errorCause } from "../log.ts";
import { withTimeout } from "../withTimeout.ts";
import { PRICING_RATES } from "../../schemas/collections.ts";

/** One small collection read; as long as the other Firebase calls may take on a cold instance. */
const PRICING_READ_TIMEOUT_MS = 5_000;

function pricingReadTimeoutMs(env: Env = process.env): number {
  return envPositiveInt(env, "FIREBASE_TIMEOUT_MS", PRICING_READ_TIMEOUT_MS);
}

type PricingSource = "stored" | "seeded" | "last-read" | "seeded-fallback";

export interface ServerPricing {
  rates: PricingTable;
  /** stored: read now; seeded: no document; last-read / seeded-fallback: the read failed. */
  source: PricingSource;
}

let lastRead: PricingTable | undefined;

function fallback(cause: string): ServerPricing {
  const source: PricingSource = lastRead ? "last-read" : "seeded-fallback";
  console.warn(`[pricing] ${JSON.stringify({ outcome: "fallback", source, cause })}`);
  return { rates: lastRead ?? PRICING_GUIDE, source };
}

/** The guide for this estimate. Never throws (see above). */
export async function readPricingGuide(): Promise<ServerPricing> {
  try {
    const snapshot = await withTimeout(
      getFirestore(adminApp()).collection(PRICING_RATES).get(),
      pricingReadTimeoutMs(),
      "Reading the pricing guide",
    );
    if (snapshot.empty) return { rates: PRICING_GUIDE, source: "seeded" };
    const rates = ratesFromDocuments(snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() })));
    if (!rates) return fallback("invalid_document");
    lastRead = rates;
    return { rates, source: "stored" };
  } catch (error) {
    return fallback(errorCause(error));
  }
}
