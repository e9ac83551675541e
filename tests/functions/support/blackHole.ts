/**
 * A TCP server that accepts connections and never answers: what a hung Firebase service
 * or provider looks like from the function. Point an emulator host variable at it.
 */
import { createServer, type Socket } from "node:net";

export interface BlackHole {
  /** host:port, the form FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST take. */
  host: string;
  close(): Promise<void>;
}

export async function startBlackHole(): Promise<BlackHole> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => {});
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    host: `127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
