import { useState } from "react";
import { PROPOSAL_TEXT } from "../../config/text/proposal.ts";
import { formatCents } from "../../lib/format/money.ts";
import { longInstant } from "../../lib/proposal/display.ts";
import { saveFile } from "../../lib/saveFile.ts";
import type { ProposalView } from "../../lib/proposal/view.ts";

const T = PROPOSAL_TEXT.page;

interface Props {
  view: ProposalView;
  download: () => Promise<Blob>;
  /** Opens Stripe's payment page; shown only when the view offers card payment. */
  onPay: () => void;
  paying: boolean;
}

/** Once signed: who signed when, the document's fingerprint, the PDF to keep, and the deposit. */
export default function SignedPanel({ view, download, onPay, paying }: Props) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const signed = view.signed;
  if (!signed) return null;
  const depositCents = signed.document.payments[0]?.cents ?? 0;

  const save = async () => {
    setBusy(true);
    setFailed(false);
    try {
      saveFile("signed-contract.pdf", await download());
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="mt-10 space-y-4 border-t border-slate-200 pt-6">
      <p className="font-semibold">{T.signed(signed.name, longInstant(signed.signedAt))}</p>
      <div>
        <p className="text-sm text-ink-700">{T.hash}</p>
        <p className="break-all font-mono text-sm">{signed.documentHash}</p>
      </div>
      <button type="button" className="btn-primary" disabled={busy} onClick={() => void save()}>
        {busy ? T.downloading : T.download}
      </button>
      {failed && (
        <p role="alert" className="text-red-700">
          {PROPOSAL_TEXT.api.failed}
        </p>
      )}
      <div>
        <h2 className="text-xl font-bold">{T.depositHeading}</h2>
        {depositCents === 0 ? (
          <p className="mt-2">{T.noDeposit}</p>
        ) : view.deposit?.paidAt ? (
          <div className="mt-2 space-y-2" data-testid="deposit-state">
            <p>{T.depositPaid(formatCents(view.deposit.cents), longInstant(view.deposit.paidAt))}</p>
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
    </section>
  );
}
