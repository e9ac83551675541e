import type { Locale } from "../../config/i18n.ts";
import { accountProposalFacts } from "../../lib/account/proposal.ts";
import { PROPOSAL_WORDS } from "../../lib/proposal/proposalWords.ts";
import type { AccountProposal as Proposal } from "../../schemas/accountLead.ts";
import DownloadButton from "../proposal/DownloadButton.tsx";

interface Props {
  proposal: Proposal;
  now: number;
  /** The signed contract's PDF, through the account (POST /api/account-contract). */
  download: (id: string) => Promise<Blob>;
  /** The page's language. */
  locale: Locale;
}

/** A request's proposal on /account: its state and where to find it (src/lib/account/proposal.ts). */
export default function AccountProposal({ proposal, now, download, locale }: Props) {
  const facts = accountProposalFacts(proposal, now, locale);
  const words = PROPOSAL_WORDS[locale];
  return (
    <div className="mt-4 rounded-xl bg-slate-50 p-4" data-testid="account-proposal">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">{facts.heading}</h3>
        <p className="text-sm font-semibold text-brand-800" data-testid="account-proposal-state">
          {facts.state}
        </p>
      </div>
      {facts.lines.map((line) => (
        <p key={line} className="mt-1 text-sm text-ink-700">
          {line}
        </p>
      ))}
      {proposal.signedAt !== null && proposal.id && (
        <div className="mt-3">
          <DownloadButton
            className="btn-secondary"
            filename="signed-contract.pdf"
            download={() => download(proposal.id)}
            text={{ ...words.page, failed: words.api.failed }}
          />
        </div>
      )}
    </div>
  );
}
