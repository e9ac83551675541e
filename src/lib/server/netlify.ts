/**
 * The parts of Netlify's modern function API the AI functions use, typed here so the
 * project does not depend on @netlify/functions (a transitive package) for two types.
 * Mirrors `Config` and `Context` from @netlify/functions.
 */
export interface FunctionConfig {
  path: `/${string}` | `/${string}`[];
  method?: string | string[];
  rateLimit?: {
    windowLimit: number;
    /** Seconds. */
    windowSize: number;
    aggregateBy?: ("ip" | "domain") | ("ip" | "domain")[];
  };
}

/** What a handler reads from Netlify's context; absent fields when run locally. */
export interface FunctionContext {
  /** The client's IP address, set by Netlify. */
  ip?: string;
  requestId?: string;
}

export type FunctionHandler = (req: Request, context?: FunctionContext) => Promise<Response>;
