/** /account's download of a signed contract (POST /api/account-contract, the account's ID token). */
import { API_ROUTES } from "../../config/routes.ts";
import { ApiRequestError, httpFailure, postJsonWithin } from "./request.ts";

/** A PDF of some hundreds of kB on a phone's network. */
const CONTRACT_TIMEOUT_MS = 20_000;

export async function accountContract(
  id: string,
  idToken: () => Promise<string>,
  fetchImpl: typeof fetch = fetch,
): Promise<Blob> {
  const headers = { authorization: `Bearer ${await idToken()}` };
  const response = await postJsonWithin(API_ROUTES.accountContract, { id }, CONTRACT_TIMEOUT_MS, fetchImpl, headers);
  if (!response.ok) throw new ApiRequestError(await httpFailure(response), API_ROUTES.accountContract);
  return response.blob();
}
