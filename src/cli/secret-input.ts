import { readFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { problem } from '../shared/app-error.js';

export interface SecretOptions {
  secret?: string;
  secretFile?: string;
  secretStdin?: boolean;
}

/** The three ways to give a signing secret, on a `pss webhook` command that needs one. */
export function secretOptions(command: Command, what: string): Command {
  return command
    .option('--secret-file <path>', `read ${what} from a file (one line; a final newline is ignored)`)
    .option('--secret-stdin', `read ${what} from standard input (one line; a final newline is ignored)`)
    .option('--secret <secret>', `${what} on the command line: visible to every local user in /proc/*/cmdline and kept in shell history; prefer --secret-file or --secret-stdin`);
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const oneLine = (text: string) => text.replace(/\r?\n$/, '');

/**
 * The secret from whichever of --secret-file, --secret-stdin or --secret was given (exactly one).
 * --secret still works but warns on stderr: the command line of a process is readable by every
 * local user, and shells keep it in their history.
 */
export async function readSecret(options: SecretOptions, command: Command): Promise<string> {
  const given = [options.secret !== undefined, options.secretFile !== undefined, options.secretStdin === true].filter(Boolean).length;
  if (given !== 1) command.error('error: give the secret with exactly one of --secret-file PATH, --secret-stdin or --secret');
  if (options.secretFile !== undefined) {
    try {
      return oneLine(await readFile(options.secretFile, 'utf8'));
    } catch (error) {
      throw problem.secretFileUnreadable(options.secretFile, (error as { code?: string }).code ?? 'error');
    }
  }
  if (options.secretStdin) return oneLine(await readStdin());
  process.stderr.write('warning: --secret puts the secret on the command line, where every local user can read it (/proc/*/cmdline) and the shell keeps it in its history; use --secret-file PATH or --secret-stdin.\n');
  return options.secret as string;
}
