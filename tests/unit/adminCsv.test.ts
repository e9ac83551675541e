import { describe, expect, test } from "vitest";
import { csvCell, csvFilename, toCsv, type CsvColumn } from "../../src/lib/admin/csv.ts";

describe("csvCell", () => {
  test.each([
    ["plain text", "Jane Smith", '"Jane Smith"'],
    ["a comma", "Arlington, VA", '"Arlington, VA"'],
    ["quotes doubled", 'a 12" tile', '"a 12"" tile"'],
    ["line breaks kept inside the quotes", "line one\r\nline two\nthree", '"line one\r\nline two\nthree"'],
    ["empty string", "", '""'],
    ["an integer", 450, "450"],
    ["a negative number stays a number", -5, "-5"],
    ["a fraction", 12.5, "12.5"],
    ["NaN", Number.NaN, ""],
    ["null", null, ""],
    ["undefined", undefined, ""],
    ["unicode", "Zoë – 2nd floor", '"Zoë – 2nd floor"'],
  ])("%s", (_, value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  // A spreadsheet would run these as formulas (CSV injection, OWASP): they must arrive as text.
  test.each([
    ['=HYPERLINK("http://evil.example","click")', '"\'=HYPERLINK(""http://evil.example"",""click"")"'],
    ["+1 (703) 555-0100", '"\'+1 (703) 555-0100"'],
    ["-2+3", '"\'-2+3"'],
    ["@SUM(A1:A2)", '"\'@SUM(A1:A2)"'],
    ["\t=1+1", '"\'\t=1+1"'],
    ["\r=1+1", '"\'\r=1+1"'],
  ])("neutralises %j", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  test.each(["a=b", "1+1", "name@example.com", " =1"])("leaves %j alone (not at the start)", (value) => {
    expect(csvCell(value)).toBe(`"${value}"`);
  });
});

describe("toCsv", () => {
  interface Row {
    name: string;
    size: number | null;
  }
  const columns: CsvColumn<Row>[] = [
    { header: "Name", value: (row) => row.name },
    { header: "Size (sq ft)", value: (row) => row.size },
  ];

  test("a header record, then one record per row, CRLF-terminated (RFC 4180)", () => {
    expect(
      toCsv(columns, [
        { name: "Kitchen, small", size: 120 },
        { name: "=cmd", size: null },
      ]),
    ).toBe('"Name","Size (sq ft)"\r\n"Kitchen, small",120\r\n"\'=cmd",\r\n');
  });

  test("no rows still gives the header", () => {
    expect(toCsv(columns, [])).toBe('"Name","Size (sq ft)"\r\n');
  });
});

test("csvFilename carries the day of the export", () => {
  expect(csvFilename("contact-forms", new Date(2025, 2, 7, 23, 59))).toBe("contact-forms-2025-03-07.csv");
});
