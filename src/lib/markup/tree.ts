/**
 * A piece of page markup as plain data: one description of a document (the contract, a
 * change order) that two renderers draw alike. lib/markup/dom.ts paints it with the DOM
 * before the page's framework has arrived; islands/shared/markup.ts hands it to React,
 * which then keeps it. Written once, the two copies cannot drift apart, and the first
 * paint and React's own render have the same size (the page's LCP stays the first).
 */

/** What a user's change of a form field inside the markup reports (an optional item's tick). */
export type MarkupChange = (event: { target: EventTarget | null }) => void;

/**
 * DOM attribute names (`class`, `for`, `data-testid`); true writes a boolean attribute,
 * false or undefined leaves it out.
 */
export interface MarkupAttrs {
  [name: string]: string | number | boolean | undefined | MarkupChange;
  onChange?: MarkupChange;
}

export type MarkupChild = MarkupNode | string | false | null | undefined;

export interface MarkupNode {
  tag: string;
  attrs: MarkupAttrs;
  children: MarkupChild[];
}

/** An element; children that are false, null, undefined or "" are left out, as in JSX. */
export const h = (tag: string, attrs: MarkupAttrs = {}, ...children: (MarkupChild | MarkupChild[])[]): MarkupNode => ({
  tag,
  attrs,
  children: children.flat(),
});

/** The children a renderer draws: not a condition that failed, nor an empty text (React draws none). */
export const shownChildren = (node: MarkupNode): (MarkupNode | string)[] =>
  node.children.filter((child): child is MarkupNode | string => Boolean(child));
