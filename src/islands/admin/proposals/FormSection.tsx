import type { ReactNode } from "react";

/** One part of a builder's form (the proposal's, the change order's): a titled fieldset. */
export default function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-3 border-t border-slate-200 pt-4">
      <legend className="pr-2 text-lg font-bold">{title}</legend>
      {children}
    </fieldset>
  );
}
