import { useCallback, type ReactNode } from "react";
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

interface NoticeTextProps {
  id: string;
  /** Set on the Spanish words: a screen reader reads them with a Spanish voice. */
  lang?: Locale;
  label: string;
  hint: ReactNode;
  restoreLabel: string;
  value: string;
  error?: string;
  /** The default "Restore the default" brings back; the button shows only while the words differ from it. */
  fallback: string;
  onChange: (text: string) => void;
}

/** One notice's words in one language: the box, its hint and problem, and the way back to the default. */
function NoticeText({ id, lang, label, hint, restoreLabel, value, error, fallback, onChange }: NoticeTextProps) {
  return (
    <div className={lang ? "mt-4" : undefined}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <textarea
        id={id}
        lang={lang}
        className="field-input w-full"
        rows={5}
        maxLength={PROPOSAL_LIMITS.noticeMaxChars}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : ""].filter(Boolean).join(" ")}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-ink-600">
        {hint}
      </p>
      <FieldError id={`${id}-error`} message={error} />
      {value !== fallback && (
        <button
          type="button"
          className="btn-secondary mt-2"
          aria-label={restoreLabel}
          onClick={() => onChange(fallback)}
        >
          {T.restore}
        </button>
      )}
    </div>
  );
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
            const field = (language: Locale) => ({
              value: draft[language][notice.id] ?? "",
              error: errors[noticeField(language, notice.id)],
              fallback: defaultNotice(notice.id, language),
              onChange: (text: string) => setDraft({ ...draft, [language]: { ...draft[language], [notice.id]: text } }),
            });
            return (
              <div key={notice.id}>
                <NoticeText
                  id={id}
                  label={notice.title}
                  restoreLabel={T.restoreLabel(notice.title)}
                  hint={[notice.source && T.source(notice.source), notice.arbitration && T.arbitrationOnly]
                    .filter(Boolean)
                    .join(" ")}
                  {...field("en")}
                />
                <NoticeText
                  id={`${id}-es`}
                  lang="es"
                  label={T.spanishLabel(notice.title)}
                  restoreLabel={T.restoreSpanishLabel(notice.title)}
                  hint={
                    <>
                      {T.spanishUnder} “<span lang="es">{NOTICE_WORDS_ES[notice.id]?.title ?? notice.title}</span>”.{" "}
                      {T.spanishHint}
                    </>
                  }
                  {...field("es")}
                />
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
