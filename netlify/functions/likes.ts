/**
 * POST /api/likes: a visitor's like of a project, no account needed. Body
 * (src/schemas/project.ts, likeRequestSchema): `{ projectId }`. Answers 200 `{ counted }`:
 * true for the network's first like of the project, false when it liked it before (nothing
 * is added); 404 project_not_found. A browser may no longer write `likes` itself.
 */
import type { Config } from "@netlify/functions";
import { MESSAGES } from "../../src/config/text.ts";
import { likeRequestSchema } from "../../src/schemas/project.ts";
import { jsonPost } from "../../src/server/jsonPost.ts";
import { likeRateLimit } from "../../src/server/limits.ts";
import { errorCause } from "../../src/server/log.ts";
import { likeOnce, type LikeOutcome } from "../../src/server/projects/like.ts";

export default jsonPost(
  {
    fn: "likes",
    rateLimit: { limit: likeRateLimit, message: () => MESSAGES.likeFailure },
    body: likeRequestSchema,
  },
  async ({ body, address, reject, answer }) => {
    let outcome: LikeOutcome;
    try {
      outcome = await likeOnce(body.projectId, address);
    } catch (error) {
      return reject({ code: "unavailable", message: MESSAGES.likeFailure, cause: errorCause(error) });
    }
    if (!outcome.ok) return reject({ code: "project_not_found", message: "No project has this id." });
    return answer(200, { counted: outcome.counted }, outcome.counted ? "ok" : "already_liked");
  },
);

// Literal values only: Netlify reads this object from the source without running it.
// The numbers are LIKE_RATE_LIMIT in src/server/limits.ts.
export const config: Config = {
  path: "/api/likes",
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
