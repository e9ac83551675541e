/** The state a proposal shows, to the homeowner and to the owner alike. */
import { OPEN_STATES, type ProposalState } from "../../schemas/proposalRules.ts";

/** An open proposal (sent, viewed, changes asked) past its link's time is expired; "expired" is shown, never stored. */
export function shownState(proposal: { state: ProposalState; expiresAt: number | null }, now: number): ProposalState {
  const open = OPEN_STATES.includes(proposal.state);
  return open && proposal.expiresAt !== null && proposal.expiresAt < now ? "expired" : proposal.state;
}
