/**
 * Interface texts of the projects showcase that the spec does not quote (its catalogue
 * texts are in src/config/messages.ts and are imported from there, never retyped).
 */
export const PROJECT_FIELD_LABELS = {
  title: "Title",
  description: "Description",
  image: "Image URL",
  location: "Location",
} as const;

export const PROJECT_FIELD_ERRORS = {
  title: "Please enter a title.",
  description: "Please enter a description.",
  image: "Please enter an image address starting with https:// (or /images/ for the site's own pictures).",
  location: "Please enter a location.",
  tooLong: (max: number) => `Please keep this under ${max} characters.`,
} as const;

export const PROJECT_TEXT = {
  loadingLabel: "Loading projects",
  retry: "Try again",
  emptyTitle: "New projects are on their way",
  emptyBody: "We are photographing our latest work. Tell us about your project and it could be the next one here.",
  emptyCta: "Get in touch",
  imageUnavailable: "Image unavailable",
  edit: "Edit",
  delete: "Delete",
  save: "Save",
  saving: "Saving...",
  cancel: "Cancel",
  addProject: "Add project",
  adding: "Adding...",
  editTitle: (title: string) => `Edit ${title}`,
  addTitle: "Add a project",
  /** Beyond the spec's catalogue: the Add project form (issue 4) needs its own outcome texts. */
  addSuccess: "Project added successfully",
  addFailure: "Failed to add project",
} as const;
