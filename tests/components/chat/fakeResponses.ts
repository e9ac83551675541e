/**
 * Stand-ins for what /api/chat and /api/estimate answer, built from real Response and
 * ReadableStream objects so the code under test reads them exactly as in the browser.
 */
export interface StreamScript {
  chunks: (string | Uint8Array)[];
  status?: number;
  headers?: Record<string, string>;
  /** Break the stream (as a dropped connection does) after this many chunks. */
  failAfter?: number;
}

export function streamResponse({ chunks, status = 200, headers = {}, failAfter }: StreamScript): Response {
  const encoder = new TextEncoder();
  let index = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (failAfter !== undefined && index >= failAfter) {
        controller.error(new TypeError("network error"));
        return;
      }
      if (index >= chunks.length) {
        controller.close();
        return;
      }
      const chunk = chunks[index++];
      controller.enqueue(typeof chunk === "string" ? encoder.encode(chunk) : chunk);
    },
  });
  return new Response(body, { status, headers: { "content-type": "text/plain; charset=utf-8", ...headers } });
}

export function errorResponse(
  status: number,
  code: string,
  message = "Something went wrong",
  field?: string,
): Response {
  return new Response(JSON.stringify({ error: { code, message, ...(field ? { field } : {}) } }), {
    status,
    headers: { "content-type": "application/json" },
  });
}

/** A stream whose chunks are released one by one by the test, to observe the in-between states. */
export function controlledStream(headers: Record<string, string> = {}) {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    response: new Response(body, { status: 200, headers: { "content-type": "text/plain; charset=utf-8", ...headers } }),
    push: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
    fail: () => controller.error(new TypeError("network error")),
  };
}

/** A minimal in-memory Storage (sessionStorage stand-in) for tests without a DOM. */
export class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}
