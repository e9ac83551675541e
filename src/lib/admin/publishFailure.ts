import { ADMIN_TEXT } from "../../config/text.ts";
import type { PublishFailure } from "../../schemas/publish.ts";

/** What /admin says about a publish whose build hook kept failing: when (date and time: it may be days ago) and why. */
export function lastPublishFailedText(failure: PublishFailure): string {
  return ADMIN_TEXT.publish.lastFailed(new Date(failure.at).toLocaleString(), failure.status, failure.attempts);
}
