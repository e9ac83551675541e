import { startTransition, useEffect, useMemo, useRef, useState } from "react";
import type { Locale } from "../../config/i18n.ts";
import {
  depositCheckout,
  proposalAction,
  proposalFailureText,
  refusalText,
  signedPdf,
  type ProposalAnswer,
} from "../../lib/api-client/proposal.ts";
import { formatCents } from "../../lib/format/money.ts";
import { contractLanguage } from "../../lib/proposal/contract.ts";
import { contractMarkup, proposalHeadMarkup, shownContract } from "../../lib/proposal/contractMarkup.ts";
import { fragmentToken } from "../../lib/fragmentToken.ts";
import { keepTokenForReturn, paymentReturnOf, takeReturnToken } from "../../lib/proposal/depositReturn.ts";
import { longInstant } from "../../lib/proposal/display.ts";
import { PROPOSAL_WORDS } from "../../lib/proposal/proposalWords.ts";
import type { SignFields } from "../../lib/proposal/signForm.ts";
import type { ProposalView } from "../../lib/proposal/view.ts";
import { OPEN_STATES } from "../../schemas/proposalRules.ts";
import { markupToReact } from "../shared/markup.ts";
import { useFirstPaintHandOff } from "./hooks/useFirstPaintHandOff.ts";
import { useLinkAction } from "./hooks/useLinkAction.ts";
import LinkNotice from "./LinkNotice.tsx";
import AnswerPanel from "./AnswerPanel.tsx";
import SignedPanel from "./SignedPanel.tsx";

type Screen = { kind: "loading" } | { kind: "refused"; message: string } | { kind: "proposal"; view: ProposalView };

/** Back from Stripe before its webhook reached us: the page asks again this often, this many times. */
const PAYMENT_POLL_MS = 2_000;
const PAYMENT_POLLS = 15;

interface Props {
  /** The page's language, until the proposal shows: then the proposal's own (the one it is signed in). */
  locale?: Locale;
  /** Injected by tests; the page posts to /api/proposal. */
  act?: typeof proposalAction;
  download?: typeof signedPdf;
  pay?: typeof depositCheckout;
  /** Goes to Stripe's payment page (a test records the address instead). */
  leave?: (url: string) => void;
}

/**
 * The homeowner's proposal: read it, tick optional items (the total follows, by the
 * computation the server signs), ask for changes, decline, or accept and sign; once
 * signed, the record, the PDF and the deposit.
 */
