/**
 * A local server of the stack (MailDev, Radicale) started in a process group of its own,
 * or found already answering on its port and left running: `npm start`, `npm test`'s
 * shared services and a suite's own setup may each be the first to ask for it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, mkdirSync, openSync } from "node:fs";
import path from "node:path";
import { stopChild } from "./processes.ts";

/** Whose the port is: this server's, another program's, or nobody's (connection refused). */
export type PortOwner = "ours" | "taken" | "free";

export async function probeHttp(
  url: string,
  init: RequestInit,
  isOurs: (res: Response) => boolean | Promise<boolean>,
): Promise<PortOwner> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(2_000) });
    return (await isOurs(res)) ? "ours" : "taken";
  } catch (err) {
    return (err as { cause?: { code?: string } }).cause?.code === "ECONNREFUSED" ? "free" : "taken";
  }
}

export interface LocalServer {
  /** true when one already running was found (and will be left running). */
  reused: boolean;
  /** Stops the server if this call started it. Safe to call twice. */
  stop(): Promise<void>;
}

export interface LocalServerOptions {
  /** For messages: "MailDev". */
  name: string;
  /** What it answers on, for messages. */
  address: string;
  probe: () => Promise<PortOwner>;
  command: string;
  args: string[];
  cwd: string;
  logFile: string;
  timeoutMs: number;
  /** What to do when the command cannot be run at all (not installed). */
  whenMissing?: string;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const reused: LocalServer = { reused: true, stop: async () => {} };

export async function startOrReuse(options: LocalServerOptions): Promise<LocalServer> {
  const { name, address, probe, logFile, timeoutMs } = options;
  const before = await probe();
  if (before === "ours") return reused;
  if (before === "taken") throw new Error(`${address} is in use but does not answer like ${name}; free the port`);

  mkdirSync(path.dirname(logFile), { recursive: true });
  const log = openSync(logFile, "w");
  const child: ChildProcess = spawn(options.command, options.args, {
    cwd: options.cwd,
    // Own process group, as the emulators: a terminal Ctrl-C reaches only the parent.
    detached: true,
    stdio: ["ignore", log, log],
  });
  closeSync(log);
  let spawnError: Error | undefined;
  child.once("error", (error) => (spawnError = error));
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  child.once("exit", () => process.removeListener("exit", killOnExit));
  let stopping: Promise<void> | undefined;
  const stop = () => (stopping ??= stopChild(child, 5_000));

  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if ((await probe()) === "ours") {
      // Lost a race with another starter: its server holds the port; ours exited.
      return child.exitCode !== null ? reused : { reused: false, stop };
    }
    if (spawnError) {
      const hint = options.whenMissing ? `: ${options.whenMissing}` : "";
      throw new Error(`${name} could not start (${spawnError.message})${hint}`);
    }
    if (child.exitCode !== null || child.signalCode !== null) {
      if ((await probe()) === "ours") return reused;
      throw new Error(`${name} exited (code ${child.exitCode ?? child.signalCode}); see ${logFile}`);
    }
    await sleep(100);
  }
  await stop();
  throw new Error(`${name} did not answer ${address} within ${timeoutMs / 1000} s; see ${logFile}`);
}

/** For `node scripts/<server>.ts`: keeps the process up until a signal, then stops what it started. */
export function stayUp(server: Pick<LocalServer, "stop">): void {
  let done = false;
  const shutdown = async () => {
    if (done) return;
    done = true;
    await server.stop();
    process.exit(0);
  };
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => void shutdown());
  setInterval(() => {}, 1 << 30);
}
