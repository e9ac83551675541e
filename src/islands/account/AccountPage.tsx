import { useEffect, useMemo, useState, type ReactNode } from "react";
import type { Locale } from "../../config/i18n.ts";
import { contactPath, localizedPath, ROUTES } from "../../config/routes.ts";
import { ACCOUNT_WORDS, type AccountText, type AccountWords } from "../../lib/account/accountWords.ts";
import {
  canManageVisit,
  estimateFacts,
  sectionsOf,
  sentLine,
  statusWords,
  visitLine,
} from "../../lib/account/requests.ts";
import type { AccountIdentity } from "../../lib/firebase/account.ts";
import type { AccountLead } from "../../schemas/accountLead.ts";
import RichText from "../shared/RichText.tsx";
import AccountProposal from "./AccountProposal.tsx";
import { accountContract } from "../../lib/api-client/accountContract.ts";
import VisitPage from "../booking/VisitPage.tsx";

/** What the page reads; the island passes Firebase's, tests a stand-in. */
export interface AccountApi {
  /** Whether the account's e-mail is verified, asked afresh (the link may have been clicked elsewhere). */
  verified: () => Promise<boolean>;
  sendVerification: () => Promise<void>;
  list: (identity: AccountIdentity) => Promise<AccountLead[]>;
  /** The account's ID token, for moving or cancelling their visit (/api/visit). */
  idToken: () => Promise<string>;
}

interface Props {
  api: AccountApi;
  user: { uid: string; email: string | null };
  /** The page's language: its words, dates and links (/es/mi-cuenta). */
  locale?: Locale;
}

type Sending = "idle" | "sending" | "sent" | "failed";

