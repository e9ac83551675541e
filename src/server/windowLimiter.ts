/**
 * A fixed-window request counter per key (an IP address), in memory. Each function
 * instance counts on its own, so on Netlify it complements the platform's rate limit
 * rather than replacing it; locally it is the only limit.
 */
export type LimitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

interface Window {
  count: number;
  resetAt: number;
}

/** Above this many tracked keys, expired windows are swept before adding another. */
const SWEEP_ABOVE = 10_000;

export class WindowLimiter {
  readonly #windows = new Map<string, Window>();

  take(key: string, windowLimit: number, windowMs: number, now: number = Date.now()): LimitResult {
    let window = this.#windows.get(key);
    if (!window || window.resetAt <= now) {
      if (!window && this.#windows.size >= SWEEP_ABOVE) this.#sweep(now);
      window = { count: 0, resetAt: now + windowMs };
      this.#windows.set(key, window);
    }
    if (window.count >= windowLimit)
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)) };
    window.count += 1;
    return { ok: true };
  }

  #sweep(now: number): void {
    for (const [key, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(key);
  }
}
