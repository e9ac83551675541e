/**
 * What a lead carries of where the visitor came from: the origin capture.ts kept
 * on the session's first page view, with the page the lead is sent from. Imported by the
 * forms' islands. It does not import capture.ts for the key: a module shared by the
 * islands and the inline script would become a chunk every page fetches before load.
 */

/** The same key as capture.ts's LEAD_ORIGIN_KEY (tests/unit/leadOrigin.test.ts keeps them equal). */
export const SENT_ORIGIN_KEY = "lead-origin";

/** What a lead carries: the kept origin and the page it is sent from; undefined when none was kept. */
export function leadOriginForSend(): Record<string, unknown> | undefined {
  try {
    const kept = sessionStorage.getItem(SENT_ORIGIN_KEY);
    if (!kept) return undefined;
    return { ...(JSON.parse(kept) as Record<string, unknown>), page: location.pathname };
  } catch {
    return undefined;
  }
}
