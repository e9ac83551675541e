/**
 * A change order's texts: the homeowner's words (en/changeOrder.ts, one file per language)
 * and the owner's e-mails, which stay English. CHANGE_ORDER_TEXT joins both in English, for
 * the server and the tests. The owner's builder words are in proposalAdmin.ts.
 */
import { CHANGE_ORDER_TEXT as HOMEOWNER } from "./en/changeOrder.ts";

/** The owner's e-mails: a signed copy, a decline. */
const OWNER_MAIL = {
  signedOwner: (name: string, total: string) =>
    `${name} signed the change order; the contract price is now ${total}. The signed PDF is attached.`,
  declinedSubject: (name: string) => `Change order declined: ${name}`,
  declinedOwner: (name: string, title: string) =>
    `${name} declined the change order "${title}". The contract stays as signed.`,
} as const;

export const CHANGE_ORDER_TEXT = { ...HOMEOWNER, mail: { ...HOMEOWNER.mail, ...OWNER_MAIL } } as const;
