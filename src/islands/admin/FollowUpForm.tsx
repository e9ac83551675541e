import { useCallback } from "react";
import { ADMIN_TEXT } from "../../config/text.ts";
import { COMMON_TEXT } from "../../config/text/common.ts";
import { checkFollowUpDraft, followUpDraft, type FollowUpField } from "../../lib/admin/followUpForm.ts";
import { saveStepOf } from "../../lib/admin/saveForm.ts";
import type { FollowUpApi } from "../../lib/firebase/followUp.ts";
import FieldError from "../shared/FieldError.tsx";
import { useSaveForm } from "./hooks/useSaveForm.ts";

const T = ADMIN_TEXT.followUp;

/** The follow-up settings as fields, read when the card opens; Save checks them and says a problem beside its field. */
export default function FollowUpForm({ api }: { api: FollowUpApi }) {
  const load = useCallback(() => api.load(), [api]);
  const { draft, setDraft, errors, saving, submit } = useSaveForm({
    load,
    draftOf: followUpDraft,
    check: (typed) => saveStepOf(checkFollowUpDraft(typed)),
    save: (settings) => api.save(settings).then(() => settings),
    messages: { saved: T.saved, failed: T.saveFailed },
  });
  if (!draft) return <p role="status">{COMMON_TEXT.loading}</p>;

  const describedBy = (field: FollowUpField, hint: string) =>
    [hint, errors[field] ? `follow-up-${field}-error` : ""].filter(Boolean).join(" ");

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="space-y-5"
      noValidate
    >
      <div>
        <label className="flex items-center gap-2 font-semibold">
          <input
            type="checkbox"
            checked={draft.instantReply}
            aria-describedby="follow-up-instantReply-hint"
            onChange={(event) => setDraft({ ...draft, instantReply: event.target.checked })}
          />
          {T.instantReply}
        </label>
        <p id="follow-up-instantReply-hint" className="mt-1 text-sm text-ink-600">
          {T.instantReplyHint}
        </p>
      </div>
      <fieldset aria-describedby={describedBy("reminderMinutes", "follow-up-reminders-hint")}>
        <legend className="field-label">{T.reminders}</legend>
        <p id="follow-up-reminders-hint" className="mb-2 text-sm text-ink-600">
          {T.remindersHint}
        </p>
        <div className="flex flex-wrap gap-3">
          {draft.minutes.map((value, index) => (
            <input
              // The boxes are positions, not items: the position is their identity.
              key={T.reminderLabel(index + 1)}
              type="number"
              inputMode="numeric"
              min={1}
              className="field-input w-24"
              value={value}
              aria-label={T.reminderLabel(index + 1)}
              aria-invalid={errors.reminderMinutes ? true : undefined}
              onChange={(event) =>
                setDraft({
                  ...draft,
                  minutes: draft.minutes.map((old, at) => (at === index ? event.target.value : old)),
                })
              }
            />
          ))}
        </div>
        <FieldError id="follow-up-reminderMinutes-error" message={errors.reminderMinutes} />
      </fieldset>
      <div>
        <label htmlFor="follow-up-alsoTo" className="field-label">
          {T.alsoTo}
        </label>
        <input
          id="follow-up-alsoTo"
          type="email"
          autoComplete="off"
          className="field-input max-w-md"
          value={draft.alsoTo}
          aria-invalid={errors.reminderAlsoTo ? true : undefined}
          aria-describedby={describedBy("reminderAlsoTo", "follow-up-alsoTo-hint")}
          onChange={(event) => setDraft({ ...draft, alsoTo: event.target.value })}
        />
        <p id="follow-up-alsoTo-hint" className="mt-1 text-sm text-ink-600">
          {T.alsoToHint}
        </p>
        <FieldError id="follow-up-reminderAlsoTo-error" message={errors.reminderAlsoTo} />
      </div>
      <button type="submit" className="btn-primary" disabled={saving} aria-busy={saving || undefined}>
        {saving ? T.saving : T.save}
      </button>
    </form>
  );
}