export default function ProposalPage({
  locale = "en",
  act = proposalAction,
  download = signedPdf,
  pay = depositCheckout,
  leave = (url) => window.location.assign(url),
}: Props) {
  // Read after the first render: the page is pre-rendered, where there is no address.
  const [token, setToken] = useState("");
  const [screen, setScreen] = useState<Screen>({ kind: "loading" });
  const [ticked, setTicked] = useState<string[]>([]);
  const view = screen.kind === "proposal" ? screen.view : undefined;
  const document = useMemo(() => view && shownContract(view, ticked), [view, ticked]);
  const language = document ? contractLanguage(document) : locale;
  const words = PROPOSAL_WORDS[language];
  const T = words.page;
  const {
    busy,
    failure,
    setFailure,
    fieldProblem,
    setFieldProblem,
    run: runAction,
  } = useLinkAction<ProposalAnswer>((error) => proposalFailureText(error, language));
  const [notice, setNotice] = useState<string>();
  const [paying, setPaying] = useState(false);
  // Back from Stripe's page with the payment made: shown as confirmed once the webhook has recorded it.
  const [awaitingPayment, setAwaitingPayment] = useState(false);
  const [pollTick, setPollTick] = useState(0);
  const polls = useRef(0);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => noticeRef.current?.focus(), [notice]);

  const apply = (answer: ProposalAnswer, said?: string) => {
    if (answer.kind === "proposal") {
      setScreen({ kind: "proposal", view: answer.proposal });
      setNotice(said);
    } else if (answer.kind === "field") setFieldProblem(answer);
    else setScreen({ kind: "refused", message: refusalText(answer, words.api) });
  };

  const run = (call: () => Promise<ProposalAnswer>, said?: string) => runAction(call, (answer) => apply(answer, said));

  useEffect(() => {
    const returned = paymentReturnOf(window.location.search);
    const fromLink = fragmentToken() || (returned ? takeReturnToken() : "");
    setToken(fromLink);
    if (!fromLink) setScreen({ kind: "refused", message: returned === "paid" ? T.returnedWithoutLink : T.linkMissing });
    else
      void runAction(
        () => act({ action: "view", token: fromLink }),
        // The first proposal rendered in slices: the page's first paint already shows it.
        (answer) => startTransition(() => apply(answer, returned === "cancelled" ? T.payCancelled : undefined)),
      );
    setAwaitingPayment(returned === "paid");
    // Once, for the link the page opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!awaitingPayment || !view) return;
    if (view.deposit || polls.current >= PAYMENT_POLLS) {
      setAwaitingPayment(false);
      setNotice(view.deposit ? undefined : T.paidPending);
      return;
    }
    if (polls.current === 0) setNotice(T.paidReturn);
    const timer = setTimeout(() => {
      polls.current += 1;
      act({ action: "view", token }).then(
        (answer) => {
          if (answer.kind !== "proposal") return setPollTick((n) => n + 1);
          setScreen({ kind: "proposal", view: answer.proposal });
          // Confirmed: the "we are confirming it" notice goes in the same render that shows it paid.
          if (answer.proposal.deposit) {
            setAwaitingPayment(false);
            setNotice(undefined);
          }
        },
        () => setPollTick((n) => n + 1),
      );
    }, PAYMENT_POLL_MS);
    return () => clearTimeout(timer);
  }, [awaitingPayment, view, pollTick, act, token, T.paidPending, T.paidReturn]);

  const payDeposit = async () => {
    setPaying(true);
    setFailure(undefined);
    try {
      const answer = await pay(token);
      if (answer.kind === "checkout") {
        keepTokenForReturn(token);
        // The button stays busy: the browser is leaving for Stripe's page.
        return leave(answer.url);
      }
      setFailure(refusalText(answer, words.api));
    } catch (error) {
      setFailure(proposalFailureText(error, language));
    }
    setPaying(false);
  };
  useFirstPaintHandOff(screen.kind === "loading");

  if (screen.kind !== "proposal") return <LinkNotice screen={screen} loading={T.loading} />;
  if (!view || !document) return null;

  const open = OPEN_STATES.includes(view.state);
  const toggle = (itemId: string, on: boolean) =>
    setTicked((current) => (on ? [...current, itemId] : current.filter((id) => id !== itemId)));
  const sign = (fields: SignFields) =>
    run(() =>
      act({
        action: "sign",
        token,
        revision: view.revision,
        ticked,
        name: fields.name.trim(),
        initials: fields.initials.trim(),
        signature: fields.signature,
        consent: true,
      }),
    );

  return (
    <div>
      {markupToReact(proposalHeadMarkup(view, document))}
      {notice && (
        <p ref={noticeRef} tabIndex={-1} role="status" className="mt-3 rounded bg-emerald-50 p-3">
          {notice}
        </p>
      )}
      {markupToReact(contractMarkup(document, open ? toggle : undefined))}
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
        <AnswerPanel
          busy={busy}
          totalText={formatCents(document.totalCents)}
          needsInitials={document.arbitration && document.jurisdiction === "MD"}
          fieldProblem={fieldProblem}
          onSign={(fields) => void sign(fields)}
          onChanges={(message) => void run(() => act({ action: "changes", token, message }), T.changesSent)}
          onDecline={() => void run(() => act({ action: "decline", token }))}
          language={language}
        />
      ) : view.state === "declined" ? (
        <p className="mt-8 rounded bg-slate-100 p-4">{T.declined}</p>
      ) : (
        <SignedPanel
          view={view}
          download={() => download(token)}
          onPay={() => void payDeposit()}
          paying={paying}
          language={language}
        />
      )}
    </div>
  );
}
