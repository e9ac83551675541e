import { useEffect, useId, useRef, useState } from "react";
import { ADMIN_TEXT } from "../../config/text.ts";
import { SEARCH_DEBOUNCE_MS } from "../../lib/admin/inbox.ts";

const { search: text } = ADMIN_TEXT;

interface Props {
  /** Called with the box's text once typing pauses, at once on Enter and on clear. */
  onSearch: (typed: string) => void;
  /** What was searched, or why nothing was; announced politely. */
  says: string | null;
  /** The text the box starts with (the page's address keeps the search). */
  initial?: string;
}

/** The inbox's search box: labelled, with a hint, a clear button, and a live line that says what it searched. */
export default function LeadSearch({ onSearch, says, initial = "" }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState(initial);
  // Restarted by every key: the search runs once typing pauses. The page's onSearch is stable.
  useEffect(() => {
    const timer = setTimeout(() => onSearch(typed), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, onSearch]);

  const clear = () => {
    setTyped("");
    onSearch("");
    input.current?.focus();
  };

  return (
    <form
      role="search"
      aria-labelledby={`${id}-label`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(typed);
      }}
    >
      <label id={`${id}-label`} htmlFor={id} className="block font-semibold text-ink-900">
        {text.label}
      </label>
      {/* Shown from 640 px; on a phone it still describes the box to a screen reader. */}
      <p id={`${id}-hint`} className="mt-1 hidden text-sm text-ink-600 sm:block">
        {text.hint}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <input
          ref={input}
          id={id}
          type="search"
          value={typed}
          placeholder={text.placeholder}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          spellCheck={false}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-ink-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none"
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Escape" && typed !== "") {
              event.preventDefault();
              clear();
            }
          }}
        />
        <button type="button" className="btn-secondary" onClick={clear} disabled={typed === ""}>
          {text.clear}
        </button>
      </div>
      <p role="status" className="mt-2 min-h-6 text-sm text-ink-700" data-testid="lead-search-status">
        {says}
      </p>
    </form>
  );
}
