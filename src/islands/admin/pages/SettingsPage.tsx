import { publishFailure, type AdminLeadsApi } from "../../../lib/firebase/adminData.ts";
import RequireAuth from "../../auth/RequireAuth.tsx";
import FollowUpSettings from "../FollowUpSettings.tsx";
import NoticesEditor from "../proposals/NoticesEditor.tsx";
import PublishButton from "../PublishButton.tsx";
import VisitSettings from "../visits/VisitSettings.tsx";

/** /admin/settings: follow-ups, hours and calendars, the proposals' notices, and publishing the site. */
export default function SettingsPage({ api = { publishFailure } }: { api?: Pick<AdminLeadsApi, "publishFailure"> }) {
  return (
    <RequireAuth requireAdmin>
      {() => (
        <div className="space-y-6 sm:space-y-10">
          <FollowUpSettings />
          <VisitSettings />
          <NoticesEditor />
          <PublishButton loadFailure={api.publishFailure} />
        </div>
      )}
    </RequireAuth>
  );
}
