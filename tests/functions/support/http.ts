/** Calling a function handler the way Netlify does: a Request in, a Response out. */
import { randomInt } from "node:crypto";
import { localContext, type FunctionHandler } from "../../../scripts/functions-handler.ts";

export interface CallOptions {
  method?: string;
  headers?: Record<string, string>;
  /** A raw string body; objects are sent as JSON. */
  body?: unknown;
  /** The client IP Netlify would report; unique per test keeps per-IP limits apart. */
  ip?: string;
}

/**
 * Vitest evaluates this module again for each test file, in worker processes that later files
 * reuse: a counter alone, or the pid, gave two files of one worker the same addresses, and with
 * them one per-address limit and alert ceiling (alert-ceiling.test.ts failed in CI on an address
 * another file had used that hour). So each file starts at a random /24 of 10.0.0.0/8.
 */
const BLOCKS = 250 * 250;
const firstBlock = randomInt(0, BLOCKS);
let ipCounter = 0;
/** A client address no other test uses. */
export const freshIp = () => {
  ipCounter += 1;
  const block = (firstBlock + Math.floor(ipCounter / 250)) % BLOCKS;
  return `10.${Math.floor(block / 250)}.${block % 250}.${ipCounter % 250}`;
};

export function call(handler: FunctionHandler, path: string, options: CallOptions = {}): Promise<Response> {
  const { method = "POST", headers = {}, body, ip = freshIp() } = options;
  const text = body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body);
  const req = new Request(`http://localhost${path}`, {
    method,
    headers: { ...(text !== undefined ? { "Content-Type": "application/json" } : {}), ...headers },
    body: text,
  });
  return Promise.resolve(handler(req, localContext(req, { ip })));
}

export interface ReadChunks {
  text: string;
  /** Each chunk as it arrived, with performance.now() of its arrival. */
  chunks: { text: string; at: number }[];
}

export async function readChunks(res: Response): Promise<ReadChunks> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const chunks: ReadChunks["chunks"] = [];
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    chunks.push({ text: decoder.decode(value, { stream: true }), at: performance.now() });
  }
  return { text: chunks.map((c) => c.text).join(""), chunks };
}

export async function errorOf(
  res: Response,
): Promise<{ status: number; code: string; field?: string; message: string; contentType: string | null }> {
  const body = (await res.json()) as { error: { code: string; field?: string; message: string } };
  return { status: res.status, contentType: res.headers.get("content-type"), ...body.error };
}
