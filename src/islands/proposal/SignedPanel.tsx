import type { Locale } from "../../config/i18n.ts";
import { formatCents, formatSignedCents } from "../../lib/format/money.ts";
import { longInstant } from "../../lib/proposal/display.ts";
import { PROPOSAL_WORDS } from "../../lib/proposal/proposalWords.ts";
import type { ProposalView } from "../../lib/proposal/view.ts";
import SignedRecord from "./SignedRecord.tsx";

interface Props {
  view: ProposalView;
  download: () => Promise<Blob>;
  /** Opens Stripe's payment page; shown only when the view offers card payment. */
  onPay: () => void;
  paying: boolean;
  language: Locale;
}

/** Once signed: who signed when, the document's fingerprint, the PDF to keep, and the deposit. */
export default function SignedPanel({ view, download, onPay, paying, language }: Props) {
  const words = PROPOSAL_WORDS[language];
  const T = words.page;
  const signed = view.signed;
  if (!signed) return null;
  const depositCents = signed.document.payments[0]?.cents ?? 0;

  return (
    <SignedRecord
      signed={signed}
      filename="signed-contract.pdf"
      download={download}
      text={{ ...T, failed: words.api.failed }}
      language={language}
    >
      {view.changes && view.changes.changeOrders.length > 0 && (
        <div>
          <h2 className="text-xl font-bold">{T.changesHeading}</h2>
          <ul className="mt-2 space-y-1">
            {view.changes.changeOrders.map((change) => (
              <li key={change.number}>
                {T.changeLine(
                  change.number,
                  change.title,
                  formatSignedCents(change.changeCents),
                  longInstant(change.signedAt, language),
                )}
              </li>
            ))}
          </ul>
          <p className="mt-2 font-semibold" data-testid="contract-current-total">
            {T.currentTotal(formatCents(view.changes.currentTotalCents))}
          </p>
        </div>
      )}
      <div>
        <h2 className="text-xl font-bold">{T.depositHeading}</h2>
        {depositCents === 0 ? (
          <p className="mt-2">{T.noDeposit}</p>
        ) : view.deposit?.paidAt ? (
          <div className="mt-2 space-y-2" data-testid="deposit-state">
            <p>{T.depositPaid(formatCents(view.deposit.cents), longInstant(view.deposit.paidAt, language))}</p>
            {view.deposit.refundedCents > 0 && <p>{T.depositRefunded(formatCents(view.deposit.refundedCents))}</p>}
          </div>
        ) : (
          <div className="mt-2 space-y-2" data-testid="deposit-state">
            <p className="font-semibold">{T.depositDue(formatCents(depositCents))}</p>
            {view.payByCard && (
              <>
                <button type="button" className="btn-primary" disabled={paying} onClick={onPay}>
                  {paying ? T.payOpening : T.payByCard(formatCents(depositCents))}
                </button>
                <p className="text-sm text-ink-700">{T.payNote}</p>
                <p>{T.payOtherwise}</p>
              </>
            )}
            <p>{T.depositInstructions}</p>
          </div>
        )}
      </div>
    </SignedRecord>
  );
}
