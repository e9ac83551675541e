/**
 * Reviews without a database: which reviews the pages show (demo ones never for a real
 * business, and gone once a real one is published), the owner's decisions in /admin, and
 * the e-mails.
 */
import { describe, expect, test } from "vitest";
import fileReviews from "../../src/content/reviews.json" with { type: "json" };
import { ADMIN_PAGES, ROUTES } from "../../src/config/routes.ts";
import { LISTINGS } from "../../src/config/site.ts";
import { REVIEW_TEXT } from "../../src/config/text.ts";
import { afterDecision, decisionFor, draftOf, waitingFirst } from "../../src/lib/admin/reviewModeration.ts";
import { reviewsToShow, type FileReview } from "../../src/lib/reviews/shown.ts";
import { toPublicReview } from "../../src/lib/firebase/decode.ts";
import type { PublicReview, StoredReview } from "../../src/schemas/review.ts";
import { buildReviewMail } from "../../src/server/mail/reviewMail.ts";
import { config as reviewsConfig } from "../../netlify/functions/reviews.ts";
import { REVIEW_RATE_LIMIT, reviewRateLimit } from "../../src/server/limits.ts";

const published = (id: string, date: string): PublicReview =>
  toPublicReview(id, {
    rating: 4,
    text: "Honest schedule, tidy crew, a fair price for the work.",
    name: "Ann",
    town: "Vienna",
    project: "Bathroom",
    status: "published",
    date,
    reply: "",
    service: "complete-remodels",
    area: "fairfax-va",
  });

const file = fileReviews as FileReview[];

describe("a review's language", () => {
  test("a review written from a Spanish e-mail keeps es, so the English pages can mark it; English needs no mark", () => {
    const stored = { rating: 5, text: "Muy buen trabajo.", name: "Lucía", town: "Wheaton", project: "Cocina" };
    expect(toPublicReview("r1", { ...stored, language: "es" }).language).toBe("es");
    expect(toPublicReview("r2", { ...stored, language: "en" })).not.toHaveProperty("language");
    expect(toPublicReview("r3", { ...stored, language: "fr" })).not.toHaveProperty("language");
    expect(published("r4", "2026-11-01")).not.toHaveProperty("language");
  });
});

describe("reviewsToShow", () => {
  test("the shipped file is demo only, so a demo site shows it, labelled, newest first", () => {
    const shown = reviewsToShow({ published: [], file, demoAllowed: true });
    expect(shown).toHaveLength(file.length);
    expect(shown.every((review) => review.demo)).toBe(true);
    expect(shown.map((review) => review.date)).toEqual([...shown.map((review) => review.date)].sort().reverse());
  });

  test("one real review published: every demo review is gone", () => {
    const shown = reviewsToShow({ published: [published("r1", "2026-11-20")], file, demoAllowed: true });
    expect(shown.map((review) => review.id)).toEqual(["r1"]);
  });

  test("a real business's build never shows a demo review, even with no real one yet", () => {
    expect(reviewsToShow({ published: [], file, demoAllowed: false })).toEqual([]);
  });

  test("a real entry of the file (first published elsewhere) counts as real and keeps its link", () => {
    const imported: FileReview = { ...file[0], id: "google-ann", demo: false, url: "https://g.page/r/abc" };
    const shown = reviewsToShow({
      published: [published("r1", "2026-11-20")],
      file: [...file, imported],
      demoAllowed: false,
    });
    expect(shown.map((review) => [review.id, review.url])).toEqual([
      ["r1", undefined],
      ["google-ann", "https://g.page/r/abc"],
    ]);
  });
});

const stored: StoredReview = {
  id: "contactForms_abc",
  rating: 2,
  text: "The crew was late twice and left nails in the driveway.",
  name: "Lee",
  town: "Reston",
  project: "Deck",
  status: "submitted",
  reply: "",
  hiddenReason: null,
  service: null,
  area: null,
  submittedAt: 1,
  publishedAt: null,
};

