/**
 * A reply that names the company's own phone number or e-mail address makes it a link
 * (tap to call, write an e-mail): that is the assistant's whole point when it refers a
 * question to the team. So does an address of one of our own pages (the chat links the page
 * its answer came from), as a link within this site. Nothing else: every other address or URL
 * in a reply stays plain text, so a model can never plant a link to anywhere else.
 */
import { SITE } from "../../config/site.ts";

export interface CompanyContacts {
  /** The phone's ten digits (US). */
  phoneDigits: string;
  phoneHref: string;
  email: string;
  /** The site's own address ("https://www.example.com"): its pages' URLs link within the site. */
  siteUrl: string;
}

const COMPANY_CONTACTS: CompanyContacts = {
  phoneDigits: SITE.phone.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, ""),
  phoneHref: SITE.phoneHref,
  email: SITE.email,
  siteUrl: SITE.url,
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
/** A URL, up to the space or bracket after it; a sentence's closing mark is not part of it. */
const URL_LIKE = /https?:\/\/[^\s<>()[\]"']+/g;

/** A page path of this site in a URL of it, or undefined: "https://www.example.com/services/x." → "/services/x". */
function ownPagePath(url: string, siteUrl: string): string | undefined {
  const clean = url.replace(/[.,;:!?]+$/, "");
  if (clean !== siteUrl && !clean.startsWith(`${siteUrl}/`)) return undefined;
  const path = clean.slice(siteUrl.length) || "/";
  // A path only: no query or fragment, and no second slash first ("//host/" is another site to a browser).
  return /^\/(?!\/)[A-Za-z0-9/_-]*$/.test(path) ? path : undefined;
}

const digitsOf = (phone: string) => phone.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");

/** The href for a piece of text that is exactly one of the company's contacts, else undefined. */
export function companyContactHref(text: string, contacts: CompanyContacts = COMPANY_CONTACTS): string | undefined {
  const value = text.trim();
  if (value.toLowerCase() === contacts.email.toLowerCase()) return `mailto:${contacts.email}`;
  if (WHOLE_PHONE.test(value) && digitsOf(value) === contacts.phoneDigits) return contacts.phoneHref;
  return undefined;
}

/** The text cut around the company's phone numbers, e-mail addresses and pages' URLs, those pieces with their link. */
export function linkCompanyContacts(text: string, contacts: CompanyContacts = COMPANY_CONTACTS): LinkedText[] {
  const found: { start: number; end: number; href: string }[] = [];
  for (const pattern of [PHONE, EMAIL]) {
    for (const match of text.matchAll(pattern)) {
      const href = companyContactHref(match[0], contacts);
      if (href) found.push({ start: match.index, end: match.index + match[0].length, href });
    }
  }
  for (const match of text.matchAll(URL_LIKE)) {
    const href = ownPagePath(match[0], contacts.siteUrl);
    const linked = match[0].replace(/[.,;:!?]+$/, "");
    if (href) found.push({ start: match.index, end: match.index + linked.length, href });
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
