/**
 * A reply that names the company's own phone number or e-mail address makes it a link
 * (tap to call, write an e-mail): that is the assistant's whole point when it refers a
 * question to the team. Only those two: every other address or URL in a reply stays
 * plain text, so a model can never plant a clickable link.
 */
import { SITE } from "../../config/site.ts";

export interface CompanyContacts {
  /** The phone's ten digits (US). */
  phoneDigits: string;
  phoneHref: string;
  email: string;
}

const COMPANY_CONTACTS: CompanyContacts = {
  phoneDigits: SITE.phone.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, ""),
  phoneHref: SITE.phoneHref,
  email: SITE.email,
};

/** A piece of text, and where it links when it is one of the company's contacts. */
export interface LinkedText {
  text: string;
  href?: string;
}

/** US numbers as people write them: (703) 555-0142, 703.555.0142, +1 703 555 0142. */
const PHONE = /(?:\+?1[\s.-]?)?\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/g;
const EMAIL = /[^\s@<>()[\]]+@[^\s@<>()[\]]+\.[A-Za-z]{2,}/g;

const WHOLE_PHONE = new RegExp(`^${PHONE.source}$`);

const digitsOf = (phone: string) => phone.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");

/** The href for a piece of text that is exactly one of the company's contacts, else undefined. */
export function companyContactHref(text: string, contacts: CompanyContacts = COMPANY_CONTACTS): string | undefined {
  const value = text.trim();
  if (value.toLowerCase() === contacts.email.toLowerCase()) return `mailto:${contacts.email}`;
  if (WHOLE_PHONE.test(value) && digitsOf(value) === contacts.phoneDigits) return contacts.phoneHref;
  return undefined;
}

/** The text cut around the company's phone numbers and e-mail addresses, those pieces with their link. */
export function linkCompanyContacts(text: string, contacts: CompanyContacts = COMPANY_CONTACTS): LinkedText[] {
  const found: { start: number; end: number; href: string }[] = [];
  for (const pattern of [PHONE, EMAIL]) {
    for (const match of text.matchAll(pattern)) {
      const href = companyContactHref(match[0], contacts);
      if (href) found.push({ start: match.index, end: match.index + match[0].length, href });
    }
  }
  found.sort((a, b) => a.start - b.start);
  const out: LinkedText[] = [];
  let last = 0;
  for (const { start, end, href } of found) {
    if (start < last) continue;
    if (start > last) out.push({ text: text.slice(last, start) });
    out.push({ text: text.slice(start, end), href });
    last = end;
  }
  if (last < text.length) out.push({ text: text.slice(last) });
  return out;
}
