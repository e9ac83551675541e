import { COMMON_TEXT } from "../../config/text/common.ts";

interface Props {
  screen: { kind: "loading" } | { kind: "refused"; message: string };
  /** "Loading..." in the page's language. */
  loading?: string;
}

/** A link page (a proposal's, a change order's) before its document shows: loading, or the function's refusal. */
export default function LinkNotice({ screen, loading = COMMON_TEXT.loading }: Props) {
  // A screen's height held while the document loads: what follows (the footer) is not pushed as it arrives.
  // Hidden while the page's first paint (lib/linkPaint.ts) already shows the document.
  if (screen.kind === "loading") return <p className="min-h-svh in-data-link-painted:hidden">{loading}</p>;
  return (
    <p role="alert" className="rounded border border-amber-300 bg-amber-50 p-4">
      {screen.message}
    </p>
  );
}
