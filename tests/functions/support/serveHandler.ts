/** One function handler over real HTTP on a free local port: what Stripe's webhooks post to in these tests. */
import { createServer } from "node:http";
import { localContext, type FunctionHandler } from "../../../scripts/functions-handler.ts";

export interface ServedHandler {
  url: string;
  close(): Promise<void>;
}

export async function serveHandler(handler: FunctionHandler, path: string): Promise<ServedHandler> {
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const req = new Request(`http://localhost${incoming.url ?? "/"}`, {
        method: incoming.method,
        headers: Object.entries(incoming.headers).flatMap(([name, value]) =>
          value === undefined ? [] : [[name, Array.isArray(value) ? value.join(", ") : value] as [string, string]],
        ),
        body: incoming.method === "GET" || incoming.method === "HEAD" ? undefined : Buffer.concat(chunks),
      });
      void Promise.resolve(handler(req, localContext(req, { ip: "127.0.0.1" }))).then(async (response) => {
        outgoing.writeHead(response.status, Object.fromEntries(response.headers));
        outgoing.end(Buffer.from(await response.arrayBuffer()));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
