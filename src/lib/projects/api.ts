/**
 * What the projects' islands read and write: the projects through Firestore
 * (src/lib/firebase/projects.ts), a like through POST /api/likes, which counts one per
 * project and network (a browser may no longer write `likes`).
 */
import { likeProject } from "../api-client/likes.ts";
import { projectsApi as stored, type ProjectsApi } from "../firebase/projects.ts";

export const projectsApi: ProjectsApi = { ...stored, like: (id) => likeProject(id) };
