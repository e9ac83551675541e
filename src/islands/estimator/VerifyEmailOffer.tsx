import { verificationNotice, type Verification } from "../../lib/estimator/verification.ts";
import type { EstimatorText } from "../../lib/estimator/estimatorWords.ts";

interface Props {
  state: Verification;
  texts: EstimatorText["verification"];
  onSend: () => void;
}

/** The offer to send the verification e-mail, for accounts that have not verified theirs. */
export default function VerifyEmailOffer({ state, texts, onSend }: Props) {
  const notice = verificationNotice(state, texts);
  if (!notice) return null;
  return (
    <div
      className="flex flex-wrap items-center gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900 print:hidden"
      data-testid="verify-email"
    >
      <p className="flex-1">
        {notice.text} <span role="status">{notice.status}</span>
      </p>
      {notice.action && (
        <button type="button" className="btn-secondary" onClick={onSend} disabled={notice.busy}>
          {notice.action}
        </button>
      )}
    </div>
  );
}
