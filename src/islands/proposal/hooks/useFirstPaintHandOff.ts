import { useLayoutEffect } from "react";
import { clearLinkPaint } from "../../../lib/linkPaint.ts";

/**
 * The page's first paint of the link's document (lib/linkPaint.ts) leaves in the commit that
 * shows the island's own: the document, or the refusal that replaces it.
 */
export function useFirstPaintHandOff(loading: boolean): void {
  useLayoutEffect(() => {
    if (!loading) clearLinkPaint();
  }, [loading]);
}
