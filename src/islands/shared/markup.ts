import { createElement, type ReactNode } from "react";
import { shownChildren, type MarkupNode } from "../../lib/markup/tree.ts";

/** DOM attribute names React spells otherwise. */
const REACT_NAMES: Record<string, string> = { class: "className", for: "htmlFor" };

/**
 * The markup (lib/markup/tree.ts) as React elements: the same elements, attributes and text
 * the DOM renderer paints first. Children are positional, as JSX's are: a document's lists
 * keep their length while the homeowner ticks, so React updates them in place.
 */
export function markupToReact(node: MarkupNode): ReactNode {
  const props: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(node.attrs))
    if (value !== undefined && value !== false) props[REACT_NAMES[name] ?? name] = value;
  const children = shownChildren(node).map((child) => (typeof child === "string" ? child : markupToReact(child)));
  return createElement(node.tag, props, ...children);
}
