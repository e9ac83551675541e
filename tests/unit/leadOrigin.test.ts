/**
 * Where a lead came from: what the browser keeps on the first page view
 * (src/lib/leadOrigin/capture.ts), how the functions read it (src/schemas/leadOrigin.ts)
 * and the channel /admin files it under.
 */
import { describe, expect, test } from "vitest";
import { LEAD_ORIGIN_KEY, originOfVisit } from "../../src/lib/leadOrigin/capture.ts";
import { SENT_ORIGIN_KEY } from "../../src/lib/leadOrigin/send.ts";
import { originSummary, originPages } from "../../src/lib/admin/origin.ts";
import { channelOf, leadOriginOf, type LeadOrigin } from "../../src/schemas/leadOrigin.ts";

const SITE = "https://www.example.com";
const phone = { screen: { width: 390, height: 844 }, coarse: true };
const desktop = { screen: { width: 1920, height: 1080 }, coarse: false };

test("the forms read the origin where the inline script keeps it", () => {
  expect(SENT_ORIGIN_KEY).toBe(LEAD_ORIGIN_KEY);
});

describe("originOfVisit: the first page view", () => {
  test("an ad click: the path only, the UTM tags, the click id's presence, not its value", () => {
    const origin = originOfVisit({
      href: `${SITE}/?utm_source=google&utm_medium=cpc&utm_campaign=kitchens&gclid=abc123&email=jane@example.org`,
      referrer: "https://www.google.com/",
      ...phone,
    });
    expect(origin).toEqual({
      landing: "/",
      referrer: "www.google.com",
      utm: { source: "google", medium: "cpc", campaign: "kitchens" },
      adClick: true,
      device: "phone",
    });
    expect(JSON.stringify(origin)).not.toMatch(/abc123|jane/);
  });

  test.each([
    ["our own page is not a referrer", `${SITE}/about`, "desktop"],
    ["no referrer at all", "", "desktop"],
  ])("%s", (_, referrer) => {
    expect(originOfVisit({ href: `${SITE}/services/decks`, referrer, ...desktop })).toMatchObject({
      landing: "/services/decks",
      referrer: "",
      adClick: false,
      device: "desktop",
    });
  });

  test("a tablet is a coarse pointer on a wide screen", () => {
    const tablet = { screen: { width: 820, height: 1180 }, coarse: true };
    expect(originOfVisit({ href: SITE, referrer: "", ...tablet }).device).toBe("tablet");
  });
});

const origin = (changes: Partial<LeadOrigin> = {}): LeadOrigin => ({
  landing: "/",
  referrer: "",
  utm: {},
  adClick: false,
  device: "desktop",
  page: "/contact",
  ...changes,
});

describe("channelOf", () => {
  test.each([
    ["a Google Ads click", origin({ adClick: true, referrer: "www.google.com" }), "ads"],
    ["utm_medium=cpc", origin({ utm: { source: "bing", medium: "cpc" } }), "ads"],
    ["utm_medium=paid_social", origin({ utm: { source: "facebook", medium: "paid_social" } }), "ads"],
    ["a newsletter", origin({ utm: { source: "mailchimp", medium: "email" } }), "email"],
    ["Google search", origin({ referrer: "www.google.com" }), "search"],
    ["Google search in the UK", origin({ referrer: "www.google.co.uk" }), "search"],
    ["DuckDuckGo", origin({ referrer: "duckduckgo.com" }), "search"],
    ["Houzz", origin({ referrer: "www.houzz.com" }), "directory"],
    ["Yelp's app tagged", origin({ utm: { source: "yelp" } }), "directory"],
    ["Facebook", origin({ referrer: "m.facebook.com" }), "social"],
    ["a neighbour's blog", origin({ referrer: "blog.example.org" }), "referral"],
    ["a yard sign's QR code", origin({ utm: { source: "yard-sign", medium: "qr" } }), "campaign"],
    ["typed or bookmarked", origin(), "direct"],
    ["nothing kept", null, "unknown"],
  ])("%s → %s", (_, value, channel) => {
    expect(channelOf(value)).toBe(channel);
  });
});

describe("leadOriginOf: what a function keeps of what the browser sent", () => {
  test("a good origin is kept as it is", () => {
    const sent = origin({ utm: { source: "google", medium: "cpc" }, adClick: true, device: "phone" });
    expect(leadOriginOf(sent)).toEqual(sent);
  });

  test("what does not fit is left out or bounded; no landing page, no origin", () => {
    expect(
      leadOriginOf({
        landing: "/x",
        referrer: "evil host with spaces",
        utm: { source: "a".repeat(500), medium: 7, campaign: "line\nbreak" },
        adClick: "yes",
        device: "fridge",
        page: "javascript:alert(1)",
        extra: "dropped",
      }),
    ).toEqual({
      landing: "/x",
      referrer: "",
      utm: { source: "a".repeat(100), campaign: "line break" },
      adClick: false,
      device: "desktop",
      page: "/x",
    });
    expect(leadOriginOf({ landing: "https://elsewhere.example/" })).toBeNull();
    expect(leadOriginOf("nope")).toBeNull();
  });
});

describe("as /admin says it", () => {
  test("channel, tags or site, campaign; and the pages", () => {
    const tagged = origin({ utm: { source: "google", medium: "cpc", campaign: "kitchens" }, adClick: true });
    expect(originSummary({ origin: tagged, channel: "ads", firstResponseAt: null })).toBe(
      "Paid ads · google / cpc · kitchens · ad click",
    );
    const houzz = origin({ referrer: "www.houzz.com", landing: "/projects", device: "phone" });
    expect(originSummary({ origin: houzz, channel: "directory", firstResponseAt: null })).toBe(
      "Directory · www.houzz.com",
    );
    expect(originPages({ origin: houzz, channel: "directory", firstResponseAt: null })).toBe(
      "landed on /projects, sent from /contact, on a phone",
    );
    expect(originPages({ origin: origin({ landing: "/contact" }), channel: "direct", firstResponseAt: null })).toBe(
      "sent from /contact, on a computer",
    );
  });
});
