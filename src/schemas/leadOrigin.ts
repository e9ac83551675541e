/**
 * Where a lead came from: what the browser kept from the visitor's first page
 * view of the session (src/lib/leadOrigin/capture.ts, first-party sessionStorage, sent only
 * with a lead) and the page the lead was sent from. The functions store it on the lead as
 * `origin`, with the channel derived from it as `channel` (what /admin filters and counts
 * by). No zod here: the admin's decoder and the functions share this reader, and a lead is
 * never refused for its origin; whatever does not fit is left out.
 */

/** The UTM parameters kept, in the order a report lists them. */
const UTM_KEYS = ["source", "medium", "campaign", "term", "content"] as const;
type UtmKey = (typeof UTM_KEYS)[number];

const DEVICE_CLASSES = ["phone", "tablet", "desktop"] as const;
type DeviceClass = (typeof DEVICE_CLASSES)[number];

export interface LeadOrigin {
  /** The first page of the session: its path only (a query may carry anything). */
  landing: string;
  /** The referring site's host, when another site sent the visitor; "" otherwise. */
  referrer: string;
  utm: Partial<Record<UtmKey, string>>;
  /** An ad platform's click id was on the landing URL (its value is not kept). */
  adClick: boolean;
  device: DeviceClass;
  /** The page the lead was sent from (path only). */
  page: string;
}

const ORIGIN_LIMITS = { path: 200, host: 253, utm: 100 } as const;

/**
 * Where the visitor came from, in the words a contractor's marketing uses: paid ads, a
 * search engine, a directory (Houzz, Yelp, Angi…), social media, e-mail, another site,
 * another campaign (a yard sign's QR code with UTM tags), or nothing (typed or bookmarked).
 * "unknown": stored before leads kept their origin, or the browser kept none.
 */
export const LEAD_CHANNELS = [
  "ads",
  "search",
  "directory",
  "social",
  "email",
  "referral",
  "campaign",
  "direct",
  "unknown",
] as const;
export type LeadChannel = (typeof LEAD_CHANNELS)[number];

const PATH = /^\/[^\s]*$/;
const HOST = /^[a-z0-9.-]+$/;

function boundedText(value: unknown, max: number): string | undefined {
  if (typeof value !== "string") return undefined;
  // One line, no control characters: it is shown in /admin and written to a CSV.
  // eslint-disable-next-line no-control-regex
  const clean = value.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
  return clean ? clean.slice(0, max) : undefined;
}

const pathOf = (value: unknown) => {
  const path = boundedText(value, ORIGIN_LIMITS.path);
  return path && PATH.test(path) ? path : undefined;
};

/** The origin as sent or stored, each field checked and bounded; null when it has no landing page to speak of. */
export function leadOriginOf(value: unknown): LeadOrigin | null {
  if (typeof value !== "object" || value === null) return null;
  const raw = value as Record<string, unknown>;
  const landing = pathOf(raw.landing);
  if (!landing) return null;
  const host = boundedText(raw.referrer, ORIGIN_LIMITS.host)?.toLowerCase();
  const utmRaw = typeof raw.utm === "object" && raw.utm !== null ? (raw.utm as Record<string, unknown>) : {};
  const utm: LeadOrigin["utm"] = {};
  for (const key of UTM_KEYS) {
    const text = boundedText(utmRaw[key], ORIGIN_LIMITS.utm);
    if (text) utm[key] = text;
  }
  return {
    landing,
    referrer: host && HOST.test(host) ? host : "",
    utm,
    adClick: raw.adClick === true,
    device: DEVICE_CLASSES.find((device) => device === raw.device) ?? "desktop",
    page: pathOf(raw.page) ?? landing,
  };
}

const hostIs = (host: string, domains: readonly string[]) =>
  domains.some((domain) => host === domain || host.endsWith(`.${domain}`));

/** Search engines by the host of their result pages ("google" matches google.com, google.co.uk…). */
const SEARCH_ENGINES =
  /(^|\.)(google|bing|duckduckgo|yahoo|ecosia|baidu|yandex|startpage)\.[a-z.]+$|^search\.brave\.com$/;
const DIRECTORIES = [
  "houzz.com",
  "yelp.com",
  "angi.com",
  "angieslist.com",
  "homeadvisor.com",
  "thumbtack.com",
  "bbb.org",
  "nextdoor.com",
  "porch.com",
  "buildzoom.com",
  "bark.com",
  "networx.com",
];
const SOCIAL = [
  "facebook.com",
  "instagram.com",
  "linkedin.com",
  "lnkd.in",
  "t.co",
  "x.com",
  "twitter.com",
  "youtube.com",
  "tiktok.com",
  "pinterest.com",
  "reddit.com",
];
const PAID_MEDIA = /^(cpc|ppc|paid.*|cpm|cpv|display|banner|ads?)$/;
const SOCIAL_MEDIA = /^(social|social-network|social-media|sm|organic-social)$/;
const EMAIL_MEDIA = /^(e-?mail|newsletter)$/;

/** The channel of an origin (null: none kept). UTM tags, set on purpose, outrank the referrer. */
export function channelOf(origin: LeadOrigin | null): LeadChannel {
  if (!origin) return "unknown";
  const medium = origin.utm.medium?.toLowerCase() ?? "";
  const source = origin.utm.source?.toLowerCase() ?? "";
  const host = origin.referrer;
  if (origin.adClick || PAID_MEDIA.test(medium)) return "ads";
  if (EMAIL_MEDIA.test(medium)) return "email";
  if (SOCIAL_MEDIA.test(medium)) return "social";
  if (source && hostIs(`${source}.com`, DIRECTORIES)) return "directory";
  if (source && hostIs(`${source}.com`, SOCIAL)) return "social";
  if (medium === "organic" || SEARCH_ENGINES.test(host)) return "search";
  if (hostIs(host, DIRECTORIES)) return "directory";
  if (hostIs(host, SOCIAL)) return "social";
  if (medium || source) return "campaign";
  return host ? "referral" : "direct";
}
