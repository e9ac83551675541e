import { useEffect, useState } from "react";
import { ADMIN_TEXT } from "../../config/text.ts";
import { lastPublishFailedText } from "../../lib/admin/publishFailure.ts";
import { idToken } from "../../lib/firebase/auth.ts";
import { rebuildFailureText, requestRebuild } from "../../lib/api-client/rebuild.ts";
import type { PublishFailure } from "../../schemas/publish.ts";

interface Props {
  /** Injected by tests; the page uses Firebase Auth and the browser's fetch. */
  getIdToken?: (forceRefresh: boolean) => Promise<string>;
  fetchImpl?: typeof fetch;
  /** The last publish, if its build hook kept failing (settings/publish); the dashboard passes its read. */
  loadFailure?: () => Promise<PublishFailure | null>;
}

type State =
  | { kind: "idle" }
  | { kind: "sending" }
  | { kind: "done"; at: Date; queued: boolean }
  | { kind: "error"; text: string };

const { publish } = ADMIN_TEXT;

/** "Publish changes": asks Netlify for a new build, so changed build-time company facts go live. */
export default function PublishButton({ getIdToken = (refresh) => idToken(refresh), fetchImpl, loadFailure }: Props) {
  const [state, setState] = useState<State>({ kind: "idle" });
  const [failure, setFailure] = useState<PublishFailure | null>(null);
  useEffect(() => {
    if (!loadFailure) return;
    let mounted = true;
    // Spec: an admin data load error is only logged; the button works without the record.
    loadFailure().then(
      (found) => mounted && setFailure(found),
      (error: unknown) => console.error("Could not read the last publish", error),
    );
    return () => {
      mounted = false;
    };
  }, [loadFailure]);
  const send = async () => {
    setState({ kind: "sending" });
    try {
      setState({ kind: "done", ...(await requestRebuild({ getIdToken, fetchImpl })) });
      // A build was requested (or queued): the failure is history, and the server clears it on the hook's 2xx.
      setFailure(null);
    } catch (error) {
      setState({ kind: "error", text: rebuildFailureText(error) });
    }
  };
  return (
    <section aria-labelledby="publish-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="publish-title" className="text-xl font-bold">
        {publish.title}
      </h2>
      {/* From 640 px: on a phone the button comes first (the page's subtitle says what it is for). */}
      <p className="mt-1 hidden text-sm text-ink-600 sm:block">{publish.hint}</p>
      {failure && <p className="mt-2 text-sm font-medium text-red-700">{lastPublishFailedText(failure)}</p>}
      <button
        type="button"
        className="btn-primary mt-3"
        disabled={state.kind === "sending"}
        onClick={() => void send()}
      >
        {state.kind === "sending" ? publish.sending : publish.button}
      </button>
      <p role="status" className="mt-2 text-sm text-ink-900">
        {state.kind === "done" && (state.queued ? publish.queued : publish.done)(state.at.toLocaleTimeString())}
        {state.kind === "error" && state.text}
      </p>
    </section>
  );
}
