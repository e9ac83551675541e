/**
 * Stopping the child processes the local stack starts (emulators, astro dev, the
 * functions server). Each runs in a process group of its own (spawn with detached: true),
 * so stopping it also stops whatever it started.
 */
import type { ChildProcess } from "node:child_process";

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

export function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    // Negative pid = the whole process group, so helpers the emulator spawned die with it.
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // ESRCH: the group is already gone.
  }
}

export async function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  const exited =
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((resolve) => child.once("exit", () => resolve()));
  signalGroup(child, "SIGTERM");
  await Promise.race([exited, wait(graceMs)]);
  // Also reaps anything left in the group after a clean exit of the leader.
  signalGroup(child, "SIGKILL");
  await Promise.race([exited, wait(2_000)]);
}
