import { ConfigError, type Config } from '../config.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { AppError } from '../shared/app-error.js';
import type { Logger } from '../shared/logger.js';
import { StartError } from '../shared/start-error.js';
import { EXIT } from './output.js';

/**
 * What a long-running command has started, to stop in reverse order: on shutdown, and when a later
 * step of the start fails (a failed start must not leave the database or the worker running).
 */
export function createStopStack() {
  const stops: (() => Promise<void>)[] = [];
  return {
    push(stop: () => Promise<void>): void {
      stops.push(stop);
    },
    /** Runs every stop, latest first; one failing does not keep the others from running. */
    async unwind(): Promise<void> {
      const failures: unknown[] = [];
      for (let stop = stops.pop(); stop; stop = stops.pop()) await stop().catch((error: unknown) => failures.push(error));
      if (failures.length > 0) throw failures[0];
    },
  };
}

export type StopStack = ReturnType<typeof createStopStack>;

/**
 * Starts a long-running command (`serve`, `worker`): each step pushes how to undo it; if a step
 * fails, what was started is stopped, latest first, and the cause is thrown as one sentence. From
 * the first step on, SIGTERM/SIGINT stop everything started, after in-flight work.
 */
export async function startLongRunning(command: string, config: Config, logger: Logger, start: (started: StopStack) => Promise<void>): Promise<void> {
  warnOfDevelopmentDefaults(config, logger);
  process.on('uncaughtException', uncaughtFault(logger, (code) => process.exit(code)));
  const started = createStopStack();
  onShutdownSignal(logger, () => started.unwind());
  try {
    await start(started);
  } catch (error) {
    await started.unwind().catch((cleanup: unknown) => logger.error({ err: cleanup }, 'stopping after a failed start failed'));
    throw startFailure(command, error, config);
  }
}

/**
 * A part that gave up for good (the webhook worker, once starting it again keeps failing while the
 * database answers): everything started is stopped and the process exits non-zero, so that its
 * supervisor starts it again rather than leaving it running without working.
 */
export function exitWhenGivenUp(gaveUp: Promise<Error>, started: StopStack, logger: Logger): void {
  void gaveUp.then(async (error) => {
    logger.fatal({ err: error }, 'a background part gave up; stopping and exiting non-zero');
    await started.unwind().catch((cleanup: unknown) => logger.error({ err: cleanup }, 'stopping after the worker gave up failed'));
    process.exit(EXIT.internal);
  });
}

/**
 * A fault nothing caught (an unhandled 'error' event, a rejected promise nobody awaits): the process is in an unknown
 * state, so it exits non-zero for its supervisor, after saying why in one log line. Node's own report would print the
 * error's every property to standard error, a pg client with its connection settings among them (ADR 0246).
 */
export function uncaughtFault(logger: Logger, exit: (code: number) => void): (error: Error) => void {
  return (error) => {
    const code = (error as NodeJS.ErrnoException).code;
    const stack = error.stack?.split('\n').slice(1, 6).map((line) => line.trim());
    logger.fatal({ error: error.message.split('\n')[0], code, stack }, 'uncaught fault; exiting non-zero for the supervisor to start the process again');
    exit(EXIT.internal);
  };
}

/** The cause of a failed start as one sentence the operator can act on. */
export function startFailure(command: string, error: unknown, config: Config): unknown {
  if (error instanceof StartError || error instanceof ConfigError || error instanceof AppError || isDatabaseUnavailable(error)) return error;
  const code = (error as NodeJS.ErrnoException).code;
  const where = `${config.host}:${config.port}`;
  if (code === 'EADDRINUSE') return new StartError(`pss ${command} could not start: ${where} is already in use; stop the program using it or set PORT to a free port.`);
  if (code === 'EACCES') return new StartError(`pss ${command} could not start: listening on ${where} is not permitted; set PORT to a port above 1023.`);
  if (code === 'EADDRNOTAVAIL') return new StartError(`pss ${command} could not start: ${config.host} is not an address of this machine; set HOST to one that is.`);
  const cause = error instanceof Error ? error.message : String(error);
  return new StartError(`pss ${command} could not start: ${cause.replace(/\.$/, '')}.`);
}

/** Started without NODE_ENV, the server is in development mode by default: say so once, loudly. */
function warnOfDevelopmentDefaults(config: Config, logger: Logger): void {
  if (!config.nodeEnvUnset) return;
  logger.warn(
    'NODE_ENV is not set, so development defaults are active: private and http webhook addresses are allowed, the embedded database may be used and an empty database gets a demo client; set NODE_ENV=production for a production server',
  );
}

/** Stops on SIGTERM/SIGINT after in-flight work finishes; a second signal stops at once. */
function onShutdownSignal(logger: Logger, shutdown: () => Promise<void>): void {
  let stopping = false;
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(130);
    }
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight work');
    shutdown().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', handle);
  process.on('SIGINT', handle);
}
