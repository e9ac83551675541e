/**
 * A change order's e-mails (changeOrders.ts queues them as "proposal" and "proposalNews"
 * notifications about `changeOrders/{id}`): the homeowner's link, the signed copy to both
 * with its PDF, and the owner's news of a decline. The homeowner's in the contract's
 * language; the owner's in English.
 */
import { storedLanguage } from "../../config/i18n.ts";
import { changeOrderPath, localizedPath } from "../../config/routes.ts";
import { SITE } from "../../config/site.ts";
import { CHANGE_ORDER_TEXT } from "../../config/text/changeOrder.ts";
import { longBusinessDayIn } from "../../lib/format/businessDay.ts";
import { formatCents, formatSignedCents } from "../../lib/format/money.ts";
import { PROPOSAL_WORDS } from "../../lib/proposal/proposalWords.ts";
import { CHANGE_ORDER_WORDS } from "../../lib/proposal/changeOrderWords.ts";
import type { Env } from "../env.ts";
import { alertFrom, alertTo, oneLine, paragraphs, visitorEmail } from "../mail/leadAlert.ts";
import type { OutgoingMail } from "../mail/transport.ts";
import type { ChangeOrderNotice } from "./changeOrderRecord.ts";

const T = CHANGE_ORDER_TEXT.mail;

export function buildChangeOrderMail(
  notice: ChangeOrderNotice,
  pdf: Uint8Array | null,
  env: Env = process.env,
): OutgoingMail | undefined {
  const to = visitorEmail({ email: notice.email });
  const title = oneLine(notice.title, 120);
  const name = oneLine(notice.name, 60);
  const total = formatCents(notice.totalCents);
  const language = storedLanguage(notice);
  const W = CHANGE_ORDER_WORDS[language].mail;
  const P = PROPOSAL_WORDS[language].mail;
  const client = (subject: string, lines: string[]): OutgoingMail | undefined => {
    if (!to) return undefined;
    const all = [P.greeting(name.split(" ")[0] ?? ""), "", ...lines, "", P.signature, P.automatic];
    return { from: alertFrom(env), to, replyTo: SITE.email, subject, text: all.join("\n"), html: paragraphs(all) };
  };
  const owner = (subject: string, lines: string[]): OutgoingMail => ({
    from: alertFrom(env),
    to: alertTo(env),
    replyTo: to,
    subject,
    text: lines.join("\n"),
    html: paragraphs(lines),
  });
  const attachments = pdf
    ? [{ filename: `change-order-${notice.number}.pdf`, content: Buffer.from(pdf), contentType: "application/pdf" }]
    : [];
  if (notice.event === "change-sent")
    return client(W.sentSubject(notice.number, title), [
      W.sentIntro(title, formatSignedCents(notice.changeCents), total),
      "",
      `${W.sentLink}: ${SITE.url}${localizedPath(changeOrderPath(notice.token), language)}`,
      W.sentExpires(longBusinessDayIn(notice.expiresAt, language)),
    ]);
  if (notice.event === "change-signed") {
    const mail =
      notice.audience === "client"
        ? client(W.signedSubject(notice.number, title), [W.signedClient(total)])
        : owner(T.signedSubject(notice.number, `${name}, ${title}`), [T.signedOwner(name, total)]);
    return mail && { ...mail, attachments };
  }
  return owner(T.declinedSubject(name), [T.declinedOwner(name, title)]);
}
