/**
 * What sending freezes into a proposal besides the owner's draft: the contractor as the
 * contract names them (the site's configured facts and the jurisdiction's licence) and the
 * notices, the owner's words where they edited the defaults. Frozen, so a later edit of
 * a notice or a licence never changes a proposal already in a homeowner's hands.
 */
import type { FrozenTerms } from "../../lib/proposal/contract.ts";
import { contractorTerms } from "../../lib/proposal/contractor.ts";
import { noticesFor } from "../../lib/proposal/law.ts";
import { PROPOSAL_NOTICES_DOC } from "../../schemas/collections.ts";
import { noticeTextsOf } from "../../schemas/proposal.ts";
import type { Jurisdiction } from "../../schemas/proposalRules.ts";
import { db } from "./proposalDoc.ts";

/** The owner's edited notices by id; a notice not there prints its default. */
async function editedNotices(): Promise<Record<string, string>> {
  return noticeTextsOf((await db().doc(PROPOSAL_NOTICES_DOC).get()).get("notices"));
}

export async function frozenTerms(jurisdiction: Jurisdiction): Promise<FrozenTerms> {
  return {
    jurisdiction,
    contractor: contractorTerms(jurisdiction),
    terms: noticesFor(jurisdiction, await editedNotices()),
  };
}
