/**
 * The browser side of POST /api/likes: a visitor's like of a project, counted once per
 * project and network by the server (src/server/projects/like.ts). Resolves once the server
 * has it (counted now or before); anything else rejects, so the button takes the like back.
 */
import { API_ROUTES } from "../../config/routes.ts";
import { ApiRequestError, httpFailure, postJsonWithin } from "./request.ts";

/** A network that neither answers nor fails gets this long. */
const LIKE_TIMEOUT_MS = 10_000;

export async function likeProject(projectId: string, fetchImpl: typeof fetch = fetch): Promise<void> {
  const response = await postJsonWithin(API_ROUTES.likes, { projectId }, LIKE_TIMEOUT_MS, fetchImpl);
  if (!response.ok) throw new ApiRequestError(await httpFailure(response), API_ROUTES.likes);
}
