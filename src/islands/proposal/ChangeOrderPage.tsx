import { startTransition, useEffect, useState } from "react";
import type { Locale } from "../../config/i18n.ts";
import {
  changeOrderAction,
  changeOrderFailureText,
  changeOrderRefusalText,
  signedChangeOrderPdf,
  type ChangeOrderAnswer,
} from "../../lib/api-client/changeOrder.ts";
import { formatCents } from "../../lib/format/money.ts";
import { fragmentToken } from "../../lib/fragmentToken.ts";
import type { ChangeOrderView } from "../../lib/proposal/changeOrder.ts";
import { changeOrderHeadMarkup, changeOrderMarkup, shownChangeOrder } from "../../lib/proposal/changeOrderMarkup.ts";
import { contractLanguage } from "../../lib/proposal/contract.ts";
import { longInstant } from "../../lib/proposal/display.ts";
import { CHANGE_ORDER_WORDS } from "../../lib/proposal/changeOrderWords.ts";
import type { SignFields } from "../../lib/proposal/signForm.ts";
import { OPEN_CHANGE_ORDER_STATES } from "../../schemas/proposalRules.ts";
import { markupToReact } from "../shared/markup.ts";
import { useFirstPaintHandOff } from "./hooks/useFirstPaintHandOff.ts";
import { useLinkAction } from "./hooks/useLinkAction.ts";
import LinkNotice from "./LinkNotice.tsx";
import SignForm from "./SignForm.tsx";
import SignedRecord from "./SignedRecord.tsx";

type Screen =
  { kind: "loading" } | { kind: "refused"; message: string } | { kind: "changeOrder"; view: ChangeOrderView };

interface Props {
  /** The page's language, until the change order shows: then the contract's own. */
  locale?: Locale;
  /** Injected by tests; the page posts to /api/change-order. */
  act?: typeof changeOrderAction;
  download?: typeof signedChangeOrderPdf;
  /** Asks before declining; a test answers instead of window.confirm. */
  confirm?: (question: string) => boolean;
}

/**
 * The homeowner's change order: read it, then sign it the way the contract was signed, or
 * decline it; once signed, the record and the PDF.
 */
export default function ChangeOrderPage({
  locale = "en",
  act = changeOrderAction,
  download = signedChangeOrderPdf,
  confirm = (question) => window.confirm(question),
}: Props) {
  // Read after the first render: the page is pre-rendered, where there is no address.
  const [token, setToken] = useState("");
  const [screen, setScreen] = useState<Screen>({ kind: "loading" });
  const [signing, setSigning] = useState(false);
  const language = screen.kind === "changeOrder" ? contractLanguage(screen.view.document) : locale;
  const words = CHANGE_ORDER_WORDS[language];
  const T = words.page;
  const {
    busy,
    failure,
    fieldProblem,
    setFieldProblem,
    run: runAction,
  } = useLinkAction<ChangeOrderAnswer>((error) => changeOrderFailureText(error, language));

  const apply = (answer: ChangeOrderAnswer) => {
    if (answer.kind === "changeOrder") setScreen({ kind: "changeOrder", view: shownChangeOrder(answer.changeOrder) });
    else if (answer.kind === "field") setFieldProblem(answer);
    else setScreen({ kind: "refused", message: changeOrderRefusalText(answer, words.api) });
  };
  const run = (call: () => Promise<ChangeOrderAnswer>) => runAction(call, apply);

  useEffect(() => {
    const fromLink = fragmentToken();
    setToken(fromLink);
    if (!fromLink) setScreen({ kind: "refused", message: T.linkMissing });
    // The first change order rendered in slices: the page's first paint already shows it.
    else
      void runAction(
        () => act({ action: "view", token: fromLink }),
        (answer) => startTransition(() => apply(answer)),
      );
    // Once, for the link the page opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useFirstPaintHandOff(screen.kind === "loading");

  if (screen.kind !== "changeOrder") return <LinkNotice screen={screen} loading={T.loading} />;

  const view = screen.view;
  const change = view.document;
  const state = view.state;
  const open = OPEN_CHANGE_ORDER_STATES.includes(state);
  const newTotal = formatCents(change.newTotalCents);
  const closedText = state === "declined" ? T.declined : state === "expired" ? words.api.linkExpired : undefined;

  const sign = (fields: SignFields) =>
    run(() => act({ action: "sign", token, name: fields.name.trim(), signature: fields.signature, consent: true }));
  const decline = () => {
    if (confirm(T.declineConfirm)) void run(() => act({ action: "decline", token }));
  };

  return (
    <div>
      {markupToReact(changeOrderHeadMarkup(view))}
      {markupToReact(changeOrderMarkup(change))}
      {view.contractorSignature.name && (
        <p className="mt-6 text-sm">
          {T.contractorSigned(view.contractorSignature.name, longInstant(view.contractorSignature.signedAt, language))}
        </p>
      )}
      {failure && (
        <p role="alert" className="mt-4 text-red-700">
          {failure}
        </p>
      )}
      {open ? (
        <section className="mt-10 border-t border-slate-200 pt-6">
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className="btn-primary"
              aria-expanded={signing}
              onClick={() => setSigning((current) => !current)}
            >
              {T.sign}
            </button>
            <button type="button" className="btn-secondary" disabled={busy} onClick={decline}>
              {T.decline}
            </button>
          </div>
          {signing && (
            <SignForm
              totalText={newTotal}
              submitText={T.submitSign(newTotal)}
              heading={T.sign}
              needsInitials={false}
              busy={busy}
              serverProblem={fieldProblem}
              onSign={(fields) => void sign(fields)}
              language={language}
            />
          )}
        </section>
      ) : view.signed ? (
        <SignedRecord
          signed={view.signed}
          filename={`signed-change-order-${change.number}.pdf`}
          download={() => download(token)}
          text={{ ...T, failed: words.api.failed }}
          language={language}
        />
      ) : (
        closedText && <p className="mt-8 rounded bg-slate-100 p-4">{closedText}</p>
      )}
    </div>
  );
}
