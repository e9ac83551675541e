/** /proposal's first paint (lib/linkPaint.ts): the proposal as the island first shows it, no tick yet. */
import { API_ROUTES } from "../../config/routes.ts";
import { paintLinkRead } from "../linkPaint.ts";
import { h } from "../markup/tree.ts";
import { contractMarkup, proposalHeadMarkup, shownContract } from "./contractMarkup.ts";
import type { ProposalView } from "./view.ts";

export const paintProposal = () =>
  paintLinkRead(API_ROUTES.proposal, (body) => {
    const view = (body as { proposal?: ProposalView } | null)?.proposal;
    if (!view) return undefined;
    const contract = shownContract(view, []);
    return h("div", {}, proposalHeadMarkup(view, contract), contractMarkup(contract, "pending"));
  });
