import { loadConfig, type Config } from '../config.js';
import type { Services } from '../runtime.js';
import { runInBackground } from '../shared/background-priority.js';
import type { Logger } from '../shared/logger.js';

/**
 * Runs one operator command against the database the server uses (embedded or DATABASE_URL),
 * whether or not the server is running, and closes everything afterwards.
 */
export async function withServices<T>(work: (services: Services, config: Config, logger: Logger) => Promise<T>, options: { background?: boolean } = {}): Promise<T> {
  // Loaded on use: `pss --help` should not pay for the whole server's imports.
  const [{ createServices, openMigratedDatabase }, { createLogger }] = await Promise.all([import('../runtime.js'), import('../shared/logger.js')]);
  const config = loadConfig();
  const logger = createLogger(process.env.LOG_LEVEL ?? 'warn');
  // Bulk work (a catalogue import) runs below the API's priority on a shared host.
  if (options.background) runInBackground(config.workerNiceness, logger);
  const db = await openMigratedDatabase(config, logger);
  try {
    return await work(createServices(config, db, logger), config, logger);
  } finally {
    await db.close();
  }
}
