/**
 * Where the browser and the build get the pricing guide, and what each does when
 * Firestore does not answer (docs/decisions/pricing.md).
 */
import { emulatorSettings, firebaseWebConfig } from "../../config/firebase.ts";
import { fetchPricingGuide } from "../firebase/pricingGuide.ts";
import type { PricingRates } from "../../schemas/pricing.ts";
import { DEFAULT_PRICING_RATES, guideDataFrom } from "./pricingData.ts";
import { PRICING_GUIDE_DATA, type PricingGuideData } from "./pricingSources.ts";
import { PRICING_RATES } from "../../schemas/collections.ts";

/** The estimator waits this long for the guide before it shows the seeded figures. */
const ESTIMATOR_TIMEOUT_MS = 5_000;
/** A build has time; a slow answer is still better than failing the deploy. */
const BUILD_TIMEOUT_MS = 20_000;

/**
 * The estimator's instant ballpark: the stored figures, or the seeded ones when the
 * document is missing or cannot be read (logged). Never throws: the form must work, and
 * the ballpark beside the AI text is the server's own (X-Ballpark-*) either way.
 */
export async function estimatorRates(fetchImpl?: typeof fetch): Promise<PricingRates> {
  try {
    return (await fetchPricingGuide(ESTIMATOR_TIMEOUT_MS, fetchImpl))?.rates ?? DEFAULT_PRICING_RATES;
  } catch (error) {
    console.error("Could not read the pricing guide; showing the seeded figures", error);
    return DEFAULT_PRICING_RATES;
  }
}

let forBuild: Promise<PricingGuideData> | undefined;
/** `astro dev` renders each page per request: read afresh there, so a saved change shows on reload. */
const devServer = (import.meta as { env?: { DEV?: boolean } }).env?.DEV === true;

/**
 * The cost guide pages' figures, read once per build. A missing document (a project whose
 * guide was never seeded or saved) builds with the seeded figures and says so; a failed
 * read or an invalid document fails the build: published prices that silently differ
 * from what the estimator uses would be worse than a failed deploy, which keeps the
 * previous pages online. A `demo-` project without the emulators (a quick `npm run build`
 * on a fresh clone) has no database anywhere: it builds with the seeded figures too.
 */
export function pricingGuideForBuild(fetchImpl?: typeof fetch): Promise<PricingGuideData> {
  if (devServer) forBuild = undefined;
  if (!emulatorSettings() && firebaseWebConfig().projectId.startsWith("demo-")) {
    console.warn("A demo- project without the emulators has no pricing guide: the cost guides use the seeded figures.");
    return Promise.resolve(PRICING_GUIDE_DATA);
  }
  forBuild ??= fetchPricingGuide(BUILD_TIMEOUT_MS, fetchImpl).then(
    (stored) => {
      if (stored) return guideDataFrom(stored.rates, stored.savedAt);
      console.warn(`No pricing guide in Firestore (${PRICING_RATES}): the cost guides use the seeded figures.`);
      return PRICING_GUIDE_DATA;
    },
    (error: unknown) => {
      forBuild = undefined;
      throw new Error(
        `The cost guide pages need the pricing guide from Firestore (${PRICING_RATES}) and could not read it: ${
          error instanceof Error ? error.message : String(error)
        }. Start the emulators (npm run emulators) for a local build, or check PUBLIC_FIREBASE_* for a production one.`,
        { cause: error },
      );
    },
  );
  return forBuild;
}
