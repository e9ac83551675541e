import { describe, expect, test } from "vitest";
import { parseInline, parseMarkdown, type Block, type Inline } from "../../src/lib/format/markdown.ts";

const text = (value: string): Inline => ({ kind: "text", text: value });

describe("parseInline", () => {
  test.each<{ source: string; inlines: Inline[] }>([
    { source: "plain words", inlines: [text("plain words")] },
    { source: "a **bold** move", inlines: [text("a "), { kind: "strong", text: "bold" }, text(" move")] },
    { source: "__also bold__", inlines: [{ kind: "strong", text: "also bold" }] },
    { source: "an *aside* here", inlines: [text("an "), { kind: "em", text: "aside" }, text(" here")] },
    { source: "_quiet_", inlines: [{ kind: "em", text: "quiet" }] },
    { source: "run `npm start`", inlines: [text("run "), { kind: "code", text: "npm start" }] },
    { source: "5 * 3 * 2 stays arithmetic", inlines: [text("5 * 3 * 2 stays arithmetic")] },
    { source: "snake_case_name stays", inlines: [text("snake_case_name stays")] },
    { source: "** not bold **", inlines: [text("** not bold **")] },
    { source: "unclosed **bold while streaming", inlines: [text("unclosed **bold while streaming")] },
    { source: "<b>markup</b> is text", inlines: [text("<b>markup</b> is text")] },
    {
      source: "[a link](https://evil.example) stays text",
      inlines: [text("[a link](https://evil.example) stays text")],
    },
  ])("$source", ({ source, inlines }) => {
    expect(parseInline(source)).toEqual(inlines);
  });
});

describe("parseMarkdown", () => {
  test.each<{ name: string; source: string; blocks: Block[] }>([
    { name: "empty", source: "", blocks: [] },
    {
      name: "paragraphs split on blank lines",
      source: "One\n\nTwo",
      blocks: [
        { kind: "paragraph", lines: [[text("One")]] },
        { kind: "paragraph", lines: [[text("Two")]] },
      ],
    },
    {
      name: "single newlines are line breaks",
      source: "Line 1\nLine 2\r\nLine 3",
      blocks: [{ kind: "paragraph", lines: [[text("Line 1")], [text("Line 2")], [text("Line 3")]] }],
    },
    { name: "a heading", source: "## Cost range ##", blocks: [{ kind: "heading", inlines: [text("Cost range")] }] },
    {
      name: "a bullet list with a continued item",
      source: "- Cabinets\n* Counters\n  and backsplash\n+ Floor",
      blocks: [
        {
          kind: "list",
          ordered: false,
          start: 1,
          items: [[text("Cabinets")], [text("Counters"), text(" and backsplash")], [text("Floor")]],
        },
      ],
    },
    {
      name: "a numbered list keeps its start",
      source: "3. Permits\n4) Demolition",
      blocks: [{ kind: "list", ordered: true, start: 3, items: [[text("Permits")], [text("Demolition")]] }],
    },
    {
      name: "a list, then a paragraph",
      source: "Intro:\n- a\n- b\nAfter",
      blocks: [
        { kind: "paragraph", lines: [[text("Intro:")]] },
        { kind: "list", ordered: false, start: 1, items: [[text("a")], [text("b")]] },
        { kind: "paragraph", lines: [[text("After")]] },
      ],
    },
    {
      name: "a horizontal rule separates",
      source: "a\n---\nb",
      blocks: [
        { kind: "paragraph", lines: [[text("a")]] },
        { kind: "paragraph", lines: [[text("b")]] },
      ],
    },
    {
      name: "HTML and script stay text",
      source: '<script>alert("x")</script>\n<img src=x onerror=alert(1)>',
      blocks: [
        { kind: "paragraph", lines: [[text('<script>alert("x")</script>')], [text("<img src=x onerror=alert(1)>")]] },
      ],
    },
  ])("$name", ({ source, blocks }) => {
    expect(parseMarkdown(source)).toEqual(blocks);
  });
});
