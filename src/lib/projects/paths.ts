import { ROUTES } from "../../config/routes.ts";

/** /projects/<id>: a page per project, built from Firestore (src/pages/projects/[id].astro). */
export function projectPath(id: string): string {
  return `${ROUTES.projects}/${encodeURIComponent(id)}`;
}
