import type { ProjectField } from "../../schemas/bounds.ts";
import type { ProjectPhoto } from "../../schemas/photo.ts";
import type { ProjectInput } from "../../schemas/project.ts";

/** What the form's text inputs and selects hold: "" in a select means none. */
export type ProjectFormValues = Record<ProjectField | "service" | "area", string>;

export function projectFormValues(input: ProjectInput): ProjectFormValues {
  const { title, description, image, location, service = "", area = "" } = input;
  return { title, description, image, location, service, area };
}

/**
 * The value the schema checks: the form's text, the selects' choices (none left out) and
 * the photos the form carries unchanged (an edit never drops a project's photos).
 */
export function projectFromForm(values: ProjectFormValues, photos: readonly ProjectPhoto[]): Record<string, unknown> {
  const { service, area, ...text } = values;
  return {
    ...text,
    ...(service ? { service } : {}),
    ...(area ? { area } : {}),
    ...(photos.length > 0 ? { photos: [...photos] } : {}),
  };
}

/** The part of a stored project the edit form starts from. */
export function inputOf(project: ProjectInput): ProjectInput {
  const { title, description, image, location, service, area, photos } = project;
  return {
    title,
    description,
    image,
    location,
    ...(service ? { service } : {}),
    ...(area ? { area } : {}),
    ...(photos?.length ? { photos } : {}),
  };
}
