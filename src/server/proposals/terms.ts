/**
 * What sending freezes into a proposal besides the owner's draft: the contractor as the
 * contract names them (the site's configured facts and the jurisdiction's licence) and the
 * notices, the owner's words where they edited the defaults. Frozen, so a later edit of
 * a notice or a licence never changes a proposal already in a homeowner's hands.
 */
import type { Locale } from "../../config/i18n.ts";
import type { FrozenTerms } from "../../lib/proposal/contract.ts";
import { contractorTerms } from "../../lib/proposal/contractor.ts";
import { noticesFor } from "../../lib/proposal/law.ts";
import { PROPOSAL_NOTICES_DOC } from "../../schemas/collections.ts";
import { editedNoticesOf, type EditedNotices } from "../../schemas/proposal.ts";
import type { Jurisdiction } from "../../schemas/proposalRules.ts";
import { db } from "./proposalDoc.ts";

/** The owner's edited notices by language and id; a notice not there prints its default. */
export async function editedNotices(): Promise<EditedNotices> {
  return editedNoticesOf((await db().doc(PROPOSAL_NOTICES_DOC).get()).data());
}

/** The terms a proposal in this jurisdiction and language freezes, the owner's edits read beforehand. */
export function frozenTerms(jurisdiction: Jurisdiction, edited: EditedNotices, language: Locale): FrozenTerms {
  return {
    jurisdiction,
    contractor: contractorTerms(jurisdiction),
    terms: noticesFor(jurisdiction, edited.en, language, edited.es),
  };
}
