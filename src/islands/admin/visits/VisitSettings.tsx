import { BOOKING_TEXT } from "../../../config/text.ts";
import { siteVisitsAdminApi, type SiteVisitsAdminApi } from "../../../lib/firebase/siteVisits.ts";
import AdminSection from "../AdminSection.tsx";
import CalendarAddress from "./CalendarAddress.tsx";
import HoursForm from "./HoursForm.tsx";
import VisitsFeed from "./VisitsFeed.tsx";

const T = BOOKING_TEXT.admin;

interface Props {
  /** Injected by tests; the page reads and writes Firestore. */
  api?: SiteVisitsAdminApi;
  /** The site's address, for the feed's URL. */
  origin?: string;
}

/** /admin: the owner's hours for site visits, their calendar's address and the visits' feed; closed at first. */
export default function VisitSettings({ api = siteVisitsAdminApi, origin }: Props) {
  return (
    <AdminSection
      id="visit-settings"
      title={T.settingsTitle}
      hint={T.settingsHint}
      testId="visit-settings"
      folded={{ open: T.settingsOpen, hide: T.settingsHide }}
    >
      <HoursForm api={api} />
      <CalendarAddress api={api} />
      <VisitsFeed api={api} origin={origin ?? window.location.origin} />
    </AdminSection>
  );
}
