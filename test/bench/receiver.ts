// The webhook receiver for `make bench`, in a process of its own so that it does not take CPU from
// the worker being measured. The parent sends {expect: n}; the receiver answers {reached: n} as soon
// as it has answered n deliveries in all.
import http from 'node:http';
import os from 'node:os';

// BENCH_RECEIVER_NICENESS lowers the receiver's CPU priority: it stands for the partners' servers,
// which in production are not on the host the API shares (a diagnostic of the scale run).
if (process.env.BENCH_RECEIVER_NICENESS) os.setPriority(Number(process.env.BENCH_RECEIVER_NICENESS));

let received = 0;
let expected = Number.POSITIVE_INFINITY;
let firstAt = 0;
let lastAt = 0;

function check() {
  if (received >= expected) {
    process.send?.({ reached: received, firstAt, lastAt });
    expected = Number.POSITIVE_INFINITY;
  }
}

const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    received += 1;
    lastAt = performance.timeOrigin + performance.now();
    if (received === 1) firstAt = lastAt;
    res.writeHead(200).end();
    check();
  });
});
process.on('message', (message: { expect?: number }) => {
  if (typeof message.expect === 'number') {
    expected = message.expect;
    check();
  }
});
server.listen(0, '127.0.0.1', () => {
  process.send?.({ port: (server.address() as { port: number }).port });
});
