/** What makes two e-mail addresses one mailbox, for every per-mailbox limit. */

/** Providers that ignore dots in the mailbox name; everywhere a "+tag" reaches the same mailbox. */
const DOTLESS_DOMAINS: Record<string, string> = { "gmail.com": "gmail.com", "googlemail.com": "gmail.com" };

/** One mailbox: case, a "+tag" and (for Gmail) dots do not make another recipient. */
export function normalisedAddress(email: string): string {
  const lower = email.trim().toLowerCase();
  let local = lower.slice(0, lower.lastIndexOf("@")).split("+")[0];
  let domain = lower.slice(lower.lastIndexOf("@") + 1);
  if (DOTLESS_DOMAINS[domain]) {
    domain = DOTLESS_DOMAINS[domain];
    local = local.replaceAll(".", "");
  }
  return `${local}@${domain}`;
}
