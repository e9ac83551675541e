import { FRAME_TEXT } from "./en/frame.ts";

/** Texts several features share (the owner's screens: English). */
export const COMMON_TEXT = {
  loading: FRAME_TEXT.loading,
  backHome: "Back to Home",
  /** The spec's error screen for a failure inside an island (ErrorBoundary). */
  unexpectedErrorTitle: "Unexpected Application Error!",
  showMore: "Show more",
  showLess: "Show less",
} as const;
