// One POST /products/batch of 1,000 GTINs against 1,000 GET /product/{gtin} of the same GTINs, over
// kept-alive connections to the same service in the same run (issue: batch read, goal ≥ 20×).
import http from 'node:http';

interface Answer {
  status: number;
  body: string;
}

function send(agent: http.Agent, port: number, apiKey: string, method: string, path: string, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = { 'X-API-KEY': apiKey };
    if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      headers['Content-Length'] = Buffer.byteLength(body);
    }
    const req = http.request({ host: '127.0.0.1', port, method, path, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The 1,000 single reads, `connections` at a time, each connection kept alive; the records in order. */
async function singleReads(agent: http.Agent, port: number, apiKey: string, gtins: string[], connections: number): Promise<string[]> {
  const records: string[] = new Array<string>(gtins.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < gtins.length) {
        const index = next++;
        const answer = await send(agent, port, apiKey, 'GET', `/v2/product/${gtins[index]}`);
        if (answer.status !== 200) throw new Error(`single read ${gtins[index]}: ${answer.status} ${answer.body}`);
        records[index] = answer.body;
      }
    }),
  );
  return records;
}

async function batchRead(agent: http.Agent, port: number, apiKey: string, gtins: string[]): Promise<string[]> {
  const answer = await send(agent, port, apiKey, 'POST', '/v2/products/batch', JSON.stringify({ gtins }));
  if (answer.status !== 200) throw new Error(`batch read: ${answer.status} ${answer.body.slice(0, 500)}`);
  const parsed = JSON.parse(answer.body) as { products: { status: string; record: unknown }[] };
  return parsed.products.map((entry) => {
    if (entry.status !== 'subscribed') throw new Error('batch read: a subscribed GTIN answered not_subscribed');
    return JSON.stringify(entry.record);
  });
}

const timed = async <T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> => {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
};

/**
 * `rounds` rounds, each: the 1,000 single reads one after another on one kept-alive connection (a
 * client's loop), the same with `parallelConnections` connections, then the batch on a kept-alive
 * connection. One warm-up round first; the round with the median ratio is the result. The batch's
 * records must be exactly the single reads' (same bytes once re-serialised).
 */
export async function benchBatchRead(port: number, apiKey: string, gtins: string[], rounds = 5, parallelConnections = 8) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: parallelConnections });
  try {
    const results: { sequentialMs: number; parallelMs: number; batchMs: number; ratio: number; parallelRatio: number }[] = [];
    for (let round = 0; round <= rounds; round++) {
      const sequential = await timed(() => singleReads(agent, port, apiKey, gtins, 1));
      const parallel = await timed(() => singleReads(agent, port, apiKey, gtins, parallelConnections));
      const batch = await timed(() => batchRead(agent, port, apiKey, gtins));
      const singles = sequential.value.map((text) => JSON.stringify(JSON.parse(text)));
      if (batch.value.some((record, index) => record !== singles[index])) throw new Error('batch read: a record differs from its single read');
      if (round === 0) continue; // warm-up
      results.push({ sequentialMs: sequential.ms, parallelMs: parallel.ms, batchMs: batch.ms, ratio: sequential.ms / batch.ms, parallelRatio: parallel.ms / batch.ms });
      console.error(`batch round ${round}: 1,000 single reads ${sequential.ms.toFixed(0)} ms (${parallelConnections} connections: ${parallel.ms.toFixed(0)} ms), one batch ${batch.ms.toFixed(1)} ms: ${results.at(-1)!.ratio.toFixed(1)}× (${results.at(-1)!.parallelRatio.toFixed(1)}×)`);
    }
    const median = [...results].sort((a, b) => a.ratio - b.ratio)[Math.floor((results.length - 1) / 2)]!;
    return { gtins: gtins.length, ...median, parallelConnections, rounds: results, target: { ratio: 20 } };
  } finally {
    agent.destroy();
  }
}
