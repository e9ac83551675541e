/**
 * JSON for a <script type="application/ld+json"> written with `set:html`. The HTML parser
 * ends a script element at the first "</script" whatever the JSON says, so every "<" is
 * written as the JSON escape \u003c (and ">", "&" and the two line separators likewise):
 * the text stays the same JSON, and no value can close the element or open a comment.
 */
export function jsonLdHtml(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
