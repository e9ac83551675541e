/**
 * A deliberately tiny Markdown reader for model replies, wherever the site shows one
 * (the chat, the estimate, /account; src/islands/shared/RichText.tsx): paragraphs, line breaks,
 * headings, bullet and numbered lists, **bold**, *italic* and `code`. It produces plain
 * data that React renders as text nodes, so nothing in a reply is ever parsed as HTML:
 * `<script>` or `<img onerror>` in a reply shows as those characters and does nothing.
 * Links stay as their text (a model must not be able to plant a clickable URL), except
 * the company's own phone number and e-mail address, which become tap-to-call and mail links.
 */
import { companyContactHref, linkCompanyContacts } from "../chat/contactLinks.ts";

export type Inline = {
  kind: "text" | "strong" | "em" | "code";
  text: string;
  /** Only the company's own phone (tel:) or e-mail (mailto:), see contactLinks.ts. */
  href?: string;
};

export type Block =
  | { kind: "paragraph"; lines: Inline[][] }
  | { kind: "heading"; inlines: Inline[] }
  | { kind: "list"; ordered: boolean; start: number; items: Inline[][] };

const HEADING = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s*[-*+•]\s+(.*)$/;
const NUMBERED = /^\s*(\d{1,9})[.)]\s+(.*)$/;
const RULE = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/;

/*
 * One alternative per inline kind: `code`, **strong**, __strong__, *em*, _em_. Emphasis
 * markers must hug their text and not sit inside a word, so "5 * 3 * 2" or snake_case
 * stay as typed.
 */
const INLINE =
  /(`+)([^`]+?)\1|\*\*(?=\S)([^*]+?)(?<=\S)\*\*|__(?=\S)([^_]+?)(?<=\S)__|(?<![\w*])\*(?=\S)([^*]+?)(?<=\S)\*(?![\w*])|(?<![\w_])_(?=\S)([^_]+?)(?<=\S)_(?![\w_])/g;

function plainText(text: string): Inline[] {
  return linkCompanyContacts(text).map(({ text: piece, href }) => ({
    kind: "text",
    text: piece,
    ...(href ? { href } : {}),
  }));
}

/** Models like to bold a phone number: **(703) 555-0142** is a link too. */
function emphasis(kind: "strong" | "em", text: string): Inline {
  const href = companyContactHref(text);
  return { kind, text, ...(href ? { href } : {}) };
}

export function parseInline(source: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const match of source.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) out.push(...plainText(source.slice(last, index)));
    if (match[2] !== undefined) out.push({ kind: "code", text: match[2] });
    else if (match[3] !== undefined || match[4] !== undefined) out.push(emphasis("strong", match[3] ?? match[4]));
    else out.push(emphasis("em", match[5] ?? match[6]));
    last = index + match[0].length;
  }
  if (last < source.length) out.push(...plainText(source.slice(last)));
  return out;
}

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  // A holder object, so TypeScript does not narrow `current` to null across close().
  const open: { current: Block | null } = { current: null };
  const close = () => {
    if (open.current) blocks.push(open.current);
    open.current = null;
  };

  for (const line of source.replace(/\r\n?/g, "\n").split("\n")) {
    if (line.trim() === "" || RULE.test(line)) {
      close();
      continue;
    }
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = NUMBERED.exec(line);
    if (heading) {
      close();
      blocks.push({ kind: "heading", inlines: parseInline(heading[1]) });
    } else if (bullet || numbered) {
      const ordered = Boolean(numbered);
      const text = numbered ? numbered[2] : bullet![1];
      const list = open.current;
      if (list?.kind === "list" && list.ordered === ordered) list.items.push(parseInline(text));
      else {
        close();
        open.current = { kind: "list", ordered, start: numbered ? Number(numbered[1]) : 1, items: [parseInline(text)] };
      }
    } else {
      const block = open.current;
      if (block?.kind === "paragraph") block.lines.push(parseInline(line.trim()));
      else if (block?.kind === "list" && /^\s+/.test(line)) {
        // An indented line continues the previous list item.
        block.items[block.items.length - 1].push({ kind: "text", text: ` ${line.trim()}` });
      } else {
        close();
        open.current = { kind: "paragraph", lines: [parseInline(line.trim())] };
      }
    }
  }
  close();
  return blocks;
}
