import { useState } from "react";
import { ADMIN_TEXT } from "../../config/text.ts";
import { idToken } from "../../lib/firebase/auth.ts";
import { rebuildFailureText, requestRebuild } from "../../lib/api-client/rebuild.ts";

interface Props {
  /** Injected by tests; the page uses Firebase Auth and the browser's fetch. */
  getIdToken?: (forceRefresh: boolean) => Promise<string>;
  fetchImpl?: typeof fetch;
}

type State =
  | { kind: "idle" }
  | { kind: "sending" }
  | { kind: "done"; at: Date; queued: boolean }
  | { kind: "error"; text: string };

const { publish } = ADMIN_TEXT;

/** "Publish changes": asks Netlify for a new build, so changed build-time company facts go live. */
export default function PublishButton({ getIdToken = (refresh) => idToken(refresh), fetchImpl }: Props) {
  const [state, setState] = useState<State>({ kind: "idle" });
  const send = async () => {
    setState({ kind: "sending" });
    try {
      setState({ kind: "done", ...(await requestRebuild({ getIdToken, fetchImpl })) });
    } catch (error) {
      setState({ kind: "error", text: rebuildFailureText(error) });
    }
  };
  return (
    <section aria-labelledby="publish-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="publish-title" className="text-xl font-bold">
        {publish.title}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{publish.hint}</p>
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
