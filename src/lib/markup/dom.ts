import type { MarkupNode } from "./tree.ts";
import { shownChildren } from "./tree.ts";

/** The markup as DOM nodes of `doc`: text is always text (never parsed as HTML). */
export function markupToDom(node: MarkupNode, doc: Document = document): HTMLElement {
  const element = doc.createElement(node.tag);
  for (const [name, value] of Object.entries(node.attrs)) {
    if (name === "onChange") {
      if (typeof value === "function") element.addEventListener("change", value);
    } else if (value === true) element.setAttribute(name, "");
    else if (value !== false && value !== undefined) element.setAttribute(name, String(value));
  }
  // A checkbox's state is its property, as React sets it; the attribute alone is only its default.
  if (node.tag === "input" && node.attrs.checked !== undefined)
    (element as HTMLInputElement).checked = Boolean(node.attrs.checked);
  for (const child of shownChildren(node))
    element.append(typeof child === "string" ? doc.createTextNode(child) : markupToDom(child, doc));
  return element;
}
