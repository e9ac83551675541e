/**
 * The e-mails of a review: the client's request, with the private link to
 * /review and the company's Google review link, the same words for every client in the
 * language their request was sent in (/es/dejar-resena for Spanish); and the
 * owner's note that a review is waiting in /admin. Built from what the notification
 * carries, so a mail says what was true when it was queued.
 */
import { ADMIN_PAGES, localizedPath, reviewPath } from "../../config/routes.ts";
import { LISTINGS, SITE } from "../../config/site.ts";
import type { Locale } from "../../config/i18n.ts";
import { businessDay } from "../../lib/format/businessDay.ts";
import { dayInWords } from "../../lib/format/dayInWords.ts";
import { REVIEW_TEXT } from "../../config/text.ts";
import { textFor } from "../../config/text/catalogue.ts";
import type { Env } from "../env.ts";
import { alertFrom, alertTo, oneLine, paragraphs, visitorEmail } from "./leadAlert.ts";
import type { OutgoingMail } from "./transport.ts";

const T = REVIEW_TEXT.mail;

/** The client's request: `token` is removed from the notification once this is sent. */
export interface ReviewRequestNotice {
  audience: "client";
  email: string;
  /** The client's first name for the greeting; "" without one. */
  firstName: string;
  token: string;
  /** Epoch ms. */
  expiresAt: number;
  /** The lead's language: the e-mail's and its link's (absent on requests queued before it was kept: English). */
  language?: Locale;
}

export interface ReviewReceivedNotice {
  audience: "owner";
  name: string;
  town: string;
  rating: number;
  project: string;
  text: string;
}

export type ReviewNotice = ReviewRequestNotice | ReviewReceivedNotice;

export function buildReviewMail(notice: ReviewNotice, env: Env = process.env): OutgoingMail | undefined {
  if (notice.audience === "owner") {
    const lines = [
      T.ownerIntro,
      "",
      `${"★".repeat(notice.rating)}${"☆".repeat(5 - notice.rating)} ${notice.name}, ${notice.town}: ${notice.project}`,
      notice.text,
      "",
      `${T.ownerOpen}: ${SITE.url}${ADMIN_PAGES.reviews}`,
    ];
    return {
      from: alertFrom(env),
      to: alertTo(env),
      subject: T.ownerSubject(oneLine(notice.name, 40), notice.rating),
      text: lines.join("\n"),
      html: paragraphs(lines),
    };
  }
  const to = visitorEmail({ email: notice.email });
  if (!to || !notice.token) return undefined;
  const language = notice.language ?? "en";
  const V = textFor(language).REVIEW_FORM_TEXT.mail;
  const lines = [
    V.greeting(oneLine(notice.firstName, 40)),
    "",
    V.intro,
    "",
    `${V.link}: ${SITE.url}${localizedPath(reviewPath(notice.token), language)}`,
    V.expires(dayInWords(businessDay(notice.expiresAt), language)),
    "",
    `${V.google}: ${LISTINGS.googleReview.value}`,
    "",
    V.signature,
    V.automatic,
  ];
  return {
    from: alertFrom(env),
    to,
    replyTo: SITE.email,
    subject: V.subject,
    text: lines.join("\n"),
    html: paragraphs(lines),
  };
}
