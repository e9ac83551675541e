/**
 * A proposal's e-mails, built from what the notification carries (what was true when it
 * was queued): the homeowner's private link, the signed contract to both (the PDF
 * attached), and the owner's news that the homeowner asked for changes or declined.
 * The homeowner's are in the proposal's language; the owner's in English.
 */
import { storedLanguage, type Locale } from "../../config/i18n.ts";
import { ADMIN_PAGES, localizedPath, proposalPath } from "../../config/routes.ts";
import { SITE } from "../../config/site.ts";
import { PROPOSAL_TEXT } from "../../config/text/proposal.ts";
import { longBusinessDayIn } from "../../lib/format/businessDay.ts";
import { formatCents } from "../../lib/format/money.ts";
import { proposalTotals } from "../../lib/proposal/money.ts";
import { PROPOSAL_WORDS } from "../../lib/proposal/proposalWords.ts";
import type { ProposalDraft } from "../../schemas/proposal.ts";
import type { Env } from "../env.ts";
import { alertFrom, alertTo, oneLine, paragraphs, visitorEmail } from "../mail/leadAlert.ts";
import type { OutgoingMail } from "../mail/transport.ts";

const T = PROPOSAL_TEXT.mail;

interface Base {
  /** The homeowner's. */
  email: string;
  name: string;
  title: string;
  totalCents: number;
  /** The proposal's: the homeowner's e-mails speak it. Absent on notices queued before proposals had one. */
  language?: Locale;
}

/** What every proposal e-mail says of it: to whom, what, in which language, and its price (the least one unless given). */
export const mailAbout = (draft: ProposalDraft, totalCents = proposalTotals(draft).totalCents): Base => ({
  email: draft.client.email,
  name: draft.client.name,
  title: draft.title,
  totalCents,
  language: storedLanguage(draft),
});

/** The homeowner's link; `token` leaves the outbox once sent. */
interface ProposalSentNotice extends Base {
  event: "sent";
  token: string;
  revision: number;
  /** Epoch ms. */
  expiresAt: number;
}

/** A reminder to open or answer it: no link (the link lives in the first e-mail only). */
interface ProposalReminderNotice extends Base {
  event: "remind-unopened" | "remind-expiring";
  /** The revision it reminds of: a revised proposal's reminders are not sent. */
  revision: number;
  /** When the proposal was sent, epoch ms ("sentAt" is the outbox's own field). */
  sentOn: number;
  expiresAt: number;
}

interface ProposalSignedNotice extends Base {
  event: "signed";
  audience: "client" | "owner";
  depositCents: number;
}

interface ProposalAnswerNotice extends Base {
  event: "changes" | "declined";
  message: string;
}

/** The receipt of a deposit, to both: what, how, when (DC 16 DCMR § 810.1 asks one for every payment). */
interface DepositPaidNotice extends Base {
  event: "deposit-paid";
  audience: "client" | "owner";
  depositCents: number;
  method: "manual" | "card";
  /** Epoch ms ("paidAt" could one day be the outbox's; sentOn's rule). */
  paidOn: number;
}

interface DepositRefundedNotice extends Base {
  event: "deposit-refunded";
  audience: "client" | "owner";
  /** This refund's amount. */
  refundedCents: number;
}

export type ProposalMailNotice =
  | ProposalSentNotice
  | ProposalReminderNotice
  | ProposalSignedNotice
  | ProposalAnswerNotice
  | DepositPaidNotice
  | DepositRefundedNotice;

const firstName = (name: string) => oneLine(name, 40).split(" ")[0] ?? "";
const adminLink = () => `${T.ownerOpen}: ${SITE.url}${ADMIN_PAGES.proposals}`;

function clientMail(
  to: string | undefined,
  language: Locale,
  subject: string,
  lines: string[],
  env: Env,
): OutgoingMail | undefined {
  if (!to) return undefined;
  const W = PROPOSAL_WORDS[language].mail;
  const all = [...lines, "", W.signature, W.automatic];
  return { from: alertFrom(env), to, replyTo: SITE.email, subject, text: all.join("\n"), html: paragraphs(all) };
}

