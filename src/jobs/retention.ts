const DAY_MS = 86_400_000;
/** Rows deleted per statement: short transactions, whatever the backlog. */
const BATCH = 5_000;

/**
 * Deletes what is older than `retentionDays`, `BATCH` rows per statement until a statement deletes
 * fewer; `prune(before, limit)` deletes and counts one batch. Returns the total and the cut-off.
 */
export async function pruneOlderThan(retentionDays: number, prune: (before: Date, limit: number) => Promise<number>): Promise<{ deleted: number; before: Date }> {
  const before = new Date(Date.now() - retentionDays * DAY_MS);
  let deleted = 0;
  for (;;) {
    const count = await prune(before, BATCH);
    deleted += count;
    if (count < BATCH) return { deleted, before };
  }
}
