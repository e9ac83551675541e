/**
 * Starts and stops the local Firebase emulators (Firestore + Auth) for `npm start`,
 * the seed script and the test suites.
 *
 * Firestore runs straight from the gcloud jar because firebase-tools cannot download
 * its own copy offline and refuses Java 17 for Firestore; firebase-tools is only used
 * for the Auth emulator. An emulator whose port already answers is reused (another
 * terminal or test run started it) and then left running on stop().
 *
 *   node scripts/emulators.ts [start]  start both, stay up until Ctrl-C / SIGTERM
 *   node scripts/emulators.ts reset    clear Firestore and Auth of running emulators
 *   node scripts/emulators.ts env      print `export` lines pointing server code at the emulators
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import firebaseJson from "../firebase.json" with { type: "json" };
import { DEMO_PROJECT_ID } from "../src/config/firebase.ts";
import { signalGroup, stopChild } from "./processes.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const LOG_DIR = path.join(ROOT, ".emulators");
const FIRESTORE_JAR =
  process.env.FIRESTORE_EMULATOR_JAR ??
  "/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar";
// createRequire, not import.meta.resolve: Vitest runs this module (the suites' global setups) and has no import.meta.resolve.
const require = createRequire(import.meta.url);
const FIREBASE_CLI = require.resolve("firebase-tools/lib/bin/firebase.js");

export const PROJECT_ID = DEMO_PROJECT_ID;
const { auth, firestore } = firebaseJson.emulators;
/** "host:port", the form FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST take. */
const FIRESTORE_EMULATOR_HOST = `${firestore.host}:${firestore.port}`;
export const AUTH_EMULATOR_HOST = `${auth.host}:${auth.port}`;

/** Points firebase-admin (and anything else that reads these variables) at the emulators. */
export function useEmulatorEnv(env: NodeJS.ProcessEnv = process.env): void {
  env.FIRESTORE_EMULATOR_HOST = FIRESTORE_EMULATOR_HOST;
  env.FIREBASE_AUTH_EMULATOR_HOST = AUTH_EMULATOR_HOST;
  env.GCLOUD_PROJECT = PROJECT_ID;
  // Otherwise google-auth-library probes the GCE metadata server (offline: a warning and a delay).
  env.METADATA_SERVER_DETECTION = "none";
}

interface EmulatorSpec {
  name: "firestore" | "auth";
  url: string;
  /** Recognises the emulator's own answer, so an unrelated server on the port is not "reused". */
  isOurs: (body: string) => boolean;
  timeoutMs: number;
  command: string;
  args: string[];
  cwd: string;
  /** Log file name in .emulators/ without ".log"; defaults to `name`. */
  logName?: string;
}

export interface FirestoreEmulatorOptions {
  host: string;
  port: number;
  /** The jar runs in single-project mode: clients must use exactly this id. */
  projectId: string;
  /** Rules file loaded at start; defaults to firebase.json's (firestore.rules). */
  rulesFile?: string;
  logName?: string;
}

function firestoreSpec({ host, port, projectId, rulesFile, logName }: FirestoreEmulatorOptions): EmulatorSpec {
  return {
    name: "firestore",
    url: `http://${host}:${port}/`,
    isOurs: (body) => body.trim() === "Ok",
    timeoutMs: 30_000,
    command: "java",
    args: [
      "-cp",
      FIRESTORE_JAR,
      "com.google.cloud.datastore.emulator.firestore.CloudFirestore",
      "--host",
      host,
      "--port",
      String(port),
      "--project_id",
      projectId,
      "--single_project_mode",
      "true",
      "--rules",
      rulesFile ?? path.join(ROOT, firebaseJson.firestore.rules),
    ],
    cwd: ROOT,
    logName,
  };
}

