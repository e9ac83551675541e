import { useCallback } from "react";
import { COMMON_TEXT } from "../../../config/text/common.ts";
import { PROPOSAL_ADMIN_TEXT } from "../../../config/text/proposalAdmin.ts";
import type { Locale } from "../../../config/i18n.ts";
import { checkNotices, defaultNotice, noticeField, noticesDraft } from "../../../lib/admin/noticesForm.ts";
import { proposalNoticesApi, type ProposalNoticesApi } from "../../../lib/firebase/proposalNotices.ts";
import { EDITABLE_NOTICES } from "../../../lib/proposal/law.ts";
import { NOTICE_WORDS_ES } from "../../../lib/proposal/lawSpanish.ts";
import { PROPOSAL_LIMITS } from "../../../schemas/proposalRules.ts";
import FieldError from "../../shared/FieldError.tsx";
import AdminSection from "../AdminSection.tsx";
import { useSaveForm } from "../hooks/useSaveForm.ts";

const T = PROPOSAL_ADMIN_TEXT.notices;
const GROUPS = ["all", "MD", "VA", "DC"] as const;

interface Props {
  /** Injected by tests; the page reads and writes Firestore. */
  api?: ProposalNoticesApi;
}

function NoticesForm({ api }: { api: ProposalNoticesApi }) {
  const load = useCallback(() => api.load(), [api]);
  const { draft, setDraft, errors, saving, submit } = useSaveForm({
    load,
    draftOf: noticesDraft,
    check: checkNotices,
    save: (edits) => api.save(edits).then(() => edits),
    messages: { saved: T.saved, failed: T.failed, unchanged: T.unchanged, invalid: T.invalid },
  });
  if (!draft) return <p role="status">{COMMON_TEXT.loading}</p>;

  return (
    <form
      className="space-y-8"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className="rounded border border-amber-300 bg-amber-50 p-3 font-semibold">{T.lawyer}</p>
      {GROUPS.map((group) => (
        <fieldset key={group} className="space-y-5">
          <legend className="text-lg font-bold">{T.groups[group]}</legend>
          {EDITABLE_NOTICES.filter((notice) => (notice.jurisdiction ?? "all") === group).map((notice) => {
            const id = `notice-${notice.id}`;
            const spanishId = `${id}-es`;
            const error = errors[noticeField("en", notice.id)];
            const spanishError = errors[noticeField("es", notice.id)];
            const set = (language: Locale, text: string) =>
              setDraft({ ...draft, [language]: { ...draft[language], [notice.id]: text } });
            return (
              <div key={notice.id}>
                <label htmlFor={id} className="field-label">
                  {notice.title}
                </label>
                <textarea
                  id={id}
                  className="field-input w-full"
                  rows={5}
                  maxLength={PROPOSAL_LIMITS.noticeMaxChars}
                  value={draft.en[notice.id] ?? ""}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={[`${id}-source`, error ? `${id}-error` : ""].filter(Boolean).join(" ")}
                  onChange={(event) => set("en", event.target.value)}
                />
                <p id={`${id}-source`} className="mt-1 text-sm text-ink-600">
                  {[notice.source && T.source(notice.source), notice.arbitration && T.arbitrationOnly]
                    .filter(Boolean)
                    .join(" ")}
                </p>
                <FieldError id={`${id}-error`} message={error} />
                {draft.en[notice.id] !== defaultNotice(notice.id) && (
                  <button
                    type="button"
                    className="btn-secondary mt-2"
                    aria-label={T.restoreLabel(notice.title)}
                    onClick={() => set("en", defaultNotice(notice.id))}
                  >
                    {T.restore}
                  </button>
                )}
                <label htmlFor={spanishId} className="field-label mt-4">
                  {T.spanishLabel(notice.title)}
                </label>
                <textarea
                  id={spanishId}
                  lang="es"
                  className="field-input w-full"
                  rows={5}
                  maxLength={PROPOSAL_LIMITS.noticeMaxChars}
                  value={draft.es[notice.id] ?? ""}
                  aria-invalid={spanishError ? true : undefined}
                  aria-describedby={[`${spanishId}-hint`, spanishError ? `${spanishId}-error` : ""]
                    .filter(Boolean)
                    .join(" ")}
                  onChange={(event) => set("es", event.target.value)}
                />
                <p id={`${spanishId}-hint`} className="mt-1 text-sm text-ink-600">
                  {T.spanishUnder} “<span lang="es">{NOTICE_WORDS_ES[notice.id]?.title ?? notice.title}</span>”.{" "}
                  {T.spanishHint}
                </p>
                <FieldError id={`${spanishId}-error`} message={spanishError} />
                {draft.es[notice.id] !== defaultNotice(notice.id, "es") && (
                  <button
                    type="button"
                    className="btn-secondary mt-2"
                    aria-label={T.restoreSpanishLabel(notice.title)}
                    onClick={() => set("es", defaultNotice(notice.id, "es"))}
                  >
                    {T.restore}
                  </button>
                )}
              </div>
            );
          })}
        </fieldset>
      ))}
      <button type="submit" className="btn-primary" disabled={saving}>
        {saving ? T.saving : T.save}
      </button>
    </form>
  );
}

/** /admin: the words of the notices contracts print, the owner's (or their lawyer's); closed at first. */
export default function NoticesEditor({ api = proposalNoticesApi }: Props) {
  return (
    <AdminSection
      id="contract-notices"
      title={T.title}
      hint={T.hint}
      testId="contract-notices"
      folded={{ open: T.open, hide: T.hide }}
    >
      <NoticesForm api={api} />
    </AdminSection>
  );
}
