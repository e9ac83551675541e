import { describe, expect, test } from "vitest";
import { leadPageQuery } from "../../src/lib/firebase/leadQuery.ts";
import { LEAD_PAGE_SIZE } from "../../src/schemas/lead.ts";
import { leadSearchEntry, leadSearchTerms, searchableOf, searchQuery } from "../../src/schemas/leadSearch.ts";

const PRIYA = { name: "Priya Natarajan", email: "Priya.Natarajan@Example.com", phone: "(571) 555-0131" };

/** Whether a typed query finds the lead, the way the inbox asks Firestore (array-contains one term). */
function finds(typed: string, lead: { name: string; email: string; phone: string }): boolean {
  const query = searchQuery(typed);
  return query.kind === "term" && leadSearchTerms(lead).includes(query.term);
}

describe("what the owner can type to find a lead", () => {
  test.each([
    "Priya",
    "pri",
    "Nat",
    "natarajan",
    "NATARAJAN",
    "priya nat",
    "Priya Natarajan",
    "  priya   natarajan  ",
    "priya.natarajan@example.com",
    "PRIYA.NATARAJAN@EXAMPLE.COM",
    "priya.nat",
    "priya.natarajan@",
    "priya.natarajan@exam",
    "0131",
    "50131",
    "555-0131",
    "571 555 0131",
    "(571) 555-0131",
    "+1 571-555-0131",
  ])("%j finds Priya Natarajan", (typed) => {
    expect(finds(typed, PRIYA)).toBe(true);
  });

  test.each([
    "priyanka",
    "natalie",
    "arajan",
    "natarajan priya",
    "priya natarajan smith",
    "priya.natarajan@example.org",
    "someone@example.com",
    "0132",
    "5550",
    "571555",
  ])("%j does not find Priya Natarajan", (typed) => {
    expect(finds(typed, PRIYA)).toBe(false);
  });

  test("accents and punctuation do not count", () => {
    const lead = { name: "Zoë O'Brien-Ávila", email: "", phone: "" };
    for (const typed of ["zoe", "Zoë", "o'brien", "O’Brien", "obrien", "avila", "Ávila", "zoe obrien", "obrien-avila"])
      expect(finds(typed, lead), typed).toBe(true);
  });

  test("long words and names are matched on their first 12 and 24 characters", () => {
    const lead = { name: "Maximiliansson-Wolfeschlegel Junior", email: "", phone: "" };
    expect(finds("Maximiliansson", lead)).toBe(true);
    expect(finds("wolfeschlegel", lead)).toBe(true);
    expect(finds("maximiliansson wolfeschlegel jun", lead)).toBe(true);
  });

  test("a chat lead with only a phone, or only an e-mail, is found by what it has", () => {
    expect(finds("0117", { name: "Marcus Bell", email: "", phone: "(240) 555-0117" })).toBe(true);
    expect(finds("aisha@example.com", { name: "Aisha Rahman", email: "aisha@example.com", phone: "" })).toBe(true);
    expect(leadSearchTerms({ name: "", email: "", phone: "" })).toEqual([]);
  });
});

describe("searchQuery", () => {
  test.each([
    ["", { kind: "none" }],
    ["   ", { kind: "none" }],
    ["p", { kind: "tooShort" }],
    ["555", { kind: "tooShort" }],
    ["(5)", { kind: "tooShort" }],
    ["-", { kind: "tooShort" }],
    ["Priya", { kind: "term", term: "priya", by: "name" }],
    ["priya  n", { kind: "term", term: "priya n", by: "name" }],
    ["Jane@Example.com", { kind: "term", term: "jane@example.com", by: "email" }],
    ["j.whit@", { kind: "term", term: "j whit", by: "email" }],
    ["(703) 555-0142", { kind: "term", term: "7035550142", by: "phone" }],
    ["+1 703 555 0142", { kind: "term", term: "7035550142", by: "phone" }],
    ["0142", { kind: "term", term: "0142", by: "phone" }],
  ])("%j -> %o", (typed, expected) => {
    expect(searchQuery(typed)).toEqual(expected);
  });
});

describe("leadSearchTerms", () => {
  test("few and short: a typical lead stays under 50 terms of at most 30 characters", () => {
    const terms = leadSearchTerms(PRIYA);
    expect(new Set(terms).size).toBe(terms.length);
    expect(terms.length).toBeLessThan(50);
    expect(Math.max(...terms.map((term) => term.length))).toBeLessThanOrEqual(30);
  });

  test("a name of many long words stays bounded", () => {
    const name = Array.from({ length: 20 }, (_, i) => `Verylongwordnumber${i}`).join(" ");
    expect(leadSearchTerms({ name, email: "", phone: "9".repeat(40) }).length).toBeLessThan(120);
  });

  test("an index entry holds the terms with the lead's status and time, and nothing the lead lacks", () => {
    const when = new Date(Date.UTC(2026, 10, 23));
    expect(leadSearchEntry(PRIYA, "quoted", when)).toEqual({
      search: leadSearchTerms(PRIYA),
      status: "quoted",
      timestamp: when,
    });
    // Stored before leads had a status or a time: the status filter and the ordering skip it, as they skip the lead.
    expect(leadSearchEntry(PRIYA, undefined, undefined)).toEqual({ search: leadSearchTerms(PRIYA) });
  });

  test("searchableOf reads the stored fields and ignores what is not text", () => {
    expect(searchableOf({ name: "Dana", email: 5, phone: null, message: "hi" })).toEqual({
      name: "Dana",
      email: "",
      phone: "",
    });
  });
});

describe("leadPageQuery", () => {
  test("without a search: the leads themselves, newest first, a page plus one", () => {
    expect(leadPageQuery({})).toEqual({
      from: "leads",
      where: [],
      orderBy: ["timestamp", "desc"],
      limit: LEAD_PAGE_SIZE + 1,
    });
    expect(leadPageQuery({ status: "won" })).toMatchObject({ from: "leads", where: [["status", "==", "won"]] });
  });

  test("a search asks the index entries, narrowed by the term and the status in the same ordered query", () => {
    expect(leadPageQuery({ search: "priya", status: "contacted" })).toEqual({
      from: "index",
      where: [
        ["search", "array-contains", "priya"],
        ["status", "==", "contacted"],
      ],
      orderBy: ["timestamp", "desc"],
      limit: LEAD_PAGE_SIZE + 1,
    });
    expect(leadPageQuery({ search: "0131" })).toMatchObject({
      from: "index",
      where: [["search", "array-contains", "0131"]],
    });
  });
});
