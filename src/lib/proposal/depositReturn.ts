/**
 * Coming back from Stripe's payment page. Stripe keeps the success and cancel addresses,
 * so they carry no token (/proposal?deposit=paid); the page keeps the token in the tab's
 * sessionStorage just before it leaves, and takes it back on return, restoring the address
 * the homeowner had (/proposal#token, /es/propuesta#token) so that a reload still works.
 */
import { DEPOSIT_RETURN } from "../../config/routes.ts";

const KEY = "proposal-link";

type PaymentReturn = typeof DEPOSIT_RETURN.paid | typeof DEPOSIT_RETURN.cancelled;

/** Before leaving for Stripe: the link's token, for this tab only. */
export function keepTokenForReturn(token: string, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(KEY, token);
  } catch {
    // Storage refused (private mode, full): the return page says to use the e-mail's link.
  }
}

/** How the homeowner came back from Stripe, from the address's query; null when they did not. */
export function paymentReturnOf(search: string): PaymentReturn | null {
  const value = new URLSearchParams(search).get(DEPOSIT_RETURN.param);
  return value === DEPOSIT_RETURN.paid || value === DEPOSIT_RETURN.cancelled ? value : null;
}

/** The token kept before leaving, once: taken out of storage, the address put back to the page's path#token. */
export function takeReturnToken(
  storage: Storage = sessionStorage,
  history: History = window.history,
  path: string = window.location.pathname,
): string {
  let token: string;
  try {
    token = storage.getItem(KEY) ?? "";
    storage.removeItem(KEY);
  } catch {
    return "";
  }
  if (token) history.replaceState(null, "", `${path}#${encodeURIComponent(token)}`);
  return token;
}
