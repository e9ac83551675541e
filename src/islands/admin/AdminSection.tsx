import { useState, type ReactNode } from "react";

interface Props {
  id: string;
  title: string;
  hint?: string;
  testId: string;
  /** Closed at first, behind a button (`open` and `hide` its two labels), so /admin reads nothing for it until asked. */
  folded?: { open: string; hide: string };
  children: ReactNode;
}

/** One card of /admin: its heading and what it holds, shown at once or behind a button. */
export default function AdminSection({ id, title, hint, testId, folded, children }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <section
      // The section's anchor (its heading names it); a folded card's id is its content's.
      id={folded ? undefined : id}
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid={testId}
    >
      <h2 id={`${id}-title`} className="text-lg font-bold sm:text-xl">
        {title}
      </h2>
      {/* From 640 px: on a phone the page's own subtitle says what the section is for, and the form comes first. */}
      {hint && <p className="mb-4 mt-1 hidden text-sm text-ink-600 sm:block">{hint}</p>}
      {folded ? (
        <>
          <button
            type="button"
            className="btn-secondary"
            aria-expanded={open}
            aria-controls={id}
            onClick={() => setOpen(!open)}
          >
            {open ? folded.hide : folded.open}
          </button>
          <div id={id} className="mt-4 space-y-8" hidden={!open}>
            {open && children}
          </div>
        </>
      ) : (
        children
      )}
    </section>
  );
}