const SPECS: EmulatorSpec[] = [
  firestoreSpec({ host: firestore.host, port: firestore.port, projectId: PROJECT_ID }),
  {
    name: "auth",
    url: `http://${AUTH_EMULATOR_HOST}/`,
    isOurs: (body) => body.includes('"authEmulator"'),
    timeoutMs: 90_000,
    command: process.execPath,
    args: [
      FIREBASE_CLI,
      "emulators:start",
      "--only",
      "auth",
      "--project",
      PROJECT_ID,
      "--config",
      path.join(ROOT, "firebase.json"),
      "--non-interactive",
    ],
    // firebase-tools drops firebase-debug.log and pglite-debug.log into its cwd; keep them out of the repo root.
    cwd: LOG_DIR,
  },
];

export interface EmulatorTiming {
  name: string;
  /** true when an already running emulator answered and was reused. */
  reused: boolean;
  ms: number;
}

export interface RunningEmulators {
  timings: EmulatorTiming[];
  /** Stops the emulators this call started (reused ones are left alone). Safe to call twice. */
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function answers(spec: EmulatorSpec): Promise<boolean> {
  return (await probe(spec)) === "ours";
}

/** "taken": something else holds the port, so starting ours could only fail. */
async function probe(spec: EmulatorSpec): Promise<"ours" | "taken" | "free"> {
  try {
    const res = await fetch(spec.url, { signal: AbortSignal.timeout(2_000) });
    return res.ok && spec.isOurs(await res.text()) ? "ours" : "taken";
  } catch (err) {
    return (err as { cause?: { code?: string } }).cause?.code === "ECONNREFUSED" ? "free" : "taken";
  }
}

function logTail(file: string): string {
  if (!existsSync(file)) return "";
  return readFileSync(file, "utf8").split("\n").slice(-15).join("\n");
}

/** Starts one emulator (or finds it running) and resolves once it really answers HTTP. */
async function startOne(spec: EmulatorSpec): Promise<{ timing: EmulatorTiming; child?: ChildProcess }> {
  const t0 = performance.now();
  const elapsed = () => Math.round(performance.now() - t0);
  const before = await probe(spec);
  if (before === "ours") return { timing: { name: spec.name, reused: true, ms: elapsed() } };
  if (before === "taken")
    throw new Error(
      `${spec.url} is in use but does not answer like the ${spec.name} emulator; free the port or fix firebase.json`,
    );

  mkdirSync(LOG_DIR, { recursive: true });
  const logFile = path.join(LOG_DIR, `${spec.logName ?? spec.name}.log`);
  const log = openSync(logFile, "w");
  const child = spawn(spec.command, spec.args, {
    cwd: spec.cwd,
    // Own process group: a terminal Ctrl-C reaches only us, and stop() can kill the whole group.
    detached: true,
    stdio: ["ignore", log, log],
    env: { ...process.env, NO_UPDATE_NOTIFIER: "1" },
  });
  closeSync(log);
  const killOnExit = () => signalGroup(child, "SIGKILL");
  // Last resort if this process dies without calling stop() (uncaught error, process.exit).
  process.once("exit", killOnExit);
  child.once("exit", () => process.removeListener("exit", killOnExit));
  let failure: Error | undefined;
  child.once("error", (err) => (failure = err));

  const deadline = performance.now() + spec.timeoutMs;
  while (performance.now() < deadline) {
    if (await answers(spec)) return { timing: { name: spec.name, reused: false, ms: elapsed() }, child };
    if (failure || child.exitCode !== null || child.signalCode !== null) {
      // Lost a race with another starter: its emulator holds the port, so use that one.
      if (await answers(spec)) return { timing: { name: spec.name, reused: true, ms: elapsed() } };
      throw new Error(
        `${spec.name} emulator exited (${failure?.message ?? `code ${child.exitCode ?? child.signalCode}`}); ` +
          `see ${logFile}:\n${logTail(logFile)}`,
      );
    }
    await sleep(100);
  }
  await stopChild(child);
  throw new Error(
    `${spec.name} emulator did not answer ${spec.url} within ${spec.timeoutMs / 1000} s; see ${logFile}:\n${logTail(logFile)}`,
  );
}

/** Starts Firestore and Auth emulators in parallel, reusing any that already run. */
export async function startEmulators(): Promise<RunningEmulators> {
  return startSpecs(SPECS);
}

/**
 * Starts a Firestore emulator apart from the shared one (e.g. the rules suite's, which
 * wipes its data between tests), reusing one that already answers on that port.
 */
export async function startFirestoreEmulator(options: FirestoreEmulatorOptions): Promise<RunningEmulators> {
  return startSpecs([firestoreSpec({ logName: `firestore-${options.port}`, ...options })]);
}

async function startSpecs(specs: EmulatorSpec[]): Promise<RunningEmulators> {
  const results = await Promise.allSettled(specs.map(startOne));
  const children = results.flatMap((r) => (r.status === "fulfilled" && r.value.child ? [r.value.child] : []));
  let stopping: Promise<void> | undefined;
  const stop = () => (stopping ??= Promise.all(children.map((c) => stopChild(c))).then(() => undefined));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
  if (failed) {
    await stop();
    throw failed.reason;
  }
  const timings = results.map((r) => (r as PromiseFulfilledResult<{ timing: EmulatorTiming }>).value.timing);
  return { timings, stop };
}

/** Deletes every Firestore document and every Auth account in the demo project. */
export async function resetEmulators(): Promise<void> {
  const urls = [
    `http://${FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
    `http://${AUTH_EMULATOR_HOST}/emulator/v1/projects/${PROJECT_ID}/accounts`,
  ];
  await Promise.all(
    urls.map(async (url) => {
      let res: Response;
      try {
        res = await fetch(url, { method: "DELETE" });
      } catch (err) {
        throw new Error(
          `cannot reach ${url} (are the emulators running? \`node scripts/emulators.ts\`): ${String((err as Error).cause ?? err)}`,
          {
            cause: err,
          },
        );
      }
      if (!res.ok) throw new Error(`DELETE ${url} failed: ${res.status} ${await res.text()}`);
    }),
  );
}

export function describeTimings(timings: EmulatorTiming[]): string {
  return timings.map((t) => `${t.name} ${t.reused ? "reused" : "started"} in ${(t.ms / 1000).toFixed(1)} s`).join(", ");
}

const USAGE = "usage: node scripts/emulators.ts [start|reset|env]";

async function main(): Promise<void> {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  const [command = "start", ...extra] = positionals;
  if (!["start", "reset", "env"].includes(command) || extra.length > 0) throw new Error(USAGE);
  if (command === "env") {
    // For shells: `eval "$(node scripts/emulators.ts env)"` points server code (the functions) at the emulators.
    const env: NodeJS.ProcessEnv = {};
    useEmulatorEnv(env);
    for (const [name, value] of Object.entries(env)) console.log(`export ${name}=${JSON.stringify(value)}`);
    return;
  }
  if (command === "reset") {
    await resetEmulators();
    console.log("Emulators reset (Firestore documents and Auth accounts deleted)");
    return;
  }
  let running: RunningEmulators | undefined;
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    // Still starting: process.exit runs the "exit" hooks, which kill whatever was spawned.
    if (!running) process.exit(130);
    console.log("Stopping emulators...");
    await running.stop();
    process.exit(0);
  };
  // Installed before starting, and `on` rather than `once`: no Ctrl-C may kill us while
  // emulators we spawned are still up (they run in their own process groups).
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => void shutdown());

  const t0 = performance.now();
  running = await startEmulators();
  console.log(
    `Emulators ready in ${((performance.now() - t0) / 1000).toFixed(1)} s (${describeTimings(running.timings)}); ` +
      `Firestore ${FIRESTORE_EMULATOR_HOST}, Auth ${AUTH_EMULATOR_HOST}, logs in .emulators/`,
  );
  // Keeps the event loop alive until a signal arrives.
  setInterval(() => {}, 1 << 30);
}

if (import.meta.main) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
