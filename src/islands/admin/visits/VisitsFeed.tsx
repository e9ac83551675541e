import { useEffect, useState } from "react";
import toast from "react-hot-toast";
import { API_ROUTES } from "../../../config/routes.ts";
import { BOOKING_TEXT } from "../../../config/text.ts";
import type { SiteVisitsAdminApi } from "../../../lib/firebase/siteVisits.ts";
import SettingsBlock from "./SettingsBlock.tsx";

const T = BOOKING_TEXT.admin;

interface Props {
  api: SiteVisitsAdminApi;
  /** The site's address, for the feed's URL. */
  origin: string;
}

/** The visits as a calendar feed to subscribe to: its secret address, or a new one (the old stops working). */
export default function VisitsFeed({ api, origin }: Props) {
  // undefined while reading, null when there is none yet.
  const [key, setKey] = useState<string | null>();
  useEffect(() => {
    api
      .loadFeedKey()
      .then((stored) => setKey(stored ?? null))
      .catch(() => setKey(null));
  }, [api]);
  const url = key ? `${origin}${API_ROUTES.visitsFeed}?key=${key}` : undefined;
  return (
    <SettingsBlock title={T.feedHeading}>
      <p className="text-sm text-ink-600">{T.feedIntro}</p>
      {url ? (
        <input
          className="field-input font-mono text-sm"
          readOnly
          value={url}
          aria-label={T.feedHeading}
          data-testid="visits-feed-url"
          onFocus={(event) => event.target.select()}
        />
      ) : (
        key === null && <p>{T.feedNone}</p>
      )}
      <button
        type="button"
        className="btn-secondary"
        onClick={() =>
          void api
            .newFeedKey()
            .then(setKey)
            .catch(() => toast.error(T.saveFailed))
        }
      >
        {key ? T.feedReplace : T.feedNew}
      </button>
    </SettingsBlock>
  );
}
