import { spawn, type ChildProcess } from 'node:child_process';
import { PSS, ROOT } from './cli.js';

export interface PssProcess {
  child: ChildProcess;
  /** Resolves with the first `--json` line that has `readyKey`; rejects if the process exits first. */
  ready: Promise<Record<string, unknown>>;
  /** Resolves with the exit code (null when ended by a signal). */
  exited: Promise<number | null>;
  stdout(): string;
  stderr(): string;
  /** SIGTERM, and the exit code once it has exited. */
  stop(): Promise<number | null>;
}

/**
 * Starts a long-running `pss --json ARGS` (serve, worker) as an operator would: the built binary,
 * only PATH and HOME from this process's environment (no NODE_ENV unless `env` sets it).
 */
export function startPssProcess(args: string[], env: Record<string, string>, readyKey: 'baseUrl' | 'worker', startTimeoutMs = 60_000): PssProcess {
  const child = spawn(process.execPath, [PSS, '--json', ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = new Promise<Record<string, unknown>>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`pss ${args.join(' ')} did not start within ${startTimeoutMs} ms\n${stdout}\n${stderr}`)), startTimeoutMs);
    const look = () => {
      const line = stdout.split('\n').find((candidate) => candidate.startsWith(`{"${readyKey}"`));
      if (line) {
        clearTimeout(timer);
        resolve(JSON.parse(line) as Record<string, unknown>);
      }
    };
    child.stdout!.on('data', look);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`pss ${args.join(' ')} exited (${code}) before starting\n${stdout}\n${stderr}`));
    });
  });
  ready.catch(() => {}); // a test that expects a failed start awaits `exited` instead
  return {
    child,
    ready,
    exited,
    stdout: () => stdout,
    stderr: () => stderr,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
