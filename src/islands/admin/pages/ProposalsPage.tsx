import { proposalLeadInAddress } from "../../../lib/admin/proposalPrefill.ts";
import type { AdminDataApi } from "../../../lib/firebase/adminData.ts";
import { changeOrdersApi } from "../../../lib/firebase/changeOrders.ts";
import { proposalsApi } from "../../../lib/firebase/proposals.ts";
import RequireAuth from "../../auth/RequireAuth.tsx";
import ProposalsPanel from "../proposals/ProposalsPanel.tsx";

/** /admin/proposals; a lead's "Write a proposal" opens it with the builder begun from that lead. */
export default function ProposalsPage({
  api = { proposals: proposalsApi, changeOrders: changeOrdersApi },
}: {
  api?: Pick<AdminDataApi, "proposals" | "changeOrders">;
}) {
  const lead = proposalLeadInAddress(window.location.search);
  return (
    <RequireAuth requireAdmin>
      {() => (
        <ProposalsPanel api={api.proposals} changeOrders={api.changeOrders} fromLead={lead && { ...lead, key: 1 }} />
      )}
    </RequireAuth>
  );
}
