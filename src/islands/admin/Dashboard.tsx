import { useEffect, useState } from "react";
import type { ProposalCalls } from "../../lib/api-client/proposals.ts";
import type { AdminDataApi } from "../../lib/firebase/adminData.ts";
import { linkedLeadId, searchState } from "../../lib/admin/inbox.ts";
import LinkedLead from "./LinkedLead.tsx";
import NowPanel from "./NowPanel.tsx";
import ResponsePanel from "./ResponsePanel.tsx";
import { CONTACT_TABLE, ESTIMATE_TABLE } from "../../lib/admin/tables.ts";
import type { ContactLead, EstimateLead } from "../../schemas/lead.ts";
import type { ProposalRow } from "../../lib/firebase/proposals.ts";
import LeadSearch from "./LeadSearch.tsx";
import LeadTable, { type LeadSource } from "./LeadTable.tsx";
import FollowUpSettings from "./FollowUpSettings.tsx";
import NoticesEditor from "./proposals/NoticesEditor.tsx";
import PricingGuideEditor from "./PricingGuideEditor.tsx";
import PublishButton from "./PublishButton.tsx";
import VisitSettings from "./visits/VisitSettings.tsx";
import VisitsAgenda from "./visits/VisitsAgenda.tsx";
import ReviewsPanel from "./reviews/ReviewsPanel.tsx";
import ProposalsPanel, { type ProposalFromLead } from "./proposals/ProposalsPanel.tsx";
import { askReviewFromBrowser } from "../../lib/admin/reviewAsk.ts";
import { cancelVisitAsOwner, removeLead } from "../../lib/admin/leadRemoval.ts";
import type { ReviewAsk, StoredReview } from "../../schemas/review.ts";
import { ESTIMATE_LEADS, MESSAGE_LEADS, type LeadCollection } from "../../schemas/collections.ts";

interface Props {
  api: AdminDataApi;
  download?: (filename: string, csv: string) => void;
  /** Injected by tests; the page asks with window.confirm. */
  confirm?: (question: string) => boolean;
  /** Injected by tests; the page posts to /api/review-requests. */
  askReview?: AskReview;
  /** Injected by tests; the page posts to /api/proposals. */
  proposalCalls?: ProposalCalls;
}

type AskReview = (ask: ReviewAsk) => Promise<{ email: string }>;

/** Binds one collection's reads and writes for its table, so the table knows no collection names. */
function sourceOf<Row extends ContactLead | EstimateLead>(
  api: AdminDataApi,
  askReview: AskReview,
  propose: (collection: LeadCollection, leadId: string) => void,
  changed: () => void,
  collection: LeadCollection,
  page: LeadSource<Row>["page"],
): LeadSource<Row> {
  return {
    page,
    countNew: () => api.countNew(collection),
    update: async (id, update) => {
      await api.updateLead(collection, id, update);
      changed();
    },
    remove: async (row) => {
      await removeLead(row, { cancelVisit: cancelVisitAsOwner, deleteLead: (id) => api.deleteLead(collection, id) });
      changed();
    },
    askReview: (leadId) => askReview({ collection, leadId }),
    propose: (leadId) => propose(collection, leadId),
  };
}

/**
 * The owner's dashboard (spec: /admin): what needs an answer now first, the response figures, today's and this week's site visits, then the lead inbox, contact forms and estimates, each
 * newest first, a page at a time, both narrowed by one search box, then the proposals written from them. Spec: an admin data load error is only logged, nothing
 * is shown to the user: the table then reads as empty and the rest of the page works.
 */
export default function Dashboard({ api, download, confirm, askReview = askReviewFromBrowser, proposalCalls }: Props) {
  const [typed, setTyped] = useState("");
  const { search, says } = searchState(typed);
  // The alert e-mail's and the phone alert's link: /admin#lead-<id>, also when it is opened in a tab already on /admin.
  const [linked, setLinked] = useState(() => linkedLeadId(window.location.hash));
  useEffect(() => {
    // Another hash (the skip link's #main) keeps the lead shown.
    const follow = () => setLinked((shown) => linkedLeadId(window.location.hash) ?? shown);
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
  }, []);
  // A lead's "Write a proposal": the proposals section opens its builder from that lead.
  const [fromLead, setFromLead] = useState<ProposalFromLead | null>(null);
  const propose = (collection: LeadCollection, leadId: string) =>
    setFromLead((last) => ({ collection, leadId, key: (last?.key ?? 0) + 1 }));
  // The response panel's proposal figures are of the list the proposals section reads: one read for both.
  const [proposalRows, setProposalRows] = useState<readonly ProposalRow[] | null>(null);
  // "Now" counts the reviews waiting from the reviews section's own read, and follows its decisions.
  const [reviews, setReviews] = useState<readonly StoredReview[] | null>(null);
  // A lead answered or removed anywhere on the page: "Now" reads again.
  const [leadsChanged, setLeadsChanged] = useState(0);
  const changed = () => setLeadsChanged((count) => count + 1);
  const bind = <Row extends ContactLead | EstimateLead>(collection: LeadCollection, page: LeadSource<Row>["page"]) =>
    sourceOf(api, askReview, propose, changed, collection, page);
  return (
    <div className="space-y-10">
      {linked && (
        <LinkedLead key={linked} api={api} id={linked} sourceOf={bind} download={download} confirm={confirm} />
      )}
      <NowPanel api={api} proposals={proposalRows} reviews={reviews} reread={leadsChanged} />
      <ResponsePanel api={api} proposals={proposalRows} />
      <VisitsAgenda />
      <LeadSearch onSearch={setTyped} says={says} />
      <LeadTable<ContactLead>
        spec={CONTACT_TABLE}
        search={search}
        source={bind(MESSAGE_LEADS, (request) => api.contactForms(request))}
        download={download}
        confirm={confirm}
      />
      <LeadTable<EstimateLead>
        spec={ESTIMATE_TABLE}
        search={search}
        source={bind(ESTIMATE_LEADS, (request) => api.estimates(request))}
        download={download}
        confirm={confirm}
      />
      <ProposalsPanel
        api={api.proposals}
        changeOrders={api.changeOrders}
        fromLead={fromLead}
        calls={proposalCalls}
        confirm={confirm}
        onRows={setProposalRows}
      />
      <ReviewsPanel api={api.reviews} onReviews={setReviews} />
      <FollowUpSettings />
      <NoticesEditor />
      <VisitSettings />
      <PricingGuideEditor />
      <PublishButton loadFailure={api.publishFailure} />
    </div>
  );
}
