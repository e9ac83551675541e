/**
 * A proposal's e-mails, built from what the notification carries (what was true when it
 * was queued): the homeowner's private link, the signed contract to both (the PDF
 * attached), and the owner's news that the homeowner asked for changes or declined.
 */
import { ADMIN_PAGES, proposalPath } from "../../config/routes.ts";
import { SITE } from "../../config/site.ts";
import { PROPOSAL_TEXT } from "../../config/text/proposal.ts";
import { longBusinessDay } from "../../lib/format/businessDay.ts";
import { formatCents } from "../../lib/format/money.ts";
import { proposalTotals } from "../../lib/proposal/money.ts";
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
}

/** What every proposal e-mail says of it: to whom, what, and its price (the least one unless given). */
export const mailAbout = (draft: ProposalDraft, totalCents = proposalTotals(draft).totalCents): Base => ({
  email: draft.client.email,
  name: draft.client.name,
  title: draft.title,
  totalCents,
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

function clientMail(to: string | undefined, subject: string, lines: string[], env: Env): OutgoingMail | undefined {
  if (!to) return undefined;
  const all = [...lines, "", T.signature, T.automatic];
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
  if (notice.event === "sent")
    return clientMail(
      to,
      T.sentSubject(title),
      [
        T.greeting(firstName(notice.name)),
        "",
        T.sentIntro(title, total),
        "",
        `${T.sentLink}: ${SITE.url}${proposalPath(notice.token)}`,
        T.sentExpires(longBusinessDay(notice.expiresAt)),
      ],
      env,
    );
  if (notice.event === "remind-unopened" || notice.event === "remind-expiring")
    return clientMail(
      to,
      T.reminderSubject(title),
      [
        T.greeting(firstName(notice.name)),
        "",
        notice.event === "remind-unopened"
          ? T.remindUnopened(title, longBusinessDay(notice.sentOn))
          : T.remindExpiring(title, longBusinessDay(notice.expiresAt)),
        T.remindWhere(T.sentSubject(title)),
        T.remindLost,
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
            T.signedSubject(title),
            [
              T.greeting(firstName(notice.name)),
              "",
              T.signedClient(title),
              ...(notice.depositCents > 0 ? ["", T.depositDue(formatCents(notice.depositCents))] : []),
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
    const method = T.methods[notice.method];
    return notice.audience === "client"
      ? clientMail(
          to,
          T.receiptSubject(title),
          [
            T.greeting(firstName(notice.name)),
            "",
            T.receiptClient(amount, longBusinessDay(notice.paidOn), method, title),
            T.receiptBalance(total, formatCents(notice.totalCents - notice.depositCents)),
            "",
            T.receiptBy,
          ],
          env,
        )
      : ownerMail(T.receiptOwnerSubject(name), [T.receiptOwner(name, amount, title, method)], to, env);
  }
  if (notice.event === "deposit-refunded") {
    const amount = formatCents(notice.refundedCents);
    return notice.audience === "client"
      ? clientMail(
          to,
          T.refundSubject(title),
          [T.greeting(firstName(notice.name)), "", T.refundClient(amount, title)],
          env,
        )
      : ownerMail(T.refundOwnerSubject(name), [T.refundOwner(name, amount, title)], to, env);
  }
  return notice.event === "changes"
    ? ownerMail(T.changesSubject(name), [T.changesOwner(name, title), "", notice.message], to, env)
    : ownerMail(T.declinedSubject(name), [T.declinedOwner(name, title)], to, env);
}
