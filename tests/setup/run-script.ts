import { spawn } from "node:child_process";

/** How long a test that starts a TypeScript entry point may take: a cold start on a busy 2-core machine. */
export const SCRIPT_TIMEOUT = 120_000;

/**
 * Runs a TypeScript entry point of the project in a child Node process (tsx as a loader, without npx's
 * own start-up) and resolves with its exit code and everything it printed.
 */
export function runScript(script: string, env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", script], {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => resolve({ code, output }));
  });
}
