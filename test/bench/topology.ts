// `BENCH_ONLY=topology make bench`: the scale-out topology (test/support/topology.ts: Debian's PostgreSQL,
// PgBouncer, two API processes behind HAProxy, two workers) at full size: TOPOLOGY_PARTNERS (10) ×
// 10,000 subscribed products changed by one catalogue import, one API process and one worker killed
// (SIGKILL) when a quarter of the burst has been delivered. The CI-sized run is test/integration/runtime/topology.test.ts.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runTopologyScenario } from '../support/topology-scenario.js';
import { startTopology } from '../support/topology.js';
import { ROOT } from './processes.js';

const PARTNERS = Number(process.env.TOPOLOGY_PARTNERS ?? 10);
const PER_PARTNER = Number(process.env.TOPOLOGY_PER_PARTNER ?? 10_000);
const CAP = 10;

export async function benchTopology() {
  const topology = await startTopology({ env: { WEBHOOK_MAX_IN_FLIGHT_PER_CLIENT: String(CAP), WEBHOOK_TIMEOUT_MS: '2000', RATE_LIMIT_PER_MINUTE: '10000000' } });
  try {
    const result = await runTopologyScenario(topology, { partners: PARTNERS, productsPerPartner: PER_PARTNER, cap: CAP, killAt: 0.25, settleMs: 300_000 });
    const { writes, ...rest } = result;
    const report = { date: new Date().toISOString(), ...rest, writes: { acknowledged: writes.acknowledged, failed: writes.failed, failures: writes.failures, acknowledgedMissing: writes.acknowledgedMissing.length } };
    mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
    writeFileSync(path.join(ROOT, 'bench-results', 'topology.json'), JSON.stringify(report, null, 2));
    return report;
  } finally {
    await topology.stop();
  }
}
