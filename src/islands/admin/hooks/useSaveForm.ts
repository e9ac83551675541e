import { useEffect, useEffectEvent, useState } from "react";
import toast from "react-hot-toast";
import {
  saveNotice,
  type SaveMessages,
  type SaveNotice,
  type SaveOutcome,
  type SaveStep,
} from "../../../lib/admin/saveForm.ts";

interface Options<Stored, Draft, Value, Errors> {
  /** Reads what is stored when the form opens, and again only if it changes: pass a stable function (useCallback). */
  load: () => Promise<Stored>;
  /** The stored settings as the fields hold them. */
  draftOf: (stored: Stored) => Draft;
  /** The read failed; without this, a toast says `messages.failed`. */
  onLoadFailed?: (error: unknown) => void;
  /** The draft's check (and, where the form has one, its diff against what is stored). */
  check: (draft: Draft, stored: Stored) => SaveStep<Value, Errors>;
  /** Stores `value`: resolves with what is stored now, or null when the store refused it (someone saved since). */
  save: (value: Value, stored: Stored) => Promise<Stored | null>;
  onInvalid?: (step: Extract<SaveStep<Value, Errors>, { kind: "invalid" }>) => void;
  /** After a save the draft starts again from what is stored (as `restart`); otherwise it stays as typed. */
  restartAfterSave?: boolean;
  onSaved?: (stored: Stored) => void;
  onSaveFailed?: (error: unknown) => void;
  messages: SaveMessages<Errors>;
}

function show({ tone, text }: SaveNotice): void {
  if (tone === "success") toast.success(text);
  else if (tone === "error") toast.error(text);
  else toast(text);
}

/**
 * An /admin settings form's round: what is stored and the draft typed over it, read when the
 * form opens; on Save the draft is checked, its problems kept for the fields, then saved,
 * each outcome told by the form's own toast (src/lib/admin/saveForm.ts), `saving` meanwhile.
 */
export function useSaveForm<Stored, Draft, Value, Errors extends object>(
  options: Options<Stored, Draft, Value, Errors>,
) {
  const [stored, setStored] = useState<Stored>();
  const [draft, setDraft] = useState<Draft>();
  const [errors, setErrors] = useState<Partial<Errors>>({});
  const [saving, setSaving] = useState(false);
  const notify = (outcome: SaveOutcome<Errors>) => {
    const notice = saveNotice(outcome, options.messages);
    if (notice) show(notice);
  };

  const loaded = useEffectEvent((value: Stored) => {
    setStored(value);
    setDraft(options.draftOf(value));
  });
  const loadFailed = useEffectEvent((error: unknown) => {
    if (options.onLoadFailed) options.onLoadFailed(error);
    else notify({ kind: "loadFailed" });
  });
  const { load } = options;
  useEffect(() => {
    // Closed before the read came back: the answer is for a form no longer there.
    let live = true;
    load()
      .then((value) => {
        if (live) loaded(value);
      })
      .catch((error: unknown) => loadFailed(error));
    return () => {
      live = false;
    };
  }, [load]);

  const submit = async () => {
    if (saving || stored === undefined || draft === undefined) return;
    const step = options.check(draft, stored);
    if (step.kind === "invalid") {
      setErrors(step.errors);
      options.onInvalid?.(step);
      notify(step);
      return;
    }
    if (step.kind === "unchanged") {
      notify(step);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const now = await options.save(step.value, stored);
      if (now === null) notify({ kind: "refused" });
      else {
        setStored(now);
        if (options.restartAfterSave) setDraft(options.draftOf(now));
        notify({ kind: "saved" });
        options.onSaved?.(now);
      }
    } catch (error) {
      options.onSaveFailed?.(error);
      notify({ kind: "failed" });
    } finally {
      setSaving(false);
    }
  };

  /** The draft as stored: what was typed is forgotten. */
  const restart = () => {
    if (stored !== undefined) setDraft(options.draftOf(stored));
  };

  return { stored, draft, setDraft, errors, saving, submit, restart };
}