function ownerMail(subject: string, lines: string[], replyTo: string | undefined, env: Env): OutgoingMail {
  const all = [...lines, "", adminLink()];
  return { from: alertFrom(env), to: alertTo(env), replyTo, subject, text: all.join("\n"), html: paragraphs(all) };
}

export function buildProposalMail(notice: ProposalMailNotice, pdf: Uint8Array | null, env: Env = process.env) {
  const to = visitorEmail({ email: notice.email });
  const title = oneLine(notice.title, 120);
  const total = formatCents(notice.totalCents);
  const language = storedLanguage(notice);
  // The homeowner's words: their e-mails, in the proposal's language.
  const W = PROPOSAL_WORDS[language].mail;
  const day = (instant: number) => longBusinessDayIn(instant, language);
  if (notice.event === "sent")
    return clientMail(
      to,
      language,
      W.sentSubject(title),
      [
        W.greeting(firstName(notice.name)),
        "",
        W.sentIntro(title, total),
        "",
        `${W.sentLink}: ${SITE.url}${localizedPath(proposalPath(notice.token), language)}`,
        W.sentExpires(day(notice.expiresAt)),
      ],
      env,
    );
  if (notice.event === "remind-unopened" || notice.event === "remind-expiring")
    return clientMail(
      to,
      language,
      W.reminderSubject(title),
      [
        W.greeting(firstName(notice.name)),
        "",
        notice.event === "remind-unopened"
          ? W.remindUnopened(title, day(notice.sentOn))
          : W.remindExpiring(title, day(notice.expiresAt)),
        W.remindWhere(W.sentSubject(title)),
        W.remindLost,
      ],
      env,
    );
  if (notice.event === "signed") {
    const attachments = pdf
      ? [{ filename: "signed-contract.pdf", content: Buffer.from(pdf), contentType: "application/pdf" }]
      : [];
    const mail =
      notice.audience === "client"
        ? clientMail(
            to,
            language,
            W.signedSubject(title),
            [
              W.greeting(firstName(notice.name)),
              "",
              W.signedClient(title),
              ...(notice.depositCents > 0 ? ["", W.depositDue(formatCents(notice.depositCents))] : []),
            ],
            env,
          )
        : ownerMail(
            T.signedSubject(`${oneLine(notice.name, 60)}, ${title}`),
            [T.signedOwner(oneLine(notice.name, 60), title, total)],
            to,
            env,
          );
    return mail && { ...mail, attachments };
  }
  const name = oneLine(notice.name, 60);
  if (notice.event === "deposit-paid") {
    const amount = formatCents(notice.depositCents);
    return notice.audience === "client"
      ? clientMail(
          to,
          language,
          W.receiptSubject(title),
          [
            W.greeting(firstName(notice.name)),
            "",
            W.receiptClient(amount, day(notice.paidOn), W.methods[notice.method], title),
            W.receiptBalance(total, formatCents(notice.totalCents - notice.depositCents)),
            "",
            W.receiptBy,
          ],
          env,
        )
      : ownerMail(
          T.receiptOwnerSubject(name),
          [T.receiptOwner(name, amount, title, T.methods[notice.method])],
          to,
          env,
        );
  }
  if (notice.event === "deposit-refunded") {
    const amount = formatCents(notice.refundedCents);
    return notice.audience === "client"
      ? clientMail(
          to,
          language,
          W.refundSubject(title),
          [W.greeting(firstName(notice.name)), "", W.refundClient(amount, title)],
          env,
        )
      : ownerMail(T.refundOwnerSubject(name), [T.refundOwner(name, amount, title)], to, env);
  }
  return notice.event === "changes"
    ? ownerMail(T.changesSubject(name), [T.changesOwner(name, title), "", notice.message], to, env)
    : ownerMail(T.declinedSubject(name), [T.declinedOwner(name, title)], to, env);
}
