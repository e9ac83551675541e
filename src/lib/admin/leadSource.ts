/**
 * One lead collection's reads and writes, bound for a table of the owner's pages (the
 * leads list, a lead's own page), so a table knows no collection names.
 */
import { adminProposalFromLead } from "../../config/routes.ts";
import type { AdminLeadsApi, LeadPage, PageRequest } from "../firebase/adminData.ts";
import type { LeadCollection } from "../../schemas/collections.ts";
import type { LeadUpdate, LeadVisit } from "../../schemas/lead.ts";
import type { ReviewAsk } from "../../schemas/review.ts";
import { cancelVisitAsOwner, removeLead } from "./leadRemoval.ts";

export interface LeadSource<Row> {
  page(request: PageRequest): Promise<LeadPage<Row>>;
  countNew(): Promise<number>;
  /** Status and note; the first change away from New also stamps the first answer (adminData.ts). */
  update(id: string, update: LeadUpdate): Promise<void>;
  /** The lead, and a booking's visit still booked before it (leadRemoval.ts). */
  remove(row: Row): Promise<void>;
  /** E-mails the client a private link to the review form; resolves with the address. */
  askReview(id: string): Promise<{ email: string }>;
  /** Opens the proposal builder prefilled from the lead; no button without it. */
  propose?: (id: string) => void;
}

export type AskReview = (ask: ReviewAsk) => Promise<{ email: string }>;

export interface SourceOptions {
  askReview: AskReview;
  /** Where "Write a proposal" goes; the proposals page, with the lead named in its address. */
  open?: (href: string) => void;
}

export function leadSource<Row extends { id: string; visit?: LeadVisit }>(
  api: AdminLeadsApi,
  collection: LeadCollection,
  page: LeadSource<Row>["page"],
  { askReview, open = (href) => window.location.assign(href) }: SourceOptions,
): LeadSource<Row> {
  return {
    page,
    countNew: () => api.countNew(collection),
    update: (id, update) => api.updateLead(collection, id, update),
    remove: (row) =>
      removeLead(row, { cancelVisit: cancelVisitAsOwner, deleteLead: (id) => api.deleteLead(collection, id) }),
    askReview: (leadId) => askReview({ collection, leadId }),
    propose: (leadId) => open(adminProposalFromLead(collection, leadId)),
  };
}
