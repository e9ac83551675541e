/**
 * Deleting a lead from /admin. A booking's lead whose visit is still booked takes its
 * visit with it: cancelled first through POST /api/visit (the time freed, the reminder
 * dropped, the cancellation e-mailed), then the lead deleted. firestore.rules refuse the
 * delete while the visit is booked, so deleted spam never keeps a time held.
 */
import { ADMIN_TEXT } from "../../config/text.ts";
import { visitWhen } from "../format/visitTime.ts";
import type { LeadVisit } from "../../schemas/lead.ts";

interface RemovableLead {
  id: string;
  visit?: LeadVisit;
}

/** A visit still to come: one that has taken place holds no time, and cancelling it would e-mail a false cancellation. */
const holdsVisit = (lead: RemovableLead, now: number = Date.now()): lead is RemovableLead & { visit: LeadVisit } =>
  lead.visit?.status === "booked" && (lead.visit.start === null || lead.visit.start > now);

/** What the owner is asked before the delete. */
export function deleteQuestion(who: string, lead: RemovableLead): string {
  if (!holdsVisit(lead)) return ADMIN_TEXT.inbox.deleteConfirm(who);
  const when = lead.visit.start === null ? "" : visitWhen(lead.visit.start);
  return ADMIN_TEXT.inbox.deleteVisitConfirm(who, when);
}

export interface RemovalSteps {
  cancelVisit(visitId: string): Promise<void>;
  deleteLead(id: string): Promise<void>;
}

export async function removeLead(lead: RemovableLead, steps: RemovalSteps): Promise<void> {
  if (holdsVisit(lead)) await steps.cancelVisit(lead.visit.id);
  await steps.deleteLead(lead.id);
}

/** The owner's cancel, with their ID token; a visit already cancelled or gone is as good. */
export async function cancelVisitAsOwner(visitId: string): Promise<void> {
  const [{ changeVisit }, { idToken }] = await Promise.all([
    import("../api-client/booking.ts"),
    import("../firebase/auth.ts"),
  ]);
  const answer = await changeVisit({ visitId, action: "cancel" }, { idToken: await idToken() });
  if (answer.kind !== "visit" && answer.kind !== "cancelled" && answer.kind !== "invalid")
    throw new Error(`The visit could not be cancelled (${answer.kind}).`);
}
