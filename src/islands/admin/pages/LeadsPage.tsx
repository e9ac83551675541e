import { useCallback } from "react";
import { searchState, type LeadFilters } from "../../../lib/admin/inbox.ts";
import { leadSource, type AskReview } from "../../../lib/admin/leadSource.ts";
import { leadsAddressQuery, NO_FILTERS, readLeadsAddress } from "../../../lib/admin/leadsAddress.ts";
import { askReviewFromBrowser } from "../../../lib/admin/reviewAsk.ts";
import { CONTACT_TABLE, ESTIMATE_TABLE } from "../../../lib/admin/tables.ts";
import type { AdminLeadsApi } from "../../../lib/firebase/adminData.ts";
import { ESTIMATE_LEADS, MESSAGE_LEADS } from "../../../schemas/collections.ts";
import type { ContactLead, EstimateLead } from "../../../schemas/lead.ts";
import RequireAuth from "../../auth/RequireAuth.tsx";
import { useAddressState } from "../hooks/useAddressState.ts";
import LeadSearch from "../LeadSearch.tsx";
import LeadTable from "../LeadTable.tsx";
import { adminLeadsApi } from "./adminApi.ts";

interface Props {
  api: AdminLeadsApi;
  download?: (filename: string, csv: string) => void;
  /** Injected by tests; the page asks with window.confirm. */
  confirm?: (question: string) => boolean;
  /** Injected by tests; the page posts to /api/review-requests. */
  askReview?: AskReview;
  /** Injected by tests; "Write a proposal" opens the proposals page. */
  open?: (href: string) => void;
}

const TABLES = [CONTACT_TABLE.id, ESTIMATE_TABLE.id];
const readAddress = (search: string) => readLeadsAddress(search, TABLES);

/**
 * The lead inbox (spec: the dashboard's two tables): contact forms and estimates, each
 * newest first, a page at a time, both narrowed by one search box, each by its own
 * filters; the search and the filters live in the address. Spec: an admin data load
 * error is only logged, nothing is shown: the table then reads as empty.
 */
export function LeadsInbox({ api, download, confirm, askReview = askReviewFromBrowser, open }: Props) {
  const address = useAddressState(readAddress, leadsAddressQuery);
  const { search, says } = searchState(address.state.typed);
  const { set } = address;
  // Stable: the box's pause timer restarts when this changes.
  const onSearch = useCallback((typed: string) => set((state) => ({ ...state, typed }), "replace"), [set]);
  const filtersOf = (table: string) => address.state.filters[table] ?? NO_FILTERS;
  const setFilters = (table: string) => (filters: LeadFilters) =>
    address.set((state) => ({ ...state, filters: { ...state.filters, [table]: filters } }), "push");
  const options = { askReview, open };
  return (
    <div className="space-y-6 sm:space-y-10">
      <LeadSearch
        // Back and forward start the box again from the address.
        key={address.visit}
        initial={address.state.typed}
        onSearch={onSearch}
        says={says}
      />
      <LeadTable<ContactLead>
        spec={CONTACT_TABLE}
        search={search}
        filters={filtersOf(CONTACT_TABLE.id)}
        onFilters={setFilters(CONTACT_TABLE.id)}
        source={leadSource(api, MESSAGE_LEADS, (request) => api.contactForms(request), options)}
        download={download}
        confirm={confirm}
      />
      <LeadTable<EstimateLead>
        spec={ESTIMATE_TABLE}
        search={search}
        filters={filtersOf(ESTIMATE_TABLE.id)}
        onFilters={setFilters(ESTIMATE_TABLE.id)}
        source={leadSource(api, ESTIMATE_LEADS, (request) => api.estimates(request), options)}
        download={download}
        confirm={confirm}
      />
    </div>
  );
}

/** /admin/leads; only for accounts with the admin claim. */
export default function LeadsPage({ api = adminLeadsApi }: Partial<Props>) {
  return <RequireAuth requireAdmin>{() => <LeadsInbox api={api} />}</RequireAuth>;
}
