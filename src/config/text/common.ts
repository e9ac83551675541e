/** Texts several features share. */
export const COMMON_TEXT = {
  loading: "Loading...",
  backHome: "Back to Home",
  showMore: "Show more",
  showLess: "Show less",
} as const;
