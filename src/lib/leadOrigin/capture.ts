/**
 * The browser's half of a lead's origin: on the first page view of a session,
 * what brought the visitor (landing page, referring host, UTM tags, whether an ad's click
 * id was on the URL, device class) is kept in sessionStorage, first-party; nothing is sent
 * until the visitor sends a lead, which carries it with the page it was sent from. No
 * cookie, no third party. Imported by src/components/LeadOriginCapture.astro's script only,
 * and importing nothing: so the script is one small bundle Astro inlines into every page
 * (no request, nothing fetched before load). The islands read the kept origin through
 * send.ts. The functions check it (src/schemas/leadOrigin.ts).
 */

/** Where the origin is kept; src/lib/leadOrigin/send.ts reads the same key (a unit test keeps them equal). */
export const LEAD_ORIGIN_KEY = "lead-origin";

/** The query parameters ad platforms add to a click (Google, Microsoft, Meta, TikTok, LinkedIn…); only their presence is kept. */
const CLICK_IDS = ["gclid", "gbraid", "wbraid", "dclid", "msclkid", "fbclid", "ttclid", "li_fat_id", "twclid", "yclid"];
const UTM = ["source", "medium", "campaign", "term", "content"];

interface Visit {
  href: string;
  referrer: string;
  /** Width and height of the screen in CSS pixels, and whether the main pointer is coarse (a finger). */
  screen: { width: number; height: number };
  coarse: boolean;
}

/** What the first page view says about the visit (the shape leadOriginOf reads, without `page`). */
export function originOfVisit({ href, referrer, screen, coarse }: Visit) {
  const url = new URL(href);
  let host = "";
  try {
    const from = new URL(referrer);
    // Our own pages refer to each other: only another site counts as a referrer.
    if (from.host !== url.host && from.protocol.startsWith("http")) host = from.hostname;
  } catch {
    // No referrer (typed, bookmarked, an app) or one the browser hid.
  }
  const utm: Record<string, string> = {};
  for (const key of UTM) {
    const value = url.searchParams.get(`utm_${key}`);
    if (value) utm[key] = value.slice(0, 100);
  }
  const shortSide = Math.min(screen.width, screen.height);
  return {
    landing: url.pathname,
    referrer: host,
    utm,
    adClick: CLICK_IDS.some((id) => url.searchParams.has(id)),
    device: coarse ? (shortSide < 600 ? "phone" : "tablet") : "desktop",
  };
}

/** Keeps the first page view's origin for the session; later views leave it alone. Never throws (storage may be off). */
export function keepLeadOrigin(): void {
  try {
    if (sessionStorage.getItem(LEAD_ORIGIN_KEY)) return;
    const origin = originOfVisit({
      href: location.href,
      referrer: document.referrer,
      screen: { width: screen.width, height: screen.height },
      coarse: matchMedia("(pointer: coarse)").matches,
    });
    sessionStorage.setItem(LEAD_ORIGIN_KEY, JSON.stringify(origin));
  } catch {
    // Private mode or storage off: the lead says "unknown", nothing else changes.
  }
}
