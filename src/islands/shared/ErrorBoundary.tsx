import { Component, type ErrorInfo, type ReactNode } from "react";
import { ROUTES } from "../../config/routes.ts";
import { COMMON_TEXT } from "../../config/text/common.ts";

interface Props {
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** A failure inside an island shows the spec's error screen instead of a blank area. */
export default class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("Unexpected application error", error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="mx-auto max-w-2xl rounded-2xl border border-red-200 bg-red-50 p-8">
        <h2 className="text-2xl font-bold text-red-800">{COMMON_TEXT.unexpectedErrorTitle}</h2>
        <p className="mt-3 font-mono text-sm break-words text-red-900">{this.state.error.message}</p>
        <a href={ROUTES.home} className="btn-secondary mt-6">
          {COMMON_TEXT.backHome}
        </a>
      </div>
    );
  }
}
