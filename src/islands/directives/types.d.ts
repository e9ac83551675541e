import type { WakeCondition } from "../../lib/hydration/wake.ts";

// The site's own client directives (scripts/client-directives.ts), typed for .astro files.
declare global {
  namespace Astro {
    interface ClientDirectives {
      /** Hydrate on the visitor's first intent inside the island, or at idle when a condition holds. */
      "client:intent"?: boolean | readonly WakeCondition[];
      /** The chat widget: its HTML works at once, its code comes on intent. */
      "client:chat"?: boolean;
      /** The toaster: when a toast was parked for this page or another island hydrated. */
      "client:toast"?: boolean;
      /** A private link's page: hydrate at once, and start the link's first read to this API route. */
      "client:link"?: string;
    }
  }
}
