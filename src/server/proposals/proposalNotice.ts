/**
 * A proposal's e-mails in the outbox (link.ts and owner.ts queue them): the homeowner's
 * ("proposal": the link, sent only while it is still the proposal's current one; the
 * reminders, only while unanswered; the signed copy) and the owner's ("proposalNews": changes asked, declined, signed). A
 * signed copy carries the PDF, made once (signedPdf.ts) and read from where it is kept.
 */
import { OPEN_STATES } from "../../schemas/proposalRules.ts";
import { mailDelivery, visitorMailDelivery, type NotificationHandler } from "../outbox/deliver.ts";
import { hashToken } from "../privateLink.ts";
import { buildChangeOrderMail } from "./changeOrderMail.ts";
import type { ChangeOrderNotice, StoredChangeOrder } from "./changeOrderRecord.ts";
import { signedChangeOrderPdf } from "./changeOrders.ts";
import { buildProposalMail, type ProposalMailNotice } from "./proposalMail.ts";
import { shownStateOf, storedProposal, type StoredProposal } from "./proposalDoc.ts";
import { signedPdf } from "./signedPdf.ts";

const noticeOf = (data: Record<string, unknown>) => data as unknown as ProposalMailNotice;

async function pdfFor(notice: ProposalMailNotice, proposalId: string, data: Record<string, unknown> | undefined) {
  if (notice.event !== "signed") return null;
  const proposal = storedProposal(data);
  return proposal?.signed ? signedPdf(proposalId, proposal) : null;
}

/** A reminder is still worth sending: the same revision, unanswered (unopened, for the first), its link alive. */
function stillDue(notice: ProposalMailNotice, proposal: StoredProposal | undefined, now: number): boolean {
  if (notice.event !== "remind-unopened" && notice.event !== "remind-expiring") return true;
  if (!proposal || proposal.revision !== notice.revision) return false;
  const state = shownStateOf(proposal, now);
  return notice.event === "remind-unopened" ? state === "sent" : OPEN_STATES.includes(state);
}

/** A change order's e-mails ride the proposal's kinds: the notification is about `changeOrders/{id}`. */
const isChangeOrderNotice = (data: Record<string, unknown>) => String(data.event).startsWith("change-");

async function changeOrderMail(data: Record<string, unknown>, lead: { id: string; data?: Record<string, unknown> }) {
  const notice = data as unknown as ChangeOrderNotice;
  const changeOrder = lead.data as StoredChangeOrder | undefined;
  const pdf =
    notice.event === "change-signed" && changeOrder?.signed ? await signedChangeOrderPdf(lead.id, changeOrder) : null;
  return buildChangeOrderMail(notice, pdf);
}

export const proposalNotice: NotificationHandler = {
  group: "visitors",
  deliver: async (claimed, lead) => {
    if (isChangeOrderNotice(claimed.data)) {
      const changeOrder = lead.data as StoredChangeOrder | undefined;
      // A link e-mail is worth sending only while its change order is still open and still this link.
      if (
        claimed.data.event === "change-sent" &&
        (!changeOrder || changeOrder.state === "declined" || changeOrder.signed)
      )
        return { skip: "answered" };
      return visitorMailDelivery(await changeOrderMail(claimed.data, lead), claimed.id);
    }
    const notice = noticeOf(claimed.data);
    const proposal = storedProposal(lead.data);
    // Revised and sent again since, or signed, declined: the older e-mail's link would be dead.
    if (notice.event === "sent" && (proposal?.tokenHash !== hashToken(notice.token) || proposal.signed))
      return { skip: "link_replaced" };
    if (!stillDue(notice, proposal, Date.now())) return { skip: "answered" };
    return visitorMailDelivery(buildProposalMail(notice, await pdfFor(notice, lead.id, lead.data)), claimed.id);
  },
};

export const proposalNewsNotice: NotificationHandler = {
  group: "owner",
  deliver: async (claimed, lead) => {
    if (isChangeOrderNotice(claimed.data)) return mailDelivery(await changeOrderMail(claimed.data, lead));
    const notice = noticeOf(claimed.data);
    return mailDelivery(buildProposalMail(notice, await pdfFor(notice, lead.id, lead.data)));
  },
};
