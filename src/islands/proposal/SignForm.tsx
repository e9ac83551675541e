import { useEffect, useId, useRef, useState } from "react";
import type SignaturePad from "signature_pad";
import { SITE } from "../../config/site.ts";
import type { Locale } from "../../config/i18n.ts";
import { ESIGN_CONSENT } from "../../lib/proposal/consent.ts";
import { PROPOSAL_WORDS, type ProposalWords } from "../../lib/proposal/proposalWords.ts";
import { signProblems, type SignField, type SignFields } from "../../lib/proposal/signForm.ts";

/** The stored signature's width in pixels: sharp on a printed page, a few tens of kB whatever the phone. */
const EXPORT_WIDTH = 600;

interface Props {
  totalText: string;
  needsInitials: boolean;
  busy: boolean;
  /** The server's word on a field (the initials), shown beside it. */
  serverProblem?: { field: string; message: string };
  onSign: (fields: SignFields) => void;
  /** The submit button's words when what is signed is not the contract (a change order). */
  submitText?: string;
  /** The form's heading; the contract's by default. */
  heading?: string;
  /** The language of what is signed: the form's words and the consent the record keeps. */
  language?: Locale;
}

/** The pad's drawing at a fixed width: its size does not depend on the phone's pixel ratio. */
function exportSignature(canvas: HTMLCanvasElement): string {
  const out = document.createElement("canvas");
  out.width = EXPORT_WIDTH;
  out.height = Math.round((EXPORT_WIDTH * canvas.height) / canvas.width);
  out.getContext("2d")?.drawImage(canvas, 0, 0, out.width, out.height);
  return out.toDataURL("image/png");
}

/**
 * Accept and sign: consent to electronic records (ESIGN, UETA), the typed name, a drawn
 * signature (signature_pad, loaded when the form opens), Maryland's arbitration initials.
 * A visitor who cannot draw signs with their typed name written on the pad.
 */
export default function SignForm({
  totalText,
  needsInitials,
  busy,
  serverProblem,
  onSign,
  submitText,
  heading,
  language = "en",
}: Props) {
  const words: ProposalWords = PROPOSAL_WORDS[language];
  const T = words.page;
  const id = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [fields, setFields] = useState<SignFields>({ consent: false, name: "", initials: "", signature: "" });
  const [shown, setShown] = useState<Partial<Record<SignField, string>>>({});

  useEffect(() => {
    let live = true;
    void import("signature_pad").then(({ default: Pad }) => {
      const element = canvas.current;
      if (!live || !element) return;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      element.width = element.offsetWidth * ratio;
      element.height = element.offsetHeight * ratio;
      element.getContext("2d")?.scale(ratio, ratio);
      const signaturePad = new Pad(element, { penColor: "#0f172a" });
      signaturePad.addEventListener("endStroke", () =>
        setFields((current) => ({ ...current, signature: exportSignature(element) })),
      );
      pad.current = signaturePad;
    });
    return () => {
      live = false;
      pad.current?.off();
    };
  }, []);

  const set = <K extends SignField>(field: K, value: SignFields[K]) =>
    setFields((current) => ({ ...current, [field]: value }));

  const clear = () => {
    pad.current?.clear();
    set("signature", "");
  };

  /** The typed name in a handwriting-like face, for a visitor who cannot draw. */
  const typed = () => {
    const element = canvas.current;
    const context = element?.getContext("2d");
    if (!element || !context || !fields.name.trim()) return;
    pad.current?.clear();
    context.font = "italic 32px Georgia, serif";
    context.fillStyle = "#0f172a";
    context.fillText(fields.name.trim(), 16, element.offsetHeight / 2 + 10, element.offsetWidth - 32);
    set("signature", exportSignature(element));
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problems = signProblems(fields, needsInitials, words);
    setShown(problems);
    if (Object.keys(problems).length === 0) onSign(fields);
  };

  const problem = (field: SignField) =>
    shown[field] ?? (serverProblem?.field === field ? serverProblem.message : undefined);
  const hint = (field: SignField) =>
    problem(field) ? (
      <p id={`${id}-${field}-error`} className="mt-1 text-sm text-red-700">
        {problem(field)}
      </p>
    ) : null;
  const describedBy = (field: SignField) => (problem(field) ? `${id}-${field}-error` : undefined);

  return (
    <form className="mt-4 space-y-5" onSubmit={submit} noValidate>
      <h3 className="text-lg font-bold">{heading ?? T.signHeading}</h3>
      <div>
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            className="mt-1 size-5 shrink-0"
            checked={fields.consent}
            aria-describedby={describedBy("consent")}
            onChange={(event) => set("consent", event.target.checked)}
          />
          <span>
            <span className="font-semibold">{T.consent}</span> {ESIGN_CONSENT.text(SITE.email, language)}
          </span>
        </label>
        {hint("consent")}
      </div>
      <div>
        <label htmlFor={`${id}-name`} className="field-label">
          {T.name}
        </label>
        <input
          id={`${id}-name`}
          className="field-input w-full"
          autoComplete="name"
          value={fields.name}
          aria-describedby={problem("name") ? `${id}-name-error` : `${id}-name-hint`}
          onChange={(event) => set("name", event.target.value)}
        />
        <p id={`${id}-name-hint`} className="mt-1 text-sm text-ink-700">
          {T.nameHint}
        </p>
        {hint("name")}
      </div>
      {needsInitials && (
        <div>
          <label htmlFor={`${id}-initials`} className="field-label">
            {T.initials}
          </label>
          <input
            id={`${id}-initials`}
            className="field-input w-24"
            maxLength={5}
            value={fields.initials}
            aria-describedby={describedBy("initials")}
            onChange={(event) => set("initials", event.target.value)}
          />
          {hint("initials")}
        </div>
      )}
      <div>
        <p id={`${id}-pad-label`} className="field-label">
          {T.signatureLabel}
        </p>
        <canvas
          ref={canvas}
          role="img"
          aria-label={T.signaturePad}
          aria-describedby={describedBy("signature")}
          className="h-40 w-full touch-none rounded border-2 border-slate-400 bg-white"
        />
        <div className="mt-2 flex flex-wrap gap-3">
          <button type="button" className="btn-secondary" onClick={clear}>
            {T.clear}
          </button>
          <button type="button" className="btn-secondary" onClick={typed}>
            {T.typedSignature}
          </button>
        </div>
        {hint("signature")}
      </div>
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
        {busy ? T.signing : (submitText ?? T.submitSign(totalText))}
      </button>
    </form>
  );
}
