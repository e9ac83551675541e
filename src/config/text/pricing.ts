/*
 * The owner's pricing guide words in a file of their own: the guide's schema (src/schemas/pricing.ts)
 * reads its field errors, and the estimator loads that schema; the whole catalogue (config/text.ts)
 * would come with it.
 */
/** /admin's "Pricing guide" section (src/islands/admin/Pricing*.tsx) and the guide's checks (src/schemas/pricing.ts). */
export const PRICING_TEXT = {
  title: "Pricing guide",
  hint: "Cost per square foot, labour and materials, for each project and room type. The estimator uses a saved change for the next estimate; the public cost guide pages show it after you publish.",
  open: "Edit the pricing guide",
  hide: "Hide the pricing guide",
  tableCaption: "Pricing guide: low and high cost per square foot, with the source of each figure",
  columns: { project: "Project", room: "Room", low: "Low ($/sq ft)", high: "High ($/sq ft)", note: "Source note" },
  cellLabel: (project: string, room: string, field: "low" | "high" | "note") =>
    `${project}, ${room}: ${field === "note" ? "source note" : `${field} cost per square foot`}`,
  fieldErrors: {
    low: "Low must be a whole number of dollars from 1 to 10,000.",
    high: "High must be a whole number of dollars from 1 to 10,000.",
    lowAboveHigh: "High must be at least the low figure.",
    note: "Say where the figure comes from (up to 300 characters).",
  },
  loading: "Loading the pricing guide…",
  loadFailed: "Could not load the pricing guide. Reload the page to try again.",
  save: "Save pricing guide",
  saving: "Saving…",
  reset: "Undo my changes",
  unchanged: "No changes to save.",
  changedCount: (count: number) => (count === 1 ? "1 unsaved change." : `${count} unsaved changes.`),
  invalid: (count: number) =>
    count === 1 ? "1 figure needs fixing before saving." : `${count} figures need fixing before saving.`,
  saved: "Pricing guide saved. The next estimate uses the new figures.",
  publishFailed: "Saved. The cost guide pages could not be republished; use Publish changes in /admin.",
  saveFailed: "Could not save the pricing guide. Please try again.",
  conflict: "Someone else saved the pricing guide since you opened it. Reload the page to see their figures.",
  history: {
    title: "Recent changes",
    empty: "No changes yet: these are the figures the site started with.",
    loadFailed: "Could not load the recent changes.",
    entry: (who: string, when: string) => `${who}, ${when}`,
    change: (cell: string, from: string, to: string) => `${cell}: ${from} → ${to}`,
    noteField: "note",
  },
} as const;
