/**
 * What Save does on an /admin settings form, without React: the draft's check as a step
 * (show the problems, say nothing changed, or save) and the toast each outcome gets.
 * src/islands/admin/hooks/useSaveForm.ts runs it; tests/unit/saveForm.test.ts checks it.
 */
import type { FieldErrors, FormCheck } from "../../schemas/check.ts";

export type SaveStep<Value, Errors> =
  /** `first`: the field to move the focus to, where the form does that. */
  { kind: "invalid"; errors: Errors; first?: string } | { kind: "unchanged" } | { kind: "save"; value: Value };

/** A form checked by its schema: the problems, or the value to save (such a form never says "unchanged"). */
export function saveStepOf<Value, Field extends string>(
  check: FormCheck<Value, Field>,
): SaveStep<Value, FieldErrors<Field>> {
  return check.ok ? { kind: "save", value: check.value } : { kind: "invalid", errors: check.errors };
}

/** Each form's own sentences; the optional ones are left unsaid where the form has none. */
export interface SaveMessages<Errors> {
  saved: string;
  /** The save (or, without a handler of the form's own, the first read) threw. */
  failed: string;
  /** Said besides the problems shown at the fields. */
  invalid?: string | ((errors: Errors) => string);
  unchanged?: string;
  /** The store refused the save because someone saved since; without it, `failed`. */
  refused?: string;
}

export type SaveOutcome<Errors> =
  { kind: "invalid"; errors: Errors } | { kind: "unchanged" | "saved" | "refused" | "failed" | "loadFailed" };

export interface SaveNotice {
  /** "plain": neither good nor bad news (nothing to save). */
  tone: "success" | "error" | "plain";
  text: string;
}

/** The toast an outcome gets, if any. */
export function saveNotice<Errors>(
  outcome: SaveOutcome<Errors>,
  messages: SaveMessages<Errors>,
): SaveNotice | undefined {
  switch (outcome.kind) {
    case "invalid": {
      const { invalid } = messages;
      if (invalid === undefined) return undefined;
      return { tone: "error", text: typeof invalid === "string" ? invalid : invalid(outcome.errors) };
    }
    case "unchanged":
      return messages.unchanged === undefined ? undefined : { tone: "plain", text: messages.unchanged };
    case "saved":
      return { tone: "success", text: messages.saved };
    case "refused":
      return { tone: "error", text: messages.refused ?? messages.failed };
    case "failed":
    case "loadFailed":
      return { tone: "error", text: messages.failed };
  }
}
