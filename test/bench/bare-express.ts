// Baseline for the product read: a bare Express 5 app, production settings, sending the same JSON.
import express from 'express';

const body = process.env.BENCH_BODY ?? '{}';
const app = express();
app.set('etag', false);
app.disable('x-powered-by');
app.get('/v2/product/:gtin', (_req, res) => {
  res.type('application/json').send(body);
});
const server = app.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : 0}\n`);
});
// Exit normally on SIGTERM, so that `--cpu-prof` (BENCH_PROFILE_DIR) writes the profile.
process.on('SIGTERM', () => process.exit(0));
