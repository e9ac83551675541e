import { CONTACT_TEXTS } from "../../lib/contact/contactText.ts";
import { useChatLocale, useChatText } from "./chatText.ts";
import { localizedPath, ROUTES } from "../../config/routes.ts";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { CONTACT_LIMITS, HANDOFF_LIMITS, type HandoffField } from "../../schemas/bounds.ts";
import { EMPTY_HANDOFF, validateHandoff, type ContactAntiSpam, type HandoffInput } from "../../schemas/contact.ts";
import { contactFailureText, sendChatHandoff } from "../../lib/api-client/contact.ts";
import type { TranscriptTurn } from "../../schemas/contact.ts";
import FieldError from "../shared/FieldError.tsx";
import { useFormFields } from "../shared/useFormFields.ts";

export interface HandoffFormProps {
  /** The conversation's last turns, sent with the request so the owner sees what was asked. */
  transcript: () => TranscriptTurn[];
  /** The lead is stored: the widget closes the form and thanks the visitor by name. */
  onSent: (name: string) => void;
  onCancel: () => void;
  /** Injected by tests; the page posts to /api/contact. */
  submit?: typeof sendChatHandoff;
}

const FIELDS: { name: Exclude<HandoffField, "note">; type: string; autoComplete: string }[] = [
  { name: "name", type: "text", autoComplete: "name" },
  { name: "phone", type: "tel", autoComplete: "tel" },
  { name: "email", type: "email", autoComplete: "email" },
];

const id = (field: string) => `chat-handoff-${field}`;

/**
 * The chat's call-back form, inside the panel: a name, a phone number or an e-mail
 * address, an optional note. Loaded only when first opened (it brings the schema
 * library). A failed send keeps every typed character and says why in the form.
 */
export default function HandoffForm({ transcript, onSent, onCancel, submit = sendChatHandoff }: HandoffFormProps) {
  const CHAT_TEXT = useChatText();
  const locale = useChatLocale();
  const { form: contactText, fields: fieldErrors } = CONTACT_TEXTS[locale];
  const { values, errors, setErrors, onChange } = useFormFields<HandoffInput>(EMPTY_HANDOFF);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState("");
  const nameRef = useRef<HTMLInputElement>(null);
  // The server refuses a submit faster than a person can fill the form (the contact form's trap).
  const openedAt = useRef(0);

  useEffect(() => {
    openedAt.current = performance.now();
    // Focus also scrolls the panel's log to the form.
    nameRef.current?.focus();
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setFailure("");
    const result = validateHandoff(values, fieldErrors, CHAT_TEXT.handoff.reachRequired);
    if (!result.ok) {
      setErrors(result.errors);
      const first = FIELDS.find((field) => result.errors[field.name]);
      if (first) document.getElementById(id(first.name))?.focus();
      return;
    }
    const honeypot = new FormData(event.currentTarget).get("website");
    const antiSpam: ContactAntiSpam = {
      website: typeof honeypot === "string" ? honeypot : "",
      elapsedMs: Math.round(performance.now() - openedAt.current),
    };
    setSending(true);
    try {
      await submit(result.value, transcript(), antiSpam, { language: locale });
      onSent(result.value.name);
    } catch (error) {
      // Never what was typed: only what went wrong.
      console.error("Chat hand-off failed", error instanceof Error ? error.name : error);
      setFailure(contactFailureText(error, contactText));
      setSending(false);
    }
  };

  const describedBy = (field: HandoffField, extra?: string) =>
    [errors[field] ? `${id(field)}-error` : "", extra ?? ""].filter(Boolean).join(" ") || undefined;

  return (
    <form
      onSubmit={onSubmit}
      aria-labelledby="chat-handoff-title"
      aria-describedby="chat-handoff-intro"
      data-testid="chat-handoff"
      className="space-y-3 rounded-2xl border border-brand-100 bg-brand-50 p-3 text-sm"
      noValidate
    >
      <h3 id="chat-handoff-title" className="font-semibold text-ink-900">
        {CHAT_TEXT.handoff.formLabel}
      </h3>
      <p id="chat-handoff-intro" className="text-ink-700">
        {CHAT_TEXT.handoff.intro}
      </p>
      {FIELDS.map((field) => (
        <div key={field.name}>
          <label htmlFor={id(field.name)} className="field-label">
            {CHAT_TEXT.handoff.labels[field.name]}
          </label>
          <input
            ref={field.name === "name" ? nameRef : undefined}
            id={id(field.name)}
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            value={values[field.name]}
            onChange={onChange}
            required={field.name === "name"}
            maxLength={CONTACT_LIMITS[field.name].max}
            aria-invalid={errors[field.name] ? true : undefined}
            aria-describedby={describedBy(field.name)}
            className="field-input py-2"
          />
          <FieldError id={`${id(field.name)}-error`} message={errors[field.name]} />
        </div>
      ))}
      <div>
        <label htmlFor={id("note")} className="field-label">
          {CHAT_TEXT.handoff.labels.note}
        </label>
        <textarea
          id={id("note")}
          name="note"
          rows={2}
          value={values.note}
          onChange={onChange}
          maxLength={HANDOFF_LIMITS.noteMaxChars}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={describedBy("note")}
          className="field-input py-2"
        />
        <FieldError id={`${id("note")}-error`} message={errors.note} />
      </div>
      {/* The contact form's honeypot: out of sight, the tab order and the accessibility tree. */}
      <div className="sr-only" aria-hidden="true">
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {failure && (
        <p role="alert" className="text-red-700">
          {failure}
        </p>
      )}
      <div className="flex gap-2">
        <button type="submit" className="btn-primary px-4" disabled={sending}>
          {sending ? CHAT_TEXT.handoff.sending : CHAT_TEXT.handoff.submit}
        </button>
        <button type="button" className="btn-secondary px-4" onClick={onCancel}>
          {CHAT_TEXT.handoff.cancel}
        </button>
      </div>
      <p className="text-sm">
        <a href={localizedPath(ROUTES.book, locale)} className="text-brand-700 underline" data-testid="handoff-book">
          {CHAT_TEXT.handoff.book}
        </a>
      </p>
    </form>
  );
}
