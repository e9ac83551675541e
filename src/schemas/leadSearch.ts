/**
 * Search in the lead inbox. Firestore has no substring search, so every lead has an entry
 * in a slim index collection of its own, `leadSearch/{collection}/entries/{leadId}` (same id
 * as the lead): the terms it can be found by (`search`, an array of short lowercase
 * strings), its status and its timestamp, written with the lead. The inbox asks the index
 * for one term with `array-contains` and reads the leads it names; the listing without a
 * search reads the lead documents only, which stay small. Both sides of the terms live
 * here, so what a writer stores and what the owner's query asks for cannot drift apart:
 *
 *   leadSearchEntry  a lead's index entry (storeLead, the demo seed, the bench, leads:reindex)
 *   searchQuery      the one term a typed query becomes (the /admin inbox)
 *
 * What matches (docs/decisions/admin.md):
 *   name    any word's beginning ("nat" finds Priya Natarajan), read on across the
 *           words after it ("priya nat"); accents, case and apostrophes do not count;
 *   e-mail  the whole address, or its local part's beginning like a name ("j.whit");
 *   phone   the whole number or its last 4 or more digits, whatever the punctuation.
 */
import { storedLanguage, type Locale } from "../config/i18n.ts";

export const LEAD_SEARCH_FIELD = "search";

/** A word's beginnings are stored from 2 characters up to this many; longer queries are cut to it. */
const WORD_PREFIX_MAX = 12;
/** A name's beginning across words ("priya nat") is stored up to this many characters. */
const PHRASE_PREFIX_MAX = 24;
/** Words of a name (or e-mail local part) that get terms; the rest are left out. */
const WORDS_MAX = 6;
const MIN_QUERY_CHARS = 2;
/** Fewer trailing digits than this would match a large share of all phone numbers. */
const PHONE_SUFFIX_MIN = 4;
const PHONE_DIGITS_MAX = 15;

/** What a lead can be found by; "" when the lead has none of it. */
export interface SearchableLead {
  name: string;
  email: string;
  phone: string;
}

/**
 * Lowercase words without accents; an apostrophe joins ("O'Brien" is "obrien"), any other
 * run of anything but letters and digits separates.
 */
function words(value: string): string[] {
  return value
    .normalize("NFKD")
    .replace(/[\p{M}'’]/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== "");
}

/**
 * The phone's digits; a North American number written with its country code ("+1 703 ...")
 * is stored and searched without it, so "+1 (703) 555-0164" and "703-555-0164" meet.
 */
function phoneDigits(value: string): string {
  const digits = value.replace(/\D/g, "");
  return digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
}

/** Beginnings of each word, alone and read on with the words after it ("priya nat", "ortiz ga"). */
function nameTerms(value: string, terms: Set<string>): void {
  const list = words(value).slice(0, WORDS_MAX);
  list.forEach((word, index) => {
    for (let end = MIN_QUERY_CHARS; end <= Math.min(word.length, WORD_PREFIX_MAX); end++) terms.add(word.slice(0, end));
    const phrase = list.slice(index).join(" ");
    // Up to the word's end these are its own beginnings, added above.
    for (let end = word.length + 2; end <= Math.min(phrase.length, PHRASE_PREFIX_MAX); end++) {
      terms.add(phrase.slice(0, end).trimEnd());
    }
  });
}

/** The normalised e-mail address as stored and searched; "" when the value is none. */
function emailTerm(value: string): string {
  const email = value.trim().toLowerCase();
  return email.includes("@") ? email : "";
}

/** Every term a lead can be found by, without duplicates, in a stable order. */
export function leadSearchTerms(lead: SearchableLead): string[] {
  const terms = new Set<string>();
  nameTerms(lead.name, terms);
  const email = emailTerm(lead.email);
  if (email) {
    terms.add(email);
    nameTerms(email.slice(0, email.indexOf("@")), terms);
  }
  const digits = phoneDigits(lead.phone).slice(-PHONE_DIGITS_MAX);
  for (let length = PHONE_SUFFIX_MIN; length <= digits.length; length++) terms.add(digits.slice(-length));
  return [...terms];
}

/** What a lead's index entry copies from the lead, as stored (anything may be missing on an old lead). */
export interface LeadEntryFields<Time> {
  status: unknown;
  timestamp: Time | undefined;
  /** Where the lead came from, so a search can be narrowed by it like the listing. */
  channel?: unknown;
  /** The language of the page it was sent from; English when the lead has none (stored before leads kept it). */
  language?: unknown;
}

/**
 * A lead's index entry: its terms, with the status, timestamp, channel and language the
 * search filters and orders by, copied from the lead (`undefined` ones left out, like a
 * lead stored before it had a status, which the lead listing's status filter does not find
 * either; a lead without a language is English, as the inbox reads it). An admin's status
 * change writes lead and entry together; firestore.rules keep them equal.
 */
export function leadSearchEntry<Time>(
  lead: SearchableLead,
  { status, timestamp, channel, language }: LeadEntryFields<Time>,
): { search: string[]; status?: string; timestamp?: Time; channel?: string; language: Locale } {
  return {
    [LEAD_SEARCH_FIELD]: leadSearchTerms(lead),
    ...(typeof status === "string" ? { status } : {}),
    ...(timestamp === undefined ? {} : { timestamp }),
    ...(typeof channel === "string" ? { channel } : {}),
    language: storedLanguage({ language }),
  };
}

/** The name, e-mail and phone fields of a stored lead's data, "" for whatever is missing or not text. */
export function searchableOf(data: Record<string, unknown>): SearchableLead {
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  return { name: text(data.name), email: text(data.email), phone: text(data.phone) };
}

export type SearchQuery =
  /** Nothing typed: the inbox lists every lead. */
  | { kind: "none" }
  /** Too little to search for (one letter, three digits). */
  | { kind: "tooShort" }
  | { kind: "term"; term: string; by: "name" | "email" | "phone" };

/** A whole address: something@domain.tld. Anything less is searched as the local part's beginning. */
const WHOLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PHONE_LIKE = /^[\d\s().+-]+$/;

/** The one term a typed query is searched by (Firestore takes one `array-contains` per query). */
export function searchQuery(input: string): SearchQuery {
  const typed = input.trim();
  if (typed === "") return { kind: "none" };
  if (PHONE_LIKE.test(typed) && /\d/.test(typed)) {
    const digits = phoneDigits(typed);
    return digits.length < PHONE_SUFFIX_MIN ? { kind: "tooShort" } : { kind: "term", term: digits, by: "phone" };
  }
  const email = typed.toLowerCase();
  if (WHOLE_EMAIL.test(email)) return { kind: "term", term: email, by: "email" };
  // "priya.n@" or "priya.n@exam": the local part, searched like a name until the address is whole.
  const list = words(email.includes("@") ? email.slice(0, email.indexOf("@")) : email);
  const phrase = list.join(" ");
  if (phrase.length < MIN_QUERY_CHARS) return { kind: "tooShort" };
  const term = list.length === 1 ? phrase.slice(0, WORD_PREFIX_MAX) : phrase.slice(0, PHRASE_PREFIX_MAX).trimEnd();
  return { kind: "term", term, by: email.includes("@") ? "email" : "name" };
}
