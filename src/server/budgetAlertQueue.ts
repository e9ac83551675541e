/**
 * The owner hears once a day that the AI budget ran out: a `budget` notification in the
 * lead alerts' outbox under the fixed id `aiBudget-{day}`, and once more, under
 * `aiBudget-{day}-chat`, when chat's share of it ran out first (the estimator still
 * answers). Firestore's create() fails when the id exists, so however many instances and
 * requests find the budget used up, one alert is stored and sent (the outbox's lease
 * makes the send happen once; its scheduled run retries a failed one).
 */
import { getFirestore } from "firebase-admin/firestore";
import { adminApp, isAlreadyExists } from "./firebaseAdmin.ts";
import type { BudgetDay, BudgetScope } from "./budget.ts";
import type { LeadSource } from "../schemas/lead.ts";
import { AI_BUDGET, NOTIFICATIONS } from "../schemas/collections.ts";
import { budgetNotice } from "./budgetNotice.ts";
import { deliverWith } from "./outbox/deliver.ts";
import { notification } from "./outbox/queue.ts";

/** The outbox document of a day's alert. */
export const budgetAlertId = (day: string): string => `${AI_BUDGET}-${day}`;
/** The outbox document of a day's alert that chat's share ran out. */
export const chatBudgetAlertId = (day: string): string => `${budgetAlertId(day)}-chat`;

/**
 * Records the limit beside the figures (the mail reports them) and queues the alert unless
 * that day has one. The whole budget's figures are the day's document; chat's share's are
 * a copy under it (`aiBudget/{day}/alerts/chat`), which tells the mail what paused.
 * Resolves once it is stored; the send itself runs on, and never throws.
 */
export async function queueBudgetAlert(
  budget: BudgetDay & { limit: number },
  source: LeadSource,
  scope: BudgetScope = "all",
): Promise<void> {
  const db = getFirestore(adminApp());
  const dayRef = db.collection(AI_BUDGET).doc(budget.day);
  const figuresRef = scope === "chat" ? dayRef.collection("alerts").doc("chat") : dayRef;
  const id = scope === "chat" ? chatBudgetAlertId(budget.day) : budgetAlertId(budget.day);
  const batch = db.batch();
  batch.set(figuresRef, scope === "chat" ? { ...budget, scope } : { limit: budget.limit }, { merge: true });
  batch.create(db.collection(NOTIFICATIONS).doc(id), notification(figuresRef.path, source, "budget"));
  try {
    await batch.commit();
  } catch (error) {
    if (isAlreadyExists(error)) return;
    throw error;
  }
  void deliverWith({ budget: budgetNotice }, [id]);
}
