import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const PSS = path.join(ROOT, 'bin', 'pss.js');

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the built `pss` (make test builds first) as an operator would, with the given environment (and `stdin`, when given). */
export function runPss(args: string[], env: Record<string, string>, timeoutMs = 60_000, stdin?: string): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [PSS, ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', LOG_LEVEL: 'warn', ...env },
      stdio: [stdin === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    });
    if (stdin !== undefined) child.stdin!.end(stdin);
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`pss ${args.join(' ')} timed out\n${stdout}\n${stderr}`));
    }, timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/**
 * Starts a long-running `pss --json ARGS` (serve, worker) in its own process group; resolves with
 * the child and its first JSON line that has `key`. Stop it with `stopPss`.
 */
export function startPss(args: string[], env: Record<string, string>, key: 'baseUrl' | 'worker'): Promise<{ child: ChildProcess; line: Record<string, unknown> }> {
  const child = spawn(process.execPath, [PSS, '--json', ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  return new Promise((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => {
      void stopPss(child);
      reject(new Error(`pss ${args.join(' ')} did not start within 30 s\n${stdout}\n${stderr}`));
    }, 30_000);
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const line = stdout.split('\n').find((candidate) => candidate.startsWith(`{"${key}"`));
      if (line) {
        clearTimeout(timer);
        resolve({ child, line: JSON.parse(line) as Record<string, unknown> });
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`pss ${args.join(' ')} exited (${code ?? signal}) before starting\n${stdout}\n${stderr}`));
    });
  });
}

/** Stops a process group started by `startPss`: SIGTERM, then SIGKILL if it has not exited within 5 s. */
export async function stopPss(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}
