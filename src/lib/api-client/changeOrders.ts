/**
 * The browser side of the owner's POST /api/change-orders (an admin's ID token): write a
 * change order to a signed contract, sign it for the company and e-mail the homeowner its
 * link. A refusal rejects with an ApiRequestError whose sentence changeOrderFailureText finds.
 */
import { API_ROUTES } from "../../config/routes.ts";
import { CHANGE_ORDER_TEXT } from "../../config/text/changeOrder.ts";
import { API_ERROR_CODES } from "../../schemas/api.ts";
import type { ChangeOrderOwnerRequest } from "../../schemas/changeOrder.ts";
import { proposalFailureText } from "./proposals.ts";
import { ApiRequestError, httpFailure, isApiRequestError, postJsonWithin } from "./request.ts";

/** Sending signs, stores and queues an e-mail in a transaction, as a proposal's sending does. */
const CHANGE_ORDERS_TIMEOUT_MS = 20_000;

const route = API_ROUTES.changeOrders;

export type ChangeOrderSend = Omit<ChangeOrderOwnerRequest, "action">;

export interface ChangeOrderSent {
  id: string;
  number: number;
  /** Where the link went. */
  email: string;
  /** ISO instant the link stops working; "" when the server did not say. */
  expiresAt: string;
}

export async function sendChangeOrder(
  request: ChangeOrderSend,
  getIdToken: () => Promise<string>,
  fetchImpl: typeof fetch = fetch,
): Promise<ChangeOrderSent> {
  const body: ChangeOrderOwnerRequest = { action: "send", ...request };
  const response = await postJsonWithin(route, body, CHANGE_ORDERS_TIMEOUT_MS, fetchImpl, {
    authorization: `Bearer ${await getIdToken()}`,
  });
  if (!response.ok) throw new ApiRequestError(await httpFailure(response), route);
  const answer = (await response.json().catch(() => null)) as unknown;
  const { id, number, email, expiresAt } = (answer ?? {}) as Record<string, unknown>;
  if (typeof id !== "string" || typeof number !== "number" || typeof email !== "string")
    throw new ApiRequestError({ kind: "empty" }, route);
  return { id, number, email, expiresAt: typeof expiresAt === "string" ? expiresAt : "" };
}

/**
 * The server's own sentence for a change order's refusals (the contract not signed, credits
 * past its price), then the proposals' (gone, a bad field, a limit); `fallback` otherwise.
 */
export function changeOrderFailureText(error: unknown, fallback: string): string {
  if (isApiRequestError(error) && error.failure.kind === "http") {
    const { code, message } = error.failure;
    if (code === API_ERROR_CODES.proposalNotSigned) return message || CHANGE_ORDER_TEXT.api.notSigned;
    if (code === API_ERROR_CODES.creditTooLarge && message) return message;
  }
  return proposalFailureText(error, fallback);
}
