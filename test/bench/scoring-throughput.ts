/**
 * Scoring throughput, before and after, in one run on one core: products scored and explained per
 * CPU-second, products scored (the scores alone; goal ≥ 50,000 per core, issue 22), and products explained and
 * serialised as the explanation operation sends them, over every
 * product the scoring tests know (test/unit/scoring/corpus/products.ts), by the engine as at BASELINE_COMMIT
 * (extracted with `git archive` into test/bench/tmp/ and imported from there) and by the working tree's engine.
 * Each measurement is its own single-threaded process (neither engine runs on a heap or JIT feedback the
 * other left behind), and processes
 * alternate between the two engines so that a busy machine slows both alike. The best round of
 * each engine is reported (other load only ever slows a round down) and the ratio after / before, with
 * the ratio of the medians of the processes' best rounds beside it.
 *   npx tsx test/bench/scoring-throughput.ts   (also part of `make bench`; BENCH_ONLY=scoring runs it alone)
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { scoreAndExplain, scoreProduct, summarize } from '../../src/scoring/index.js';
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
  scoreProduct: typeof scoreProduct;
  scoreAndExplain: typeof scoreAndExplain;
  summarize: typeof summarize;
}

/** Issue 22: scoring (the scores alone, as a catalogue re-score computes them) stays at or above this per core. */
export const SCORES_PER_CPU_SECOND_GOAL = 50_000;

/** What one process measures: the best round of scoring and explaining, of scoring alone, and of explaining as served. */
interface Measurement {
  explained: number;
  scored: number;
  served: number;
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

/**
 * Scores and explains every product PASSES times and serialises the explanation with its summary as the
 * explanation operation sends it (src/subscriptions/explanation-body.ts: the sources list, the same text for every
 * product citing the same sources, is serialised once per set): what a partner gets, every part of it written out
 * (both languages of the environmental texts included); products per CPU-second.
 */
function servedRound(engine: Engine, products: readonly ProductData[]): number {
  let sink = 0;
  const sourcesTexts = new Map<string, string>();
  const cpu0 = process.cpuUsage();
  for (let pass = 0; pass < PASSES; pass++) {
    for (const product of products) {
      const { scores, explanation } = engine.scoreAndExplain(product);
      const { sources, ...explained } = explanation;
      const key = sources.map((s) => s.id).join(' ');
      let sourcesText = sourcesTexts.get(key);
      if (sourcesText === undefined) sourcesTexts.set(key, (sourcesText = JSON.stringify(sources)));
      sink += JSON.stringify({ ...explained, summary: engine.summarize(scores, explanation, 'en') }).length + sourcesText.length;
    }
  }
  const cpu = process.cpuUsage(cpu0);
  if (sink === 0) throw new Error('nothing served');
  return (products.length * PASSES) / ((cpu.user + cpu.system) / 1e6);
}

/** Scores every product PASSES times, without the explanation; products per CPU-second. */
function scoringRound(engine: Engine, products: readonly ProductData[]): number {
  let sink = 0;
  const cpu0 = process.cpuUsage();
  for (let pass = 0; pass < PASSES; pass++) {
    for (const product of products) sink += engine.scoreProduct(product).allergenList.length + 1;
  }
  const cpu = process.cpuUsage(cpu0);
  if (sink === 0) throw new Error('nothing scored');
  return (products.length * PASSES) / ((cpu.user + cpu.system) / 1e6);
}

/** In a child process: the best of ROUNDS rounds of each kind by the engine at `entry`, after one warm-up round each. */
async function measureIn(entry: string): Promise<Measurement> {
  const engine = (await import(pathToFileURL(entry).href)) as Engine;
  const products = allCorpusProducts();
  round(engine, products);
  scoringRound(engine, products);
  servedRound(engine, products);
  let explained = 0;
  let scored = 0;
  let served = 0;
  for (let r = 0; r < ROUNDS; r++) {
    explained = Math.max(explained, round(engine, products));
    scored = Math.max(scored, scoringRound(engine, products));
    served = Math.max(served, servedRound(engine, products));
  }
  return { explained, scored, served };
}

/** The middle value: with the best, the second figure reported, less swayed by one lucky process. */
const median = (xs: readonly number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;

function child(entry: string): Measurement {
  const out = execFileSync(process.execPath, ['--import', 'tsx', import.meta.filename, '--measure', entry], { cwd: ROOT, encoding: 'utf8' });
  return JSON.parse(out.trim()) as Measurement;
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
    const scoring = { before: [] as number[], after: [] as number[] };
    const served = { before: [] as number[], after: [] as number[] };
    for (let p = 0; p < PROCESSES; p++) {
      const order = p % 2 === 0 ? (['before', 'after'] as const) : (['after', 'before'] as const);
      for (const which of order) {
        const m = child(engines[which]);
        rates[which].push(m.explained);
        scoring[which].push(m.scored);
        served[which].push(m.served);
      }
    }
    const before = Math.max(...rates.before);
    const after = Math.max(...rates.after);
    const medianRatio = median(rates.after) / median(rates.before);
    const scoresBefore = Math.max(...scoring.before);
    const scoresAfter = Math.max(...scoring.after);
    return {
      products: allCorpusProducts().length,
      baselineCommit: BASELINE_COMMIT,
      beforePerCpuSecond: before,
      afterPerCpuSecond: after,
      ratio: after / before,
      medianRatio,
      rounds: rates,
      // The scores alone (no explanation, no summary): issue 22's products scored per second per core.
      scoresBeforePerCpuSecond: scoresBefore,
      scoresAfterPerCpuSecond: scoresAfter,
      scoresRatio: scoresAfter / scoresBefore,
      scoresMedianRatio: median(scoring.after) / median(scoring.before),
      scoresGoal: SCORES_PER_CPU_SECOND_GOAL,
      scoringRounds: scoring,
      // Scored, explained and serialised with its summary, as the explanation operation sends it.
      servedBeforePerCpuSecond: Math.max(...served.before),
      servedAfterPerCpuSecond: Math.max(...served.after),
      servedRatio: Math.max(...served.after) / Math.max(...served.before),
      servedMedianRatio: median(served.after) / median(served.before),
      servedRounds: served,
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--measure') {
  console.log(JSON.stringify(await measureIn(process.argv[3]!)));
} else if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const r = benchScoringThroughput();
  console.log(JSON.stringify(r));
  console.log(`scored and explained ${r.products} corpus products on one core: before ${r.beforePerCpuSecond.toFixed(0)}/s, after ${r.afterPerCpuSecond.toFixed(0)}/s; after/before ${r.ratio.toFixed(3)} (best rounds), ${r.medianRatio.toFixed(3)} (medians); goal ≥ 1`);
  console.log(
    `scored (scores only) on one core: before ${r.scoresBeforePerCpuSecond.toFixed(0)}/s, after ${r.scoresAfterPerCpuSecond.toFixed(0)}/s; ` +
      `after/before ${r.scoresRatio.toFixed(3)} (best rounds), ${r.scoresMedianRatio.toFixed(3)} (medians); goal ≥ ${SCORES_PER_CPU_SECOND_GOAL}/s`,
  );
  console.log(
    `explained and serialised as served on one core: before ${r.servedBeforePerCpuSecond.toFixed(0)}/s, after ${r.servedAfterPerCpuSecond.toFixed(0)}/s; ` +
      `after/before ${r.servedRatio.toFixed(3)} (best rounds), ${r.servedMedianRatio.toFixed(3)} (medians)`,
  );
}