/** A signed-in homeowner's requests, each with where it stands. */
export default function AccountPage({ api, user, locale = "en" }: Props) {
  const words = ACCOUNT_WORDS[locale];
  const T = words.text;
  const [leads, setLeads] = useState<AccountLead[] | null>(null);
  const [verified, setVerified] = useState<boolean | null>(null);
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState<Sending>("idle");
  // When the page opened: a visit that has begun since is refused by the server anyway.
  const [openedAt] = useState(() => Date.now());
  const downloadContract = (id: string) => accountContract(id, api.idToken);

  useEffect(() => {
    let live = true;
    api
      .verified()
      .catch(() => false)
      .then(async (isVerified) => {
        if (!live) return;
        setVerified(isVerified);
        const loaded = await api.list({ uid: user.uid, email: user.email, verified: isVerified });
        if (live) setLeads(loaded);
      })
      .catch((error: unknown) => {
        console.error("Loading the account's requests failed", error);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [api, user.uid, user.email]);

  const sendVerification = async () => {
    setSending("sending");
    try {
      await api.sendVerification();
      setSending("sent");
    } catch (error) {
      console.error("Sending the verification e-mail failed", error);
      setSending("failed");
    }
  };

  if (failed) return <p role="alert">{T.loadFailed}</p>;
  if (leads === null)
    return (
      <p className="text-ink-600" role="status">
        {words.loading}
      </p>
    );
  const { estimates, requests, visits } = sectionsOf(leads);
  const shared = { uid: user.uid, now: openedAt, downloadContract, words };
  return (
    <div className="space-y-10" data-testid="account">
      {verified === false && (
        <div className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900" data-testid="account-verify">
          <p>{T.verify.text}</p>
          <p role="status" className="mt-2 font-semibold">
            {sending === "sent" ? T.verify.sent : sending === "failed" ? T.verify.failed : ""}
          </p>
          {sending !== "sent" && (
            <button
              type="button"
              className="btn-secondary mt-2"
              disabled={sending === "sending"}
              onClick={() => void sendVerification()}
            >
              {sending === "sending" ? T.verify.sending : T.verify.send}
            </button>
          )}
        </div>
      )}
      <Section
        {...shared}
        id="account-visits"
        title={T.visits}
        empty={T.noVisits}
        action={{ href: localizedPath(ROUTES.book, locale), label: T.bookVisit }}
        leads={visits}
      >
        {(lead) => (
          <>
            <p className="font-semibold">{visitLine(lead, words)}</p>
            {canManageVisit(lead, openedAt) && (
              <ManageVisit visitId={lead.visitId} idToken={api.idToken} text={T} locale={locale} />
            )}
          </>
        )}
      </Section>
      <Section
        {...shared}
        id="account-estimates"
        title={T.estimates}
        empty={T.noEstimates}
        action={{ href: localizedPath(ROUTES.estimate, locale), label: T.newEstimate }}
        leads={estimates}
      >
        {(lead) => {
          const { choices, ballpark } = estimateFacts(lead, words);
          return (
            <>
              <p className="font-semibold">{choices}</p>
              <p>
                {T.ballpark}: <span className="font-semibold">{ballpark}</span>
              </p>
              {lead.result && (
                <details className="mt-2">
                  <summary className="cursor-pointer font-semibold text-brand-700">{T.estimateText}</summary>
                  <div className="mt-2 text-ink-700">
                    <RichText text={lead.result} />
                  </div>
                </details>
              )}
            </>
          );
        }}
      </Section>
      <Section
        {...shared}
        id="account-requests"
        title={T.requests}
        empty={T.noRequests}
        action={{ href: localizedPath(contactPath(), locale), label: T.contact }}
        leads={requests}
      >
        {(lead) => <p className="whitespace-pre-line text-ink-700">{lead.message}</p>}
      </Section>
    </div>
  );
}

/** The visit's own page inside /account: move it or cancel it, as the e-mail's link does. */
function ManageVisit({
  visitId,
  idToken,
  text: T,
  locale,
}: {
  visitId: string;
  idToken: () => Promise<string>;
  text: AccountText;
  locale: Locale;
}) {
  const [open, setOpen] = useState(false);
  const account = useMemo(() => ({ visitId, idToken }), [visitId, idToken]);
  return (
    <div className="mt-3">
      <button type="button" className="btn-secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? T.closeVisit : T.manageVisit}
      </button>
      {open && (
        <div className="mt-4">
          <VisitPage account={account} locale={locale} />
        </div>
      )}
    </div>
  );
}

interface SectionProps {
  /** The account's: a lead it did not send is marked as sent with its address. */
  uid: string;
  /** The heading's id, the same in every language. */
  id: string;
  title: string;
  empty: string;
  action: { href: string; label: string };
  leads: AccountLead[];
  /** When the page opened: a proposal's link that has ended since shows as expired. */
  now: number;
  /** A signed contract's PDF, by the proposal's id. */
  downloadContract: (id: string) => Promise<Blob>;
  words: AccountWords;
  children: (lead: AccountLead) => ReactNode;
}

function Section({ uid, id, title, empty, action, leads, now, downloadContract, words, children }: SectionProps) {
  const T = words.text;
  return (
    <section aria-labelledby={id}>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={id} className="text-2xl font-bold">
          {title}
        </h2>
        <a href={action.href} className="font-semibold text-brand-700 hover:underline">
          {action.label}
        </a>
      </div>
      {leads.length === 0 ? (
        <p className="mt-3 text-ink-600">{empty}</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {leads.map((lead) => (
            <li
              key={lead.id}
              className="rounded-2xl border border-slate-200 bg-white p-5 wrap-anywhere"
              data-testid="account-lead"
              data-lead-id={lead.id}
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="text-sm text-ink-600">
                  {T.kinds[lead.kind]} · {sentLine(lead, uid, words)}
                </p>
                <p className="text-sm">
                  <span className="sr-only">{T.statusLabel}: </span>
                  <span
                    className="rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-800"
                    data-testid="account-status"
                  >
                    {statusWords(lead, words)}
                  </span>
                </p>
              </div>
              <div className="mt-2">{children(lead)}</div>
              {lead.proposal && (
                <AccountProposal proposal={lead.proposal} now={now} download={downloadContract} locale={words.locale} />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
