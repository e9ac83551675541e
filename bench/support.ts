/**
 * What the benchmarks share: options, statistics, child processes, `astro dev` started as
 * scripts/start.sh starts it (the stack `npm start` runs) on a free port, and the report
 * every bench ends with.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import path from "node:path";
import { signalGroup, stopChild } from "../scripts/processes.ts";

export const ROOT = path.resolve(import.meta.dirname, "..");
const RESULTS = path.join(ROOT, "bench", "results");
const ARGS = process.argv.slice(2);

/** Whether `name` (e.g. "--no-widget") is on the command line. */
export const flag = (name: string): boolean => ARGS.includes(name);

/** The number after `name` on the command line (`--runs 3`), or the fallback. */
export const numberOption = (name: string, fallback: number): number =>
  flag(name) ? Number(ARGS[ARGS.indexOf(name) + 1]) : fallback;

export const round = (value: number, digits: number): number => Number(value.toFixed(digits));

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

/** A command's exit code and its output, killed after `timeoutMs`. */
export function run(
  command: string,
  argv: string[],
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, argv, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** `astro build` as the benchmarks measure it: against the local emulators, as `npm start` runs. */
export async function buildSite(): Promise<void> {
  console.log("bench: astro build (PUBLIC_FIREBASE_EMULATORS=true) ...");
  const t0 = Date.now();
  const env = { ...process.env, PUBLIC_FIREBASE_EMULATORS: "true" };
  const { code, output } = await run(
    process.execPath,
    [path.join(ROOT, "node_modules/astro/bin/astro.mjs"), "build"],
    env,
    300_000,
  );
  if (code !== 0) {
    console.error(output.split("\n").slice(-40).join("\n"));
    throw new Error(`astro build failed (exit ${code})`);
  }
  console.log(`bench: built in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
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

/** A printed table: the header row first, then one row of cells per figure. */
export type Table = string[][];

/**
 * The end of every bench: prints its table (each column as wide as its widest cell) and
 * writes its results, a small summary, to bench/results/<name>.json.
 */
export async function report(name: string, table: Table, results: object, startedAt: number): Promise<void> {
  const widths = table[0].map((_, column) => Math.max(...table.map((row) => row[column]?.length ?? 0)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]))
      .join("  ")
      .trimEnd();
  const [header, ...rows] = table;
  console.log(`\n${line(header)}\n${"-".repeat(widths.reduce((sum, width) => sum + width + 2, -2))}`);
  for (const row of rows) console.log(line(row));
  const file = path.join(RESULTS, `${name}.json`);
  await mkdir(RESULTS, { recursive: true });
  await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  console.log(`\nbench: wrote ${path.relative(ROOT, file)} in ${seconds} s (Node ${process.version})`);
}
