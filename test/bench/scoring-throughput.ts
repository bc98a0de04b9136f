/**
 * Scoring throughput, before and after, in one run on one core: products scored and explained per
 * CPU-second over every product the scoring tests know (test/unit/scoring/corpus/products.ts), by
 * the engine as at BASELINE_COMMIT (extracted with `git archive` into test/bench/tmp/ and imported
 * from there) and by the working tree's engine. Each measurement is its own single-threaded
 * process (neither engine runs on a heap or JIT feedback the other left behind), and processes
 * alternate between the two engines so that a busy machine slows both alike. The best round of
 * each engine is reported (other load only ever slows a round down) and the ratio after / before, with
 * the ratio of the medians of the processes' best rounds beside it.
 *   npx tsx test/bench/scoring-throughput.ts   (also part of `make bench`; BENCH_ONLY=scoring runs it alone)
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { scoreAndExplain, summarize } from '../../src/scoring/index.js';
import type { ProductData } from '../../src/scoring/types.js';
import { allCorpusProducts } from '../unit/scoring/corpus/products.js';
import { ROOT } from './processes.js';

/**
 * main just before the engine's restructure (issue 21) was merged, with the same behaviour (the golden
 * records of both are byte-identical): the "before" of the ratio. f62c280 is main before the
 * restructure began (an older climate method, less work per product).
 */
export const BASELINE_COMMIT = process.env.BENCH_SCORING_BASELINE ?? '630f829';
/** Processes per engine, and timed rounds per process (each round passes over the corpus PASSES times). */
const PROCESSES = Number(process.env.BENCH_SCORING_PROCESSES ?? 5);
const ROUNDS = Number(process.env.BENCH_SCORING_ROUNDS ?? 8);
const PASSES = Number(process.env.BENCH_SCORING_PASSES ?? 3);

interface Engine {
  scoreAndExplain: typeof scoreAndExplain;
  summarize: typeof summarize;
}

/** Scores and explains every product PASSES times (summary in one language, as a record read does); products per CPU-second. */
function round(engine: Engine, products: readonly ProductData[]): number {
  let sink = 0;
  const cpu0 = process.cpuUsage();
  for (let pass = 0; pass < PASSES; pass++) {
    for (const product of products) {
      const { scores, explanation } = engine.scoreAndExplain(product);
      sink += engine.summarize(scores, explanation, 'en').length + explanation.climate.contributions.length;
    }
  }
  const cpu = process.cpuUsage(cpu0);
  if (sink === 0) throw new Error('nothing scored');
  return (products.length * PASSES) / ((cpu.user + cpu.system) / 1e6);
}

/** In a child process: the best of ROUNDS rounds of the engine at `entry`, after one warm-up round. */
async function measureIn(entry: string): Promise<number> {
  const engine = (await import(pathToFileURL(entry).href)) as Engine;
  const products = allCorpusProducts();
  round(engine, products);
  let best = 0;
  for (let r = 0; r < ROUNDS; r++) best = Math.max(best, round(engine, products));
  return best;
}

/** The middle value: with the best, the second figure reported, less swayed by one lucky process. */
const median = (xs: readonly number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;

function child(entry: string): number {
  const out = execFileSync(process.execPath, ['--import', 'tsx', import.meta.filename, '--measure', entry], { cwd: ROOT, encoding: 'utf8' });
  return Number(out.trim());
}

export function benchScoringThroughput() {
  // Inside the repository, so tsx compiles both engines with the same tsconfig.
  mkdirSync(path.join(ROOT, 'test/bench/tmp'), { recursive: true });
  const folder = mkdtempSync(path.join(ROOT, 'test/bench/tmp', 'scoring-baseline-'));
  try {
    // The baseline engine's own files: src/scoring, and the cache helper once it imports it (lru-cache resolves
    // from this repository's node_modules).
    const paths = execFileSync('git', ['-C', ROOT, 'ls-tree', '--name-only', BASELINE_COMMIT, 'src/scoring', 'src/shared/lru.ts'], { encoding: 'utf8' });
    execFileSync('sh', ['-c', `git -C "${ROOT}" archive ${BASELINE_COMMIT} ${paths.split('\n').filter(Boolean).join(' ')} | tar -x -C "${folder}"`]);
    const engines = { before: path.join(folder, 'src/scoring/index.ts'), after: path.join(ROOT, 'src/scoring/index.ts') };
    const rates = { before: [] as number[], after: [] as number[] };
    for (let p = 0; p < PROCESSES; p++) {
      const order = p % 2 === 0 ? (['before', 'after'] as const) : (['after', 'before'] as const);
      for (const which of order) rates[which].push(child(engines[which]));
    }
    const before = Math.max(...rates.before);
    const after = Math.max(...rates.after);
    const medianRatio = median(rates.after) / median(rates.before);
    return { products: allCorpusProducts().length, baselineCommit: BASELINE_COMMIT, beforePerCpuSecond: before, afterPerCpuSecond: after, ratio: after / before, medianRatio, rounds: rates };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--measure') {
  console.log(await measureIn(process.argv[3]!));
} else if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const r = benchScoringThroughput();
  console.log(JSON.stringify(r));
  console.log(`scored and explained ${r.products} corpus products on one core: before ${r.beforePerCpuSecond.toFixed(0)}/s, after ${r.afterPerCpuSecond.toFixed(0)}/s; after/before ${r.ratio.toFixed(3)} (best rounds), ${r.medianRatio.toFixed(3)} (medians); goal ≥ 1`);
}
