import { accountProposalFacts } from "../../lib/account/proposal.ts";
import type { AccountProposal as Proposal } from "../../schemas/accountLead.ts";

/** A request's proposal on /account: its state and where to find it (src/lib/account/proposal.ts). */
export default function AccountProposal({ proposal, now }: { proposal: Proposal; now: number }) {
  const facts = accountProposalFacts(proposal, now);
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
    </div>
  );
}
