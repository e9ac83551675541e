/**
 * What the benchmarks share: statistics, child processes, and `astro dev` started as
 * scripts/start.sh starts it (the stack `npm start` runs), on a free port.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { signalGroup, stopChild } from "../scripts/processes.ts";

const ROOT = path.resolve(import.meta.dirname, "..");

/** The value at quantile q (0.5 the median) of the values; NaN for none. */
export function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/** Merged, and variables set to undefined removed (unset, not the text "undefined"). */
export function childEnv(env: Record<string, string | undefined>): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries({ ...process.env, ...env }).filter(([, value]) => value !== undefined));
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === "object" && address ? address.port : 0;
}

/** The child's last output (for an error message), and how many function failures and unhandled rejections it logged. */
export function watchOutput(child: ChildProcess): {
  output: () => string;
  functionErrors: () => number;
  unhandledRejections: () => number;
} {
  let output = "";
  let errors = 0;
  let unhandled = 0;
  const read = (chunk: Buffer) => {
    const text = chunk.toString();
    output = (output + text).slice(-20_000);
    errors += text.match(/\[functions\] .* failed/g)?.length ?? 0;
    // Node's own warning, Vite's error overlay log, or a crash report.
    unhandled += text.match(/unhandled ?(promise )?rejection/gi)?.length ?? 0;
  };
  child.stdout?.on("data", read);
  child.stderr?.on("data", read);
  return { output: () => output, functionErrors: () => errors, unhandledRejections: () => unhandled };
}

export interface DevServer {
  url: string;
  log: ReturnType<typeof watchOutput>;
  stop: () => Promise<void>;
}

/**
 * `astro dev` with the flags and environment scripts/start.sh gives it, without its
 * reseeding of the shared emulators, resolved once a page renders (Vite's first
 * optimisation pass included).
 */
export async function startAstroDev(env: Record<string, string | undefined>): Promise<DevServer> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [path.join(ROOT, "node_modules", "astro", "bin", "astro.mjs"), "dev", "--port", String(port)],
    {
      cwd: ROOT,
      env: childEnv({ ...env, PORT: String(port), PUBLIC_FIREBASE_EMULATORS: "true", ASTRO_TELEMETRY_DISABLED: "1" }),
      stdio: ["ignore", "pipe", "pipe"],
      // Its own process group: stopping it also stops what astro dev started.
      detached: true,
    },
  );
  process.once("exit", () => signalGroup(child, "SIGKILL"));
  const log = watchOutput(child);
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 120_000;
  const renders = () =>
    fetch(`${url}/`).then(
      (res) => res.ok,
      () => false,
    );
  while (!(await renders())) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`astro dev did not start:\n${log.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, log, stop: () => stopChild(child) };
}
