import type { Task } from 'graphile-worker';
import type { RecordRefresher, RefreshSelection } from '../record-refresher.js';

export const REFRESH_RECORDS_TASK = 'refresh-records';

function assertSelection(payload: unknown): asserts payload is RefreshSelection {
  const value = payload as { gtins?: unknown; staleMethod?: unknown } | null;
  const valid = value !== null && typeof value === 'object'
    && ((Array.isArray(value.gtins) && value.gtins.every((gtin) => typeof gtin === 'string' && /^\d{14}$/.test(gtin))) || value.staleMethod === true);
  if (!valid) throw new Error(`${REFRESH_RECORDS_TASK}: payload must be {gtins: string[14][]} or {staleMethod: true}`);
}

/**
 * Recomputes records after a new scoring method (queued at start); a `gtins` job is one queued by a
 * version that refreshed after a catalogue import in the worker. Safe to run twice.
 */
export function createRefreshRecordsTask(refresher: RecordRefresher): Task {
  return async (payload, helpers) => {
    assertSelection(payload);
    const totals = await refresher.refresh(payload);
    helpers.logger.info(`refreshed records: ${totals.examined} examined, ${totals.rewritten} rewritten, ${totals.delivered} deliveries queued`);
  };
}
