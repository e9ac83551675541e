import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { leadPageQuery, type LeadQuery } from "../../src/lib/firebase/leadQuery.ts";
import { LEAD_COLLECTIONS } from "../../src/schemas/collections.ts";
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

  test("an index entry holds the terms with the lead's status, time, channel and language, and nothing the lead lacks", () => {
    const when = new Date(Date.UTC(2026, 10, 23));
    expect(leadSearchEntry(PRIYA, { status: "quoted", timestamp: when, channel: "ads", language: "es" })).toEqual({
      search: leadSearchTerms(PRIYA),
      status: "quoted",
      timestamp: when,
      channel: "ads",
      language: "es",
    });
    // Stored before leads had a status or a time: the status filter and the ordering skip it, as they skip the lead.
    // Without a language it was sent in English, as the inbox reads it: the "English" filter finds it.
    expect(leadSearchEntry(PRIYA, { status: undefined, timestamp: undefined })).toEqual({
      search: leadSearchTerms(PRIYA),
      language: "en",
    });
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

  test("the language filter narrows the listing and a search, with the other filters", () => {
    expect(leadPageQuery({ language: "es" })).toMatchObject({ from: "leads", where: [["language", "==", "es"]] });
    expect(leadPageQuery({ search: "dana", channel: "search", language: "es", status: "new" }).where).toEqual([
      ["search", "array-contains", "dana"],
      ["channel", "==", "search"],
      ["language", "==", "es"],
      ["status", "==", "new"],
    ]);
  });

  // Production Firestore refuses a query without its composite index; the emulator does not, so this is the check.
  test("every combination of search and filters has its composite index in firestore.indexes.json", () => {
    type Field = { fieldPath: string; order?: string; arrayConfig?: string };
    const { indexes } = JSON.parse(readFileSync(new URL("../../firestore.indexes.json", import.meta.url), "utf8")) as {
      indexes: { collectionGroup: string; fields: Field[] }[];
    };
    const declared = new Set(
      indexes.map(({ collectionGroup, fields }) =>
        JSON.stringify([collectionGroup, fields.map((f) => [f.fieldPath, f.order ?? f.arrayConfig])]),
      ),
    );
    const choices: Required<{ [K in keyof LeadQuery]: LeadQuery[K][] }> = {
      search: [undefined, "dana"],
      channel: [undefined, "ads"],
      language: [undefined, "es"],
      status: [undefined, "won"],
    };
    const missing: string[] = [];
    let queries = 0;
    for (const search of choices.search)
      for (const channel of choices.channel)
        for (const language of choices.language)
          for (const status of choices.status) {
            const plan = leadPageQuery({ search, channel, language, status });
            // One field alone, or none, is served by Firestore's own single-field indexes.
            if (plan.where.length === 0) continue;
            const fields = [
              ...plan.where.map(([field, op]) => [field, op === "array-contains" ? "CONTAINS" : "ASCENDING"]),
              [plan.orderBy[0], plan.orderBy[1] === "desc" ? "DESCENDING" : "ASCENDING"],
            ];
            const groups = plan.from === "index" ? ["entries"] : [...LEAD_COLLECTIONS];
            for (const group of groups) {
              queries += 1;
              const key = JSON.stringify([group, fields]);
              if (!declared.has(key)) missing.push(key);
            }
          }
    expect(queries).toBe(7 * 2 + 8);
    expect(missing).toEqual([]);
  });
});
