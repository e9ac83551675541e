import { ADMIN_TEXT } from "../../config/text.ts";
import { followUpApi, type FollowUpApi } from "../../lib/firebase/followUp.ts";
import AdminSection from "./AdminSection.tsx";
import FollowUpForm from "./FollowUpForm.tsx";

const T = ADMIN_TEXT.followUp;

interface Props {
  /** Injected by tests; the page reads and writes Firestore. */
  api?: FollowUpApi;
}

/** /admin: the visitor's instant reply and the owner's reminders about leads still New; closed at first. */
export default function FollowUpSettings({ api = followUpApi }: Props) {
  return (
    <AdminSection
      id="follow-up-settings"
      title={T.title}
      hint={T.hint}
      testId="follow-up-settings"
      folded={{ open: T.open, hide: T.hide }}
    >
      <FollowUpForm api={api} />
    </AdminSection>
  );
}