describe("the owner's decisions", () => {
  test("publish keeps the client's words, takes the pages and the reply from the card", () => {
    const draft = { ...draftOf(stored), service: "construction", area: "fairfax-va", reply: " We are sorry. " };
    expect(decisionFor("publish", stored, draft)).toEqual({
      ok: true,
      value: {
        status: "published",
        reply: "We are sorry.",
        hiddenReason: null,
        service: "construction",
        area: "fairfax-va",
      },
    });
  });

  test("hiding needs a reason of the policy; publishing drops one left in the card", () => {
    expect(decisionFor("hide", stored, draftOf(stored))).toEqual({
      ok: false,
      errors: { hiddenReason: REVIEW_TEXT.admin.hideReasonRequired },
    });
    const draft = { ...draftOf(stored), hiddenReason: "personal_data" };
    expect(decisionFor("hide", stored, draft)).toMatchObject({
      ok: true,
      value: { status: "hidden", hiddenReason: "personal_data" },
    });
    expect(decisionFor("publish", stored, draft)).toMatchObject({ ok: true, value: { hiddenReason: null } });
  });

  test("the first publish's time sticks; waiting reviews list first", () => {
    const first = afterDecision(
      stored,
      { status: "published", reply: "", hiddenReason: null, service: null, area: null },
      5,
    );
    expect(first.publishedAt).toBe(5);
    expect(afterDecision(first, { ...first, reply: "Thanks" }, 9).publishedAt).toBe(5);
    const older = { ...stored, id: "old", submittedAt: 0 };
    expect(waitingFirst([first, older]).map((review) => review.id)).toEqual(["old", stored.id]);
  });
});

describe("the e-mails", () => {
  test("the client's request: the private link, when it ends, the Google review link, the same words for everyone", () => {
    const mail = buildReviewMail(
      {
        audience: "client",
        email: "dana@example.org",
        firstName: "Dana",
        token: "tok_123456789012345678901",
        expiresAt: Date.UTC(2026, 11, 26, 15),
      },
      { LEAD_ALERT_FROM: "Site <no-reply@example.com>" },
    );
    expect(mail?.to).toBe("dana@example.org");
    expect(mail?.subject).toBe(REVIEW_TEXT.mail.subject);
    expect(mail?.text).toContain(`${ROUTES.review}#tok_123456789012345678901`);
    expect(mail?.text).toContain("December 26, 2026");
    expect(mail?.text).toContain(LISTINGS.googleReview.value);
  });

  test("no address, no mail; the owner's note escapes what the client wrote", () => {
    expect(
      buildReviewMail({
        audience: "client",
        email: "not an address",
        firstName: "",
        token: "t".repeat(43),
        expiresAt: 0,
      }),
    ).toBeUndefined();
    const owner = buildReviewMail(
      { audience: "owner", name: "Lee", town: "Reston", rating: 2, project: "Deck", text: "<b>late</b>" },
      { LEAD_ALERT_TO: "owner@example.com" },
    );
    expect(owner?.to).toBe("owner@example.com");
    expect(owner?.subject).toBe(REVIEW_TEXT.mail.ownerSubject("Lee", 2));
    expect(owner?.html).toContain("&#60;b&#62;late");
    expect(owner?.text).toContain(ADMIN_PAGES.reviews);
  });
});

test("POST /api/reviews: Netlify's rate limit is the in-code one; the variable raises only the in-code one", () => {
  expect(reviewsConfig.rateLimit).toEqual({
    windowLimit: REVIEW_RATE_LIMIT.windowLimit,
    windowSize: REVIEW_RATE_LIMIT.windowSizeSeconds,
    aggregateBy: ["ip", "domain"],
  });
  expect(reviewRateLimit({ REVIEW_RATE_LIMIT: "1000" }).windowLimit).toBe(1000);
});
