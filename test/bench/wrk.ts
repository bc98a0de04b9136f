import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpuSeconds } from './cpu.js';

export interface WrkResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  /** CPU of the server process per request over the measured run, in µs (when its pid is given). */
  serverCpuMicrosecondsPerRequest?: number;
  /** CPU of the database (every process of its cluster) per request over the measured run, in µs (when asked for). */
  databaseCpuMicrosecondsPerRequest?: number;
}

function toMs(value: string): number {
  const match = /^([\d.]+)(us|ms|s)$/.exec(value.trim());
  if (!match) return Number.NaN;
  const number = Number(match[1]);
  return match[2] === 'us' ? number / 1000 : match[2] === 's' ? number * 1000 : number;
}

export function parseWrk(output: string): WrkResult {
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? Number.NaN);
  const p50 = toMs(/\s50%\s+(\S+)/.exec(output)?.[1] ?? '');
  const p99 = toMs(/\s99%\s+(\S+)/.exec(output)?.[1] ?? '');
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0);
  const errors = (/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output) ?? []).slice(1).reduce((sum, n) => sum + Number(n), 0);
  return { requestsPerSecond: rps, p50Ms: p50, p99Ms: p99, non2xx, errors };
}

function run(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', () => resolve(out));
  });
}

/**
 * GET with a random subscribed GTIN and its client's key per request: GTINs are the bench's series
 * `2` + 4-digit client series + 8-digit index + GS1 check digit, computed in Lua.
 */
export function writeRandomProductScript(file: string, pathPrefix: string, keys: string[], perClient: number, pathSuffix = ''): void {
  writeFileSync(file, `
local keys = { ${keys.map((key) => `"${key}"`).join(', ')} }
local function check(body)
  local sum, weight = 0, 3
  for i = #body, 1, -1 do
    sum = sum + tonumber(body:sub(i, i)) * weight
    weight = 4 - weight
  end
  return (10 - sum % 10) % 10
end
math.randomseed(os.time())
request = function()
  local client = math.random(1, #keys)
  local index = math.random(0, ${perClient - 1})
  local body = string.format("2%04d%08d", client, index)
  local gtin = body .. check(body)
  return wrk.format("GET", "${pathPrefix}" .. gtin .. "${pathSuffix}", { ["X-API-KEY"] = keys[client] })
end
`);
}

/** A warm-up (3 s unless told, discarded), then the measured run: 1 thread, 50 connections. */
export async function measure(url: string, script: string, seconds: number, serverPid?: number, options: { warmUpSeconds?: number; databaseCpuSeconds?: () => number } = {}): Promise<WrkResult> {
  const warmUpSeconds = options.warmUpSeconds ?? 3;
  if (warmUpSeconds > 0) await run(['-t1', '-c50', `-d${warmUpSeconds}s`, '-s', script, url]);
  const cpuBefore = serverPid ? cpuSeconds(serverPid) : 0;
  const databaseCpuBefore = options.databaseCpuSeconds?.() ?? 0;
  const result = parseWrk(await run(['-t1', '-c50', `-d${seconds}s`, '--latency', '-s', script, url]));
  const requests = result.requestsPerSecond * seconds;
  if (serverPid) result.serverCpuMicrosecondsPerRequest = Math.round(((cpuSeconds(serverPid) - cpuBefore) / requests) * 1e6);
  if (options.databaseCpuSeconds) result.databaseCpuMicrosecondsPerRequest = Math.round(((options.databaseCpuSeconds() - databaseCpuBefore) / requests) * 1e6);
  return result;
}
