/**
 * A local HTTP receiver for the owner's phone alerts (ALERT_WEBHOOK_URL), as MailDev is
 * for e-mail: it keeps every JSON post it is sent, and can refuse the next ones with a
 * status (a service that is down). The tests and benches start it in-process; run as a
 * script it listens on WEBHOOK_RECEIVER_PORT (default 9055) and lists what it received at
 * GET /posts, so the end-to-end tests read it from their own process.
 *
 *   POST <any path>   stored as { path, body, at }; answers 200, or the refusal's status
 *   GET  /posts       every stored post, oldest first
 *   POST /_refuse     body { count, status }: the next `count` posts get `status`
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import { pathToFileURL } from "node:url";

export const WEBHOOK_RECEIVER_PORT = 9055;

interface ReceivedPost {
  path: string;
  body: Record<string, unknown>;
  /** Epoch milliseconds when it arrived. */
  at: number;
}

export interface WebhookReceiver {
  /** Where to post: http://127.0.0.1:<port>/<topic>. */
  url(topic?: string): string;
  posts(): ReceivedPost[];
  /** The next `count` posts are answered `status` and not stored. */
  refuse(count: number, status?: number): void;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startWebhookReceiver(port = 0): Promise<WebhookReceiver> {
  const posts: ReceivedPost[] = [];
  const refusal = { count: 0, status: 503 };
  const server: Server = createServer((req, res) => {
    void (async () => {
      const text = await readBody(req);
      const path = new URL(req.url ?? "/", "http://receiver").pathname;
      if (req.method === "GET" && path === "/posts") {
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(posts));
        return;
      }
      if (req.method === "POST" && path === "/_refuse") {
        const { count = 0, status = 503 } = JSON.parse(text || "{}") as { count?: number; status?: number };
        Object.assign(refusal, { count, status });
        res.writeHead(204).end();
        return;
      }
      if (req.method !== "POST") {
        res.writeHead(405).end();
        return;
      }
      if (refusal.count > 0) {
        refusal.count -= 1;
        res.writeHead(refusal.status).end();
        return;
      }
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(text) as Record<string, unknown>;
      } catch {
        res.writeHead(400).end();
        return;
      }
      posts.push({ path, body, at: Date.now() });
      res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const { port: bound } = server.address() as { port: number };
  return {
    url: (topic = "leads") => `http://127.0.0.1:${bound}/${topic}`,
    posts: () => [...posts],
    refuse: (count, status = 503) => Object.assign(refusal, { count, status }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const port = Number(process.env.WEBHOOK_RECEIVER_PORT) || WEBHOOK_RECEIVER_PORT;
  const receiver = await startWebhookReceiver(port);
  console.log(`[webhook-receiver] listening: ALERT_WEBHOOK_URL=${receiver.url()} (GET /posts lists what arrived)`);
}
