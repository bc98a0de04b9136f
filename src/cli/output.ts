import { AppError } from '../shared/app-error.js';
import { ConfigError } from '../config.js';
import { isConnectionRefusedByDatabase, isDatabaseUnavailable } from '../db/unavailable.js';
import { StartError } from '../shared/start-error.js';

/** Exit codes scripts can rely on (documented in docs/operator-guide.md, "Operator CLI"). */
export const EXIT = {
  ok: 0,
  /** The operation was refused: unknown client, conflict, invalid value, invalid file. */
  refused: 1,
  /** Wrong command line: unknown command or option, missing argument. */
  usage: 2,
  /** The database could not be reached or started, or the server could not start. */
  unavailable: 3,
  /** Bad configuration in the environment. */
  config: 4,
  /** A fault in pss itself. */
  internal: 70,
} as const;

export interface Output {
  json: boolean;
  /** Prints `data` as JSON with --json, else the human text. */
  result(data: unknown, human: string): void;
}

export function createOutput(json: boolean): Output {
  return {
    json,
    result(data, human) {
      process.stdout.write(json ? JSON.stringify(data) + '\n' : human + '\n');
    },
  };
}

/** Reports a failure on stderr (as JSON with --json) and returns the exit code. */
export function reportFailure(error: unknown, json: boolean): number {
  let code: number = EXIT.internal;
  let message = 'pss failed unexpectedly; run again with LOG_LEVEL=debug for details.';
  let type = 'internal-error';
  if (error instanceof AppError) {
    code = EXIT.refused;
    message = error.detail;
    type = error.type;
  } else if (error instanceof ConfigError) {
    code = EXIT.config;
    message = `Configuration error: ${error.message}`;
    type = 'config-error';
  } else if (error instanceof StartError) {
    code = EXIT.unavailable;
    message = error.message;
    type = 'start-failed';
  } else if (isConnectionRefusedByDatabase(error)) {
    code = EXIT.unavailable;
    message = `The database refused the connection: ${(error as Error).message.replace(/\.$/, '')}. Check the user, password and database name in DATABASE_URL.`;
    type = 'database-refused';
  } else if (isDatabaseUnavailable(error)) {
    code = EXIT.unavailable;
    message = `The database is not reachable: ${(error as Error).message}. Check DATABASE_URL, or DATA_DIR for the embedded database.`;
    type = 'database-unavailable';
  } else if (process.env.LOG_LEVEL === 'debug') {
    message = error instanceof Error ? error.stack ?? error.message : String(error);
  }
  process.stderr.write(json ? JSON.stringify({ error: { type, message } }) + '\n' : `error: ${message}\n`);
  return code;
}
