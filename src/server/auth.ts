/**
 * Who calls an API, in one place: the ID token is checked once per request (idToken.ts:
 * its signature, then one read of the account for revocation and the admin claim), and a
 * refusal names the action the caller tried ("Only admins may ask for reviews.").
 */
import { API_AUTH_TEXT } from "../config/text.ts";
import type { Rejection } from "./http.ts";
import { bearerToken, verifyRequestUser } from "./idToken.ts";

type Refused = { ok: false } & Rejection;
type Action = keyof typeof API_AUTH_TEXT.actions;

/** visitor: no token (a private link may still name what they may see); homeowner: a verified e-mail, lower case. */
export type Caller =
  { kind: "visitor" } | { kind: "admin"; uid: string } | { kind: "homeowner"; uid: string; email: string };

/**
 * The caller of an action open to anyone with a link, to the owner and to a signed-in
 * homeowner. A token that fails is refused (never read as "no token"); an account that is
 * neither an admin nor verified is refused with `unverified`'s message.
 */
export async function resolveCaller(
  req: Request,
  action: Action,
  unverified: string,
): Promise<{ ok: true; caller: Caller } | Refused> {
  if (!bearerToken(req)) return { ok: true, caller: { kind: "visitor" } };
  const verified = await verifyRequestUser(req);
  if (!verified.ok) {
    return verified.unavailable
      ? { ok: false, code: "unavailable", message: API_AUTH_TEXT.checkUnavailable, cause: verified.cause }
      : {
          ok: false,
          code: "unauthorized",
          message: API_AUTH_TEXT.signInAgain(API_AUTH_TEXT.actions[action]),
          cause: verified.cause,
        };
  }
  const { uid, email, emailVerified, admin } = verified.user;
  if (admin) return { ok: true, caller: { kind: "admin", uid } };
  if (!email || !emailVerified) return { ok: false, code: "forbidden", message: unverified, cause: "unverified" };
  return { ok: true, caller: { kind: "homeowner", uid, email: email.trim().toLowerCase() } };
}

/**
 * An `authorize` for jsonPost: a valid ID token whose account holds the admin claim now.
 * The claim is read from the account, not the token: an admin whose claim was removed is
 * refused at once, not when their token expires.
 */
export const adminOnly =
  (action: Action) =>
  async (req: Request): Promise<{ ok: true; uid: string } | Refused> => {
    const verified = await verifyRequestUser(req);
    const named = API_AUTH_TEXT.actions[action];
    if (!verified.ok) {
      return verified.unavailable
        ? { ok: false, code: "unavailable", message: API_AUTH_TEXT.checkUnavailable, cause: verified.cause }
        : { ok: false, code: "unauthorized", message: API_AUTH_TEXT.signInAsAdmin(named), cause: verified.cause };
    }
    if (!verified.user.admin)
      return { ok: false, code: "forbidden", message: API_AUTH_TEXT.onlyAdmins(named), cause: "not-admin" };
    return { ok: true, uid: verified.user.uid };
  };
