/**
 * The e-mails of a site visit, built from the snapshot the notification carries: the
 * visitor's (booked, moved, cancelled, the reminder) with the day and time in words, the
 * address, what to expect and the private link; the owner's with who, where and how to
 * call, and a link to the dashboard. Booked, moved and cancelled carry the invitation
 * (src/server/booking/invitation.ts), the same UID for both, so the visit lands in, moves
 * in or leaves both calendars from the e-mail. The visitor's mail echoes only what
 * identifies the visit (the address they gave), never their note.
 */
import { PROJECT_TYPES, SITE } from "../../config/site.ts";
import type { Locale } from "../../config/i18n.ts";
import { localizedPath, ROUTES, visitPath } from "../../config/routes.ts";
import { VISIT_MAIL_TEXT } from "../../config/text.ts";
import { textFor } from "../../config/text/catalogue.ts";
import { optionLabel } from "../../lib/format/optionLabel.ts";
import { visitWhen } from "../../lib/format/visitTime.ts";
import type { Env } from "../env.ts";
import { visitInvitation } from "./invitation.ts";
import type { VisitPurpose, VisitSnapshot } from "./visit.ts";
import {
  alertFrom,
  alertTo,
  languageNote,
  leadAdminUrl,
  oneLine,
  paragraphs,
  visitorEmail,
} from "../mail/leadAlert.ts";
import type { OutgoingMail } from "../mail/transport.ts";

export type VisitAudience = "owner" | "visitor";

export interface VisitNotice {
  purpose: VisitPurpose;
  audience: VisitAudience;
  visit: VisitSnapshot;
  /** The private link's token, for the visitor's booked and moved e-mails; removed from the outbox once sent. */
  token?: string;
}

/** The day and time in words, with the zone's name: in English for the owner, in the visit's language for the visitor. */
const whenText = (visit: VisitSnapshot, locale: Locale = "en"): string =>
  `${visitWhen(visit.start, locale)} (${textFor(locale).VISIT_MAIL_TEXT.timeZone})`;

function invitation(purpose: VisitPurpose, visit: VisitSnapshot, forOwner: boolean): OutgoingMail["icalEvent"] {
  if (purpose === "reminder") return undefined;
  const cancelled = purpose === "cancelled";
  return {
    method: cancelled ? "CANCEL" : "REQUEST",
    filename: cancelled ? "visit-cancelled.ics" : "visit.ics",
    content: visitInvitation(visit, cancelled, forOwner),
  };
}

export function buildVisitMail(input: VisitNotice, env: Env = process.env): OutgoingMail | undefined {
  const { purpose, visit } = input;
  const where = `${visit.street}, ${visit.zip}`;
  if (input.audience === "owner") {
    const when = whenText(visit);
    const project = optionLabel(PROJECT_TYPES, visit.projectType);
    const link = leadAdminUrl(visit.visitId);
    const language = languageNote(visit);
    const lines = [
      VISIT_MAIL_TEXT.ownerIntro[purpose],
      ...(language ? [language] : []),
      "",
      `${VISIT_MAIL_TEXT.when}: ${when}`,
      `${VISIT_MAIL_TEXT.where}: ${where}`,
      `${visit.name}, ${visit.phone}, ${visit.email}`,
      project,
      visit.note,
      "",
      `${VISIT_MAIL_TEXT.ownerOpen}: ${link}`,
    ];
    const replyTo = visitorEmail({ email: visit.email });
    return {
      from: alertFrom(env),
      to: alertTo(env),
      ...(replyTo ? { replyTo } : {}),
      subject: VISIT_MAIL_TEXT.ownerSubject[purpose](oneLine(visit.name), visitWhen(visit.start)),
      text: lines.join("\n"),
      html: paragraphs(lines),
      icalEvent: invitation(purpose, visit, true),
    };
  }

  const to = visitorEmail({ email: visit.email });
  if (!to) return undefined;
  const { language } = visit;
  const { VISIT_MAIL_TEXT: T, ACK_MAIL_TEXT } = textFor(language);
  const when = whenText(visit, language);
  const link =
    input.token && purpose !== "cancelled"
      ? `${T.manage}: ${SITE.url}${localizedPath(visitPath(input.token), language)}`
      : purpose === "cancelled"
        ? `${T.bookAgain}: ${SITE.url}${localizedPath(ROUTES.book, language)}`
        : "";
  const lines = [
    T.greeting,
    "",
    T.intro[purpose],
    "",
    `${T.when}: ${when}`,
    `${T.where}: ${where}`,
    "",
    purpose === "cancelled" ? "" : T.expect,
    purpose === "cancelled" ? "" : ACK_MAIL_TEXT.whereToFollow,
    link,
    T.call,
    "",
    SITE.name,
    T.automatic,
  ];
  return {
    from: alertFrom(env),
    to,
    replyTo: SITE.email,
    subject: T.subject[purpose](visitWhen(visit.start, language)),
    text: lines.join("\n"),
    html: paragraphs(lines),
    icalEvent: invitation(purpose, visit, false),
  };
}
