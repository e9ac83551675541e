import { toProject } from "./decode.ts";
import { decodeDocument, decodeRunQuery, documentUrl, newestFirstQuery, runQueryUrl } from "./restQuery.ts";
import type { Project, ProjectInput } from "../../schemas/project.ts";
import { firestore } from "./app.ts";
import { BUILD_TIMEOUT_MS, readForBuild } from "./buildRead.ts";
import { emulatorSettings, firebaseWebConfig } from "../../config/firebase.ts";
import { PROJECTS } from "../../schemas/collections.ts";

/** Where Firestore answers: Google, or the local emulator in emulator builds (the /projects page preconnects to it). */
export function firestoreOrigin(): string {
  const emulators = emulatorSettings();
  return emulators
    ? `http://${emulators.firestoreHost}:${emulators.firestorePort}`
    : "https://firestore.googleapis.com";
}

/** A slow network gets this long before the grid says 'Failed to load projects' (and offers Try again). */
const LIST_TIMEOUT_MS = 15_000;

/**
 * Spec: list projects ordered by timestamp descending. Read over REST without the SDK
 * (see src/lib/projects/restQuery.ts for why). `text/plain` and no custom headers keep
 * it a simple CORS request (no preflight round trip); Firestore reads the JSON body
 * either way, which is what its own SDK relies on.
 */
async function listProjects(timeoutMs = LIST_TIMEOUT_MS): Promise<Project[]> {
  const { projectId, apiKey } = firebaseWebConfig();
  const response = await fetch(runQueryUrl({ origin: firestoreOrigin(), projectId, apiKey }), {
    method: "POST",
    headers: { "Content-Type": "text/plain" },
    body: newestFirstQuery(PROJECTS),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`Firestore answered ${response.status}`);
  return decodeRunQuery(await response.json()).map(({ id, data }) => toProject(id, data));
}

/**
 * The optional fields as a write stores them: an edit that clears a service or area, or
 * leaves no photos, removes the key (the rules allow only the listed values, not "").
 */
function optionalFields(input: ProjectInput, remove: () => unknown): Record<string, unknown> {
  const { service, area, photos } = input;
  return {
    service: service ?? remove(),
    area: area ?? remove(),
    photos: photos?.length ? photos : remove(),
  };
}

const withoutUndefined = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));

/** Spec: update a project by id with partial fields (the edit fields, now with service, area and photos). */
async function updateProject(id: string, input: ProjectInput): Promise<void> {
  const [db, { deleteField, doc, updateDoc }] = await firestore();
  const { title, description, image, location } = input;
  await updateDoc(doc(db, PROJECTS, id), {
    title,
    description,
    image,
    location,
    ...optionalFields(input, deleteField),
  });
}

async function deleteProject(id: string): Promise<void> {
  const [db, { deleteDoc, doc }] = await firestore();
  await deleteDoc(doc(db, PROJECTS, id));
}

/** A new project starts with no likes and the server's time, so it sorts first everywhere. */
async function addProject(input: ProjectInput): Promise<Project> {
  const [db, { addDoc, collection, serverTimestamp }] = await firestore();
  const { title, description, image, location } = input;
  const extras = withoutUndefined(optionalFields(input, () => undefined));
  const ref = await addDoc(collection(db, PROJECTS), {
    title,
    description,
    image,
    location,
    ...extras,
    likes: 0,
    timestamp: serverTimestamp(),
  });
  return { ...input, id: ref.id, likes: 0, timestamp: null };
}

/** One project's current likes over REST (its page was built earlier; likes move on). */
async function projectLikes(id: string, timeoutMs = LIST_TIMEOUT_MS): Promise<number | null> {
  const { projectId, apiKey } = firebaseWebConfig();
  const response = await fetch(documentUrl({ origin: firestoreOrigin(), projectId, apiKey }, `${PROJECTS}/${id}`), {
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Firestore answered ${response.status}`);
  return toProject(id, decodeDocument(await response.json()).data).likes;
}

/** The projects for the pages a build writes (/projects, each /projects/<id>, the service and area pages). */
export const listProjectsForBuild = readForBuild("projects", () => listProjects(BUILD_TIMEOUT_MS));

/** What the projects island needs from the database; tests hand it a stand-in. */
export interface ProjectsApi {
  list(): Promise<Project[]>;
  /** The stored likes of one project, or null when it is gone. */
  likes(id: string): Promise<number | null>;
  like(id: string): Promise<void>;
  update(id: string, input: ProjectInput): Promise<void>;
  remove(id: string): Promise<void>;
  add(input: ProjectInput): Promise<Project>;
}

/** Everything but the like, which goes through POST /api/likes (src/lib/projects/api.ts). */
export const projectsApi: Omit<ProjectsApi, "like"> = {
  list: () => listProjects(),
  likes: (id) => projectLikes(id),
  update: updateProject,
  remove: deleteProject,
  add: addProject,
};
