import { describe, expect, test } from "vitest";
import { ADMIN_TEXT } from "../../src/config/text.ts";
import {
  readAllPages,
  appendPage,
  emptyText,
  leadWho,
  LANGUAGE_OPTIONS,
  pageRequest,
  parseLanguageFilter,
  searchState,
  newCountAfter,
  parseStatusFilter,
  STATUS_OPTIONS,
  withLeadFields,
  withoutLead,
} from "../../src/lib/admin/inbox.ts";
import { checkForm } from "../../src/schemas/check.ts";
import { LEAD_NOTE_MAX_CHARS, LEAD_STATUSES, leadStatusOf, leadUpdateSchema } from "../../src/schemas/lead.ts";

const rows = [
  { id: "a", status: "new" as const, note: "" },
  { id: "b", status: "won" as const, note: "Signed" },
];

describe("lead statuses", () => {
  test("the five statuses in workflow order, each with a label", () => {
    expect(LEAD_STATUSES).toEqual(["new", "contacted", "quoted", "won", "lost"]);
    expect(STATUS_OPTIONS.map((option) => option.label)).toEqual(["New", "Contacted", "Quoted", "Won", "Lost"]);
  });

  test.each([
    ["quoted", "quoted"],
    [undefined, "new"],
    ["spam", "new"],
    [3, "new"],
  ])("a stored status %j reads as %s", (stored, expected) => {
    expect(leadStatusOf(stored)).toBe(expected);
  });

  test.each([
    ["lost", "lost"],
    ["", ""],
    ["NEW", ""],
  ])("the filter %j reads as %j", (value, expected) => {
    expect(parseStatusFilter(value)).toBe(expected);
  });
});

describe("leadUpdateSchema", () => {
  test("a status and a note up to the limit pass", () => {
    expect(checkForm(leadUpdateSchema, { status: "won", note: "x".repeat(LEAD_NOTE_MAX_CHARS) }).ok).toBe(true);
    expect(checkForm(leadUpdateSchema, { status: "new", note: "" }).ok).toBe(true);
  });

  test("an unknown status or a note over the limit is refused with the texts of ADMIN_TEXT", () => {
    expect(checkForm(leadUpdateSchema, { status: "spam", note: "" })).toEqual({
      ok: false,
      errors: { status: ADMIN_TEXT.inbox.badStatus },
    });
    expect(checkForm(leadUpdateSchema, { status: "new", note: "x".repeat(LEAD_NOTE_MAX_CHARS + 1) })).toEqual({
      ok: false,
      errors: { note: ADMIN_TEXT.inbox.noteTooLong(LEAD_NOTE_MAX_CHARS) },
    });
  });
});

describe("leadWho", () => {
  test.each([
    [{ name: "Sam Lee", email: "sam@example.com" }, "Sam Lee"],
    [{ email: "dana@example.com" }, "dana@example.com"],
    [{ userName: "Dana Homeowner", email: "dana@example.com" }, "Dana Homeowner"],
    [{ name: " ", email: "" }, ADMIN_TEXT.inbox.anonymous],
    [{ name: "", email: "", phone: "(240) 555-0117" }, "(240) 555-0117"],
  ])("%j -> %s", (row, expected) => {
    expect(leadWho(row)).toBe(expected);
  });
});

describe("search in the inbox", () => {
  test("what the box's text becomes: nothing, too short, or a term with the line that says what was searched", () => {
    expect(searchState("  ")).toEqual({ search: null, says: null });
    expect(searchState("p")).toEqual({ search: null, says: ADMIN_TEXT.search.tooShort });
    expect(searchState(" Priya Nat ")).toEqual({
      search: { term: "priya nat", typed: "Priya Nat" },
      says: 'Showing leads that match "Priya Nat".',
    });
    expect(searchState("555-0131").search?.term).toBe("5550131");
  });

  test("a page request carries the filters, the term and the cursor only when set", () => {
    const search = { term: "priya", typed: "Priya" };
    expect(pageRequest({ status: "", channel: "", language: "" }, null)).toEqual({});
    expect(pageRequest({ status: "won", channel: "", language: "" }, search)).toEqual({
      status: "won",
      search: "priya",
    });
    expect(pageRequest({ status: "", channel: "ads", language: "es" }, null)).toEqual({
      channel: "ads",
      language: "es",
    });
  });

  test("the language filter offers each of the site's languages by the name the owner reads", () => {
    expect(LANGUAGE_OPTIONS).toEqual([
      { value: "en", label: "English" },
      { value: "es", label: "Spanish" },
    ]);
    expect(parseLanguageFilter("es")).toBe("es");
    expect(parseLanguageFilter("fr")).toBe("");
  });

  test("an empty table says why: the search (and status), the one filter set, several filters, or no leads yet", () => {
    const table = { title: "Contact forms", empty: "No contact forms yet." };
    const search = { term: "priya", typed: "Priya" };
    const all = { status: "", channel: "", language: "" } as const;
    const quoted = { ...all, status: "quoted" } as const;
    expect(emptyText(table, all, search)).toBe('No leads match "Priya".');
    expect(emptyText(table, quoted, search)).toBe('No leads with status Quoted match "Priya".');
    expect(emptyText(table, { ...all, language: "es" }, search)).toBe('No leads match "Priya" with these filters.');
    expect(emptyText(table, quoted, null)).toBe("No contact forms with status Quoted.");
    expect(emptyText(table, { ...all, channel: "ads" }, null)).toBe("No contact forms came from Paid ads.");
    expect(emptyText(table, { ...all, language: "es" }, null)).toBe("No contact forms in Spanish.");
    expect(emptyText(table, { ...quoted, language: "es" }, null)).toBe("No contact forms match these filters.");
    expect(emptyText(table, all, null)).toBe("No contact forms yet.");
  });
});

describe("row bookkeeping", () => {
  test("withLeadFields changes one row only, and returns new arrays", () => {
    const changed = withLeadFields(rows, "a", { status: "contacted", note: "Left a voicemail" });
    expect(changed).toEqual([{ id: "a", status: "contacted", note: "Left a voicemail" }, rows[1]]);
    expect(rows[0].status).toBe("new");
  });

  test("withoutLead drops the deleted row", () => {
    expect(withoutLead(rows, "a")).toEqual([rows[1]]);
  });

  test("appendPage keeps the order and skips a row already loaded", () => {
    expect(appendPage(rows, [rows[1], { id: "c", status: "lost", note: "" }]).map((row) => row.id)).toEqual([
      "a",
      "b",
      "c",
    ]);
  });

  test.each([
    [3, "new", "contacted", 2],
    [3, "won", "new", 4],
    [3, "quoted", "won", 3],
    [3, "new", null, 2],
    [3, "lost", null, 3],
    [0, "new", null, 0],
    [null, "new", "won", null],
  ] as const)("new count %s after %s -> %s is %s", (count, from, to, expected) => {
    expect(newCountAfter(count, from, to)).toBe(expected);
  });
});

describe("readAllPages", () => {
  const pages = (count: number, size: number) => (after: number | undefined) => {
    const index = after ?? 0;
    return Promise.resolve({
      rows: Array.from({ length: size }, (_, row) => `${index}-${row}`),
      next: index + 1 < count ? index + 1 : null,
    });
  };

  test("reads every page in order until the last", async () => {
    expect(await readAllPages(pages(3, 2))).toEqual(["0-0", "0-1", "1-0", "1-1", "2-0", "2-1"]);
  });

  test("stops at the row bound", async () => {
    expect(await readAllPages(pages(1000, 25), 60)).toHaveLength(60);
  });
});
