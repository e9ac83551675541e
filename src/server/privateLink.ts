/**
 * The private links the e-mails carry (a visit's page, a review form): a random token in
 * the link's fragment, and only its SHA-256 stored, so a read of the database never yields
 * a working link.
 */
import { createHash, randomBytes } from "node:crypto";

export const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex");

/** 32 random bytes, base64url: unguessable, and safe in a URL fragment as it is. */
export const newToken = (): string => randomBytes(32).toString("base64url");
