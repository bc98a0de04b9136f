import type { Command } from 'commander';
import type { Client, ClientMode } from '../../accounts/client-store.js';
import { withServices } from '../services.js';
import type { Output } from '../output.js';
import { parsePositiveNumber, parseWholeNumber } from '../arguments.js';
import { parseMode, registerClientKeyCommands } from './client-keys.js';
import { registerClientOriginCommands } from './client-origins.js';

function clientJson(client: Client) {
  return {
    client: client.name,
    status: client.status,
    maxLimit: client.maxLimit,
    currentCount: client.currentCount,
    rateLimitPerMinute: client.rateLimitPerMinute,
    createdAt: client.createdAt.toISOString(),
  };
}

/** The sandbox as `client show` gives it: its own usage and limits, or null before its first test key. */
function sandboxJson(sandbox: Client | undefined) {
  return sandbox
    ? { status: sandbox.status, maxLimit: sandbox.maxLimit, currentCount: sandbox.currentCount, rateLimitPerMinute: sandbox.rateLimitPerMinute, createdAt: sandbox.createdAt.toISOString() }
    : null;
}

function sandboxText(sandbox: Client | undefined): string {
  if (!sandbox) return 'sandbox:       none (pss client key create NAME --mode test makes one)';
  const rate = sandbox.rateLimitPerMinute ? `${sandbox.rateLimitPerMinute} requests/minute` : 'default rate limit';
  return `sandbox:       ${sandbox.status}, ${sandbox.currentCount} of ${sandbox.maxLimit} subscriptions, ${rate} (since ${sandbox.createdAt.toISOString()})`;
}

function clientText(client: Client): string {
  return [
    `client:        ${client.name}`,
    `status:        ${client.status}`,
    `subscriptions: ${client.currentCount} of ${client.maxLimit}`,
    `rate limit:    ${client.rateLimitPerMinute ?? 'default'}${client.rateLimitPerMinute ? ' requests/minute' : ''}`,
    `created:       ${client.createdAt.toISOString()}`,
  ].join('\n');
}

export function registerClientCommands(program: Command, output: () => Output): void {
  const client = program.command('client').description('Create and manage client accounts and their API keys');

  client
    .command('create')
    .description('Create a client and print its API key (shown once; only its hash is stored)')
    .requiredOption('--name <name>', 'client name, shown to the client in responses')
    .option('--max-limit <n>', 'maximum number of subscriptions (default: DEFAULT_MAX_LIMIT, 1000)', parseWholeNumber)
    .action(async (options: { name: string; maxLimit?: number }) => {
      const created = await withServices((services, config) => services.clientService.create(options.name, options.maxLimit ?? config.defaultMaxLimit));
      output().result(
        { client: created.client.name, apiKey: created.apiKey, maxLimit: created.client.maxLimit },
        `Created client "${created.client.name}" (max ${created.client.maxLimit} subscriptions).\nAPI key (shown only now, store it safely):\n${created.apiKey}`,
      );
    });

  client
    .command('list')
    .description('List all clients')
    .action(async () => {
      const clients = await withServices((services) => services.clientService.list());
      const lines = clients.map((c) => `${c.name.padEnd(30)} ${c.status.padEnd(10)} ${String(c.currentCount).padStart(8)} / ${c.maxLimit}`);
      output().result(clients.map(clientJson), clients.length === 0 ? 'No clients yet. Create one with: pss client create --name NAME' : [`${'NAME'.padEnd(30)} ${'STATUS'.padEnd(10)} SUBSCRIPTIONS`, ...lines].join('\n'));
    });

  client
    .command('show')
    .description('Show one client and its sandbox')
    .argument('<name>', 'client name')
    .action(async (name: string) => {
      const { client: found, sandbox } = await withServices((services) => services.clientService.withSandbox(name));
      output().result({ ...clientJson(found), sandbox: sandboxJson(sandbox) }, `${clientText(found)}\n${sandboxText(sandbox)}`);
    });

  client
    .command('set-limit')
    .description("Set a client's maximum number of subscriptions")
    .argument('<name>', 'client name')
    .argument('<n>', 'new max_limit', parseWholeNumber)
    .option('--mode <mode>', "live, or test for the client's sandbox", parseMode, 'live')
    .action(async (name: string, limit: number, options: { mode: ClientMode }) => {
      const updated = await withServices((services) => services.clientService.setLimit(name, limit, options.mode));
      output().result(clientJson(updated), `max_limit of "${updated.name}"${options.mode === 'test' ? ' (sandbox)' : ''} is now ${updated.maxLimit} (${updated.currentCount} in use).`);
    });

  client
    .command('set-rate-limit')
    .description("Set a client's rate limit in requests per minute, or 'default'")
    .argument('<name>', 'client name')
    .argument('<perMinute>', "requests per minute, or 'default'", (perMinute: string) => (perMinute === 'default' ? null : parsePositiveNumber(perMinute)))
    .option('--mode <mode>', "live, or test for the client's sandbox", parseMode, 'live')
    .action(async (name: string, value: number | null, options: { mode: ClientMode }) => {
      const updated = await withServices((services) => services.clientService.setRateLimit(name, value, options.mode));
      output().result(clientJson(updated), `Rate limit of "${updated.name}"${options.mode === 'test' ? ' (sandbox)' : ''} is now ${updated.rateLimitPerMinute ?? 'the default'}.`);
    });

  for (const [command, status, verb] of [['suspend', 'suspended', 'Suspend'], ['activate', 'active', 'Activate']] as const) {
    client
      .command(command)
      .description(`${verb} a client (a suspended client can only read its account status, and its webhook deliveries wait until it is activated)`)
      .argument('<name>', 'client name')
      .action(async (name: string) => {
        const updated = await withServices(async (services) => {
          const changed = await services.clientService.setStatus(name, status);
          // Deliveries parked while suspended go out now, into the client's free delivery slots (the sandbox's too).
          if (changed.status === 'active') {
            await services.webhooks.resumeDeliveries(changed.id);
            if (changed.sandbox) await services.webhooks.resumeDeliveries(changed.sandbox.id);
          }
          return changed;
        });
        output().result(clientJson(updated), `"${updated.name}" is now ${updated.status}. Running servers apply this within seconds${updated.status === 'suspended' ? '; its webhook deliveries wait until it is activated' : ''}.`);
      });
  }

  registerClientKeyCommands(client, output);
  registerClientOriginCommands(client, output);

  client
    .command('rotate-key')
    .description("Revoke a client's API keys and print a new one")
    .argument('<name>', 'client name')
    .action(async (name: string) => {
      const rotated = await withServices((services) => services.clientService.rotateKey(name));
      output().result(
        { client: rotated.client.name, apiKey: rotated.apiKey },
        `Old keys of "${rotated.client.name}" are revoked (running servers stop accepting them within seconds).\nNew API key (shown only now):\n${rotated.apiKey}`,
      );
    });
}
