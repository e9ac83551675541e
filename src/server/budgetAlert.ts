/**
 * The owner hears once a day that the AI budget ran out: a `budget` notification in the
 * lead alerts' outbox under the fixed id `aiBudget-{day}`. Firestore's create() fails when
 * the id exists, so however many instances and requests find the budget used up, one
 * alert is stored and sent (the outbox's lease makes the send happen once; its scheduled
 * run retries a failed one).
 */
import { getFirestore } from "firebase-admin/firestore";
import { adminApp } from "./firebaseAdmin.ts";
import { AI_BUDGET_COLLECTION, type BudgetDay } from "./budget.ts";
import { deliverAlert, notification, NOTIFICATIONS, type LeadSource } from "./leads/outbox.ts";

/** The outbox document of a day's alert. */
export const budgetAlertId = (day: string): string => `${AI_BUDGET_COLLECTION}-${day}`;

/** gRPC ALREADY_EXISTS: the day's alert is stored already. */
const ALREADY_EXISTS = 6;

/**
 * Records the limit beside the day's figures (the mail reports them) and queues the alert
 * unless that day has one. Resolves once it is stored; the send itself runs on, and never throws.
 */
export async function queueBudgetAlert(budget: BudgetDay & { limit: number }, source: LeadSource): Promise<void> {
  const db = getFirestore(adminApp());
  const dayRef = db.collection(AI_BUDGET_COLLECTION).doc(budget.day);
  const id = budgetAlertId(budget.day);
  const batch = db.batch();
  batch.set(dayRef, { limit: budget.limit }, { merge: true });
  batch.create(db.collection(NOTIFICATIONS).doc(id), notification(dayRef.path, source, "budget"));
  try {
    await batch.commit();
  } catch (error) {
    if ((error as { code?: unknown }).code === ALREADY_EXISTS) return;
    throw error;
  }
  void deliverAlert(id);
}
