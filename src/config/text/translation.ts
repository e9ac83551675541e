/**
 * A catalogue's shape with its English strings widened to any string: a translation must
 * have every key the English catalogue has, each a text or a function of the same
 * arguments, and nothing else (tests/unit/catalogues.test.ts checks the same at run time).
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : T extends readonly (infer U)[]
      ? readonly Translation<U>[]
      : { readonly [K in keyof T]: Translation<T[K]> };
