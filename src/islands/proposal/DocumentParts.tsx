import type { ReactNode } from "react";

/** A part of a document as the homeowner reads it (the contract, a change order), under its heading. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-8">
      <h2 className="text-xl font-bold">{title}</h2>
      {children}
    </section>
  );
}

interface FigureProps {
  name: string;
  value: string;
  /** The row a list of prices ends with: set off above, larger and bold. */
  total?: boolean;
  testId?: string;
}

/** One row of a <dl> of figures: the name, the value to its right (under it when a phone has no room). */
export function Figure({ name, value, total = false, testId }: FigureProps) {
  return (
    <div
      className={`flex flex-wrap justify-between gap-x-4${total ? " border-t border-slate-300 pt-2 text-lg font-bold" : ""}`}
    >
      <dt>{name}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}
