import type { Command } from 'commander';
import type { WebhookView } from '../../webhooks/webhook-admin-service.js';
import { withServices } from '../services.js';
import type { Output } from '../output.js';
import { readSecret, secretOptions, type SecretOptions } from '../secret-input.js';

const MASK = '***';

/** A path segment that looks like a token: 20 or more letters, digits, `_` or `-`, with both letters and digits. */
function looksLikeToken(segment: string): boolean {
  return segment.length >= 20 && /^[A-Za-z0-9_-]+$/.test(segment) && /[0-9]/.test(segment) && /[A-Za-z]/.test(segment);
}

/**
 * A webhook address as the operator's screens may show it: every query value and token-like path
 * segments replaced by `***` (partners often put a shared secret there; a user name, password or
 * fragment is refused when the address is set), the scheme, host, port, path shape and query
 * names kept.
 */
function maskUrlSecrets(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return MASK;
  }
  const path = url.pathname.split('/').map((segment) => (looksLikeToken(segment) ? MASK : segment)).join('/');
  const query = url.search
    ? `?${url.search.slice(1).split('&').map((pair) => (pair.includes('=') ? `${pair.slice(0, pair.indexOf('='))}=${MASK}` : pair)).join('&')}`
    : '';
  return `${url.protocol}//${url.host}${path}${query}`;
}

/** The view with its address masked, for every output of these commands (text and --json). */
const shown = (view: WebhookView): WebhookView => ({ ...view, url: maskUrlSecrets(view.url) });

function webhookText(view: WebhookView): string {
  const lines = [
    `client:      ${view.client}`,
    `url:         ${view.url}`,
    `state:       ${view.enabled ? 'enabled' : `disabled since ${view.disabledAt ?? '?'}: ${view.disabledReason ?? 'no reason recorded'}`}`,
    `secret:      ${view.secretFingerprint} (fingerprint: HMAC of the secret under SECRET_KEY; it changes when the secret does)`,
  ];
  if (view.enabled && view.failingSince) {
    lines.push(`failing:     no delivery has succeeded since ${view.failingSince} (disabled when this lasts WEBHOOK_DISABLE_AFTER_HOURS)`);
  }
  if (view.previousSecretFingerprint) {
    lines.push(`rotation:    previous secret ${view.previousSecretFingerprint} also signs webhook-signature until ${view.previousSecretExpiresAt}`);
  }
  if (!view.enabled) lines.push('', 'Re-enable it with: pss webhook enable NAME');
  return lines.join('\n');
}

export function registerWebhookCommands(program: Command, output: () => Output): void {
  const webhook = program.command('webhook').description('Register and inspect client webhook addresses and signing secrets');

  secretOptions(
    webhook
      .command('set')
      .description('Register or replace a client\'s webhook address and signing secret (re-enables a disabled webhook; use rotate-secret to change only the secret without a gap)')
      .requiredOption('--client <name>', 'client name')
      .requiredOption('--url <url>', 'the address deliveries are POSTed to (https, public, unless ALLOW_PRIVATE_WEBHOOK_URLS)'),
    'the signing secret the client chose, at least 16 characters,',
  )
    .action(async (options: { client: string; url: string } & SecretOptions, command: Command) => {
      const secret = await readSecret(options, command);
      const view = shown(await withServices((services) => services.webhooks.admin.register(options.client, options.url, secret)));
      output().result(view, `Webhook of "${view.client}" set to ${view.url} (secret ${view.secretFingerprint}); it is enabled.`);
    });

  webhook
    .command('list')
    .description('List the webhooks of all clients; --troubled lists only those disabled or failing, to follow up with the partner')
    .option('--troubled', 'only webhooks that are disabled or have had no successful delivery since a failure')
    .action(async (options: { troubled?: boolean }) => {
      const views = (await withServices((services) => services.webhooks.admin.list({ troubled: options.troubled ?? false }))).map(shown);
      const state = (view: WebhookView) =>
        !view.enabled ? `disabled since ${view.disabledAt ?? '?'}: ${view.disabledReason ?? 'no reason recorded'}` : view.failingSince ? `failing since ${view.failingSince}` : 'enabled';
      const lines = views.map((view) => `${(view.mode === 'test' ? `${view.client} (sandbox)` : view.client).padEnd(30)} ${view.url.padEnd(50)} ${state(view)}`);
      const empty = options.troubled ? 'No webhook is disabled or failing.' : 'No webhooks yet. Register one with: pss webhook set --client NAME --url URL --secret-file PATH';
      output().result(views, views.length === 0 ? empty : [`${'CLIENT'.padEnd(30)} ${'URL'.padEnd(50)} STATE`, ...lines].join('\n'));
    });

  webhook
    .command('show')
    .description('Show a client\'s webhook: address, enabled or why disabled, secret fingerprint (never the secret)')
    .argument('<name>', 'client name')
    .action(async (name: string) => {
      const view = shown(await withServices((services) => services.webhooks.admin.show(name)));
      output().result(view, webhookText(view));
    });

  webhook
    .command('disable')
    .description('Disable a client\'s webhook: no new deliveries, pending ones fail (the partner can redeliver them once it is enabled again)')
    .argument('<name>', 'client name')
    .action(async (name: string) => {
      const view = shown(await withServices((services) => services.webhooks.admin.disable(name)));
      output().result(view, `Webhook of "${view.client}" is disabled. Enable it again with: pss webhook enable ${JSON.stringify(view.client)}`);
    });

  webhook
    .command('enable')
    .description('Enable a client\'s webhook again, whether the operator or the service disabled it (410 Gone, or failing for WEBHOOK_DISABLE_AFTER_HOURS)')
    .argument('<name>', 'client name')
    .action(async (name: string) => {
      const view = shown(await withServices((services) => services.webhooks.admin.enable(name)));
      output().result(view, `Webhook of "${view.client}" is enabled; deliveries resume with the next change.`);
    });

  secretOptions(
    webhook
      .command('rotate-secret')
      .description('Replace the signing secret; the old one keeps signing webhook-signature for 24 hours (X-Hub-Signature-256 uses the new one at once)')
      .requiredOption('--client <name>', 'client name'),
    'the new signing secret, at least 16 characters,',
  )
    .action(async (options: { client: string } & SecretOptions, command: Command) => {
      const secret = await readSecret(options, command);
      const view = shown(await withServices((services) => services.webhooks.admin.rotateSecret(options.client, secret)));
      output().result(
        view,
        `Secret of "${view.client}" rotated to ${view.secretFingerprint}.\n` +
          `X-Hub-Signature-256 is signed with the new secret from now on; webhook-signature carries both signatures until ${view.previousSecretExpiresAt}.`,
      );
    });
}
