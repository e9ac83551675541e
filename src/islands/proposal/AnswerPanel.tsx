import { useId, useState } from "react";
import type { Locale } from "../../config/i18n.ts";
import { PROPOSAL_WORDS } from "../../lib/proposal/proposalWords.ts";
import { PROPOSAL_LIMITS } from "../../schemas/proposalRules.ts";
import type { SignFields } from "../../lib/proposal/signForm.ts";
import SignForm from "./SignForm.tsx";

interface Props {
  busy: boolean;
  totalText: string;
  needsInitials: boolean;
  fieldProblem?: { field: string; message: string };
  onSign: (fields: SignFields) => void;
  onChanges: (message: string) => void;
  onDecline: () => void;
  /** The proposal's language: the answers are part of reading and signing it. */
  language: Locale;
}

type Open = "none" | "sign" | "changes" | "decline";

/** The homeowner's three answers: sign, ask for changes, decline; one form open at a time. */
export default function AnswerPanel({
  busy,
  totalText,
  needsInitials,
  fieldProblem,
  onSign,
  onChanges,
  onDecline,
  language,
}: Props) {
  const words = PROPOSAL_WORDS[language];
  const T = words.page;
  const id = useId();
  const [open, setOpen] = useState<Open>("none");
  const [message, setMessage] = useState("");
  const [messageProblem, setMessageProblem] = useState<string>();
  const tooShort = message.trim().length < PROPOSAL_LIMITS.changeMessage.min;

  const button = (which: Open, label: string, style: string) => (
    <button
      type="button"
      className={style}
      aria-expanded={open === which}
      onClick={() => setOpen((current) => (current === which ? "none" : which))}
    >
      {label}
    </button>
  );

  return (
    <section className="mt-10 border-t border-slate-200 pt-6" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        {T.actions}
      </h2>
      <div className="mt-3 flex flex-wrap gap-3">
        {button("sign", T.sign, "btn-primary")}
        {button("changes", T.askChanges, "btn-secondary")}
        {button("decline", T.decline, "btn-secondary")}
      </div>
      {open === "sign" && (
        <SignForm
          totalText={totalText}
          needsInitials={needsInitials}
          busy={busy}
          serverProblem={fieldProblem}
          onSign={onSign}
          language={language}
        />
      )}
      {open === "changes" && (
        <form
          className="mt-4 space-y-3"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (tooShort) return setMessageProblem(words.signErrors.changeMessage);
            setMessageProblem(undefined);
            onChanges(message.trim());
            setOpen("none");
            setMessage("");
          }}
        >
          <label htmlFor={`${id}-changes`} className="field-label">
            {T.changesLabel}
          </label>
          <textarea
            id={`${id}-changes`}
            className="field-input w-full"
            rows={4}
            maxLength={PROPOSAL_LIMITS.changeMessage.max}
            value={message}
            aria-describedby={messageProblem ? `${id}-changes-error` : undefined}
            onChange={(event) => setMessage(event.target.value)}
          />
          {messageProblem && (
            <p id={`${id}-changes-error`} className="text-sm text-red-700">
              {messageProblem}
            </p>
          )}
          <button type="submit" className="btn-primary" disabled={busy}>
            {T.sendChanges}
          </button>
        </form>
      )}
      {open === "decline" && (
        <div className="mt-4 space-y-3">
          <p>{T.declineConfirm}</p>
          <div className="flex flex-wrap gap-3">
            <button type="button" className="btn-primary" disabled={busy} onClick={onDecline}>
              {T.declineYes}
            </button>
            <button type="button" className="btn-secondary" onClick={() => setOpen("none")}>
              {T.cancel}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
