import { InvalidArgumentError, type Command } from 'commander';
import type { ClientMode } from '../../accounts/client-store.js';
import { withServices } from '../services.js';
import type { Output } from '../output.js';

const counted = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export const parseMode = (value: string): ClientMode => {
  if (value !== 'live' && value !== 'test') throw new InvalidArgumentError(`"${value}" is not a mode; use live or test.`);
  return value;
};

/**
 * `pss client key …`: more keys for a client without revoking the others, and test keys, which
 * open the client's sandbox (its own subscriptions, records, webhook, deliveries, change feed and
 * limits, apart from the live data).
 */
export function registerClientKeyCommands(client: Command, output: () => Output): void {
  const key = client.command('key').description("Issue, list and revoke a client's API keys, live or test (sandbox)");

  key
    .command('create')
    .description('Issue one more key (shown once; only its hash is stored). --mode test issues a pss_test_ key for the sandbox, created empty with the first one')
    .argument('<name>', 'client name')
    .option('--mode <mode>', 'live or test', parseMode, 'live')
    .action(async (name: string, options: { mode: ClientMode }) => {
      const created = await withServices((services) => services.clientService.createKey(name, options.mode));
      const sandbox = options.mode === 'test'
        ? `${created.sandboxCreated ? 'Its sandbox is created, empty' : 'It opens the existing sandbox'} (max ${created.client.maxLimit} subscriptions; its data is kept apart from the live data).\n`
        : '';
      output().result(
        { client: created.client.name, mode: options.mode, apiKey: created.apiKey, sandboxCreated: created.sandboxCreated, maxLimit: created.client.maxLimit },
        `Issued a ${options.mode} key for "${created.client.name}"; its other keys keep working.\n${sandbox}API key (shown only now, store it safely):\n${created.apiKey}`,
      );
    });

  key
    .command('list')
    .description("List a client's keys (their first characters only) and its sandbox")
    .argument('<name>', 'client name')
    .action(async (name: string) => {
      const found = await withServices((services) => services.clientService.keys(name));
      const keys = found.keys.map((k) => ({ prefix: k.prefix, mode: k.mode, createdAt: k.createdAt.toISOString(), revokedAt: k.revokedAt?.toISOString() ?? null }));
      const sandbox = found.sandbox ? { status: found.sandbox.status, currentCount: found.sandbox.currentCount, maxLimit: found.sandbox.maxLimit } : null;
      const lines = keys.map((k) => `${`${k.prefix}…`.padEnd(16)} ${k.mode.padEnd(5)} ${k.createdAt}  ${k.revokedAt ? `revoked ${k.revokedAt}` : 'valid'}`);
      output().result(
        { client: found.client.name, sandbox, keys },
        [
          `client:  ${found.client.name}`,
          `sandbox: ${sandbox ? `${sandbox.status}, ${sandbox.currentCount} of ${sandbox.maxLimit} subscriptions` : 'none (pss client key create NAME --mode test makes one)'}`,
          ...lines,
        ].join('\n'),
      );
    });

  key
    .command('revoke')
    .description('Revoke every key of one mode (running servers stop accepting them within seconds); the data stays')
    .argument('<name>', 'client name')
    .requiredOption('--mode <mode>', 'live or test', parseMode)
    .action(async (name: string, options: { mode: ClientMode }) => {
      const revoked = await withServices((services) => services.clientService.revokeKeys(name, options.mode));
      output().result(
        { client: revoked.client.name, mode: options.mode, revoked: revoked.revoked },
        `Revoked ${revoked.revoked} ${options.mode} key${revoked.revoked === 1 ? '' : 's'} of "${revoked.client.name}".`,
      );
    });

  client
    .command('reset-sandbox')
    .description("Empty a client's sandbox: its subscriptions, records, change feed, webhook deliveries and idempotency keys go; its test keys, limits and webhook endpoint stay")
    .argument('<name>', 'client name')
    .action(async (name: string) => {
      const reset = await withServices((services) => services.clientService.resetSandbox(name));
      const { subscriptions, changes, deliveries, idempotencyKeys } = reset.removed;
      output().result(
        { client: reset.client.name, mode: 'test', removed: reset.removed, currentCount: reset.client.currentCount, maxLimit: reset.client.maxLimit },
        `The sandbox of "${reset.client.name}" is empty: removed ${counted(subscriptions, 'subscription')}, ${counted(changes, 'change')}, ${counted(deliveries, 'webhook delivery', 'webhook deliveries')} and ${counted(idempotencyKeys, 'idempotency key')}.\n` +
          'Its test keys, limits and webhook endpoint stay; change feed cursors from before the reset are expired (410).',
      );
    });
}
