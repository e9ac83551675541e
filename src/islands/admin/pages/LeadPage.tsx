import { ADMIN_TEXT } from "../../../config/text.ts";
import { linkedLeadId } from "../../../lib/admin/inbox.ts";
import type { AskReview } from "../../../lib/admin/leadSource.ts";
import { askReviewFromBrowser } from "../../../lib/admin/reviewAsk.ts";
import type { AdminLeadsApi } from "../../../lib/firebase/adminData.ts";
import RequireAuth from "../../auth/RequireAuth.tsx";
import LeadDetail from "../LeadDetail.tsx";
import { adminLeadsApi } from "./adminApi.ts";

interface Props {
  /** Injected by tests; the page reads Firestore. */
  api?: AdminLeadsApi;
  askReview?: AskReview;
}

/** /admin/lead?id=<id>: one lead, from its alert, "Now" or the list. */
export default function LeadPage({ api = adminLeadsApi, askReview = askReviewFromBrowser }: Props) {
  const id = linkedLeadId(window.location.search);
  return (
    <RequireAuth requireAdmin>
      {() =>
        id ? (
          <LeadDetail key={id} api={api} id={id} options={{ askReview }} />
        ) : (
          <p className="rounded-2xl border border-slate-200 bg-white p-5 text-ink-600">{ADMIN_TEXT.inbox.linkedGone}</p>
        )
      }
    </RequireAuth>
  );
}
