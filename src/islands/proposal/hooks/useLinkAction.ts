import { useState } from "react";

/** A sign form's field the server refused, with its sentence. */
type FieldProblem = { field: string; message: string };

/**
 * A link page's calls to its function (the proposal's, a change order's): busy while one
 * runs, the last failure and refused field cleared as the next starts, and a call that
 * throws shown as `failureText` words it.
 */
export function useLinkAction<Answer>(failureText: (error: unknown) => string) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [fieldProblem, setFieldProblem] = useState<FieldProblem>();

  /** Makes the call and hands its answer to `apply`. */
  const run = async (call: () => Promise<Answer>, apply: (answer: Answer) => void) => {
    setBusy(true);
    setFailure(undefined);
    setFieldProblem(undefined);
    try {
      apply(await call());
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  };

  return { busy, failure, setFailure, fieldProblem, setFieldProblem, run };
}
