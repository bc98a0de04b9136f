import type { Command } from 'commander';
import { withServices } from '../services.js';
import type { Output } from '../output.js';

/**
 * `pss client origin …`: the web origins whose pages may call the API with the client's keys, live and test
 * (docs/adr/0100-browser-origins.md). Without one, browsers may not read the API's answers for that client.
 */
export function registerClientOriginCommands(client: Command, output: () => Output): void {
  const origin = client.command('origin').description("Allow web pages of an origin to call the API with a client's keys (CORS)");

  origin
    .command('add')
    .description('Allow pages of ORIGIN (scheme, host and port, e.g. https://app.example.se) to call the API with this client\'s keys')
    .argument('<name>', 'client name')
    .argument('<origin>', 'web origin, as a browser sends it in Origin')
    .action(async (name: string, value: string) => {
      const { added, origins } = await withServices(async (services) => {
        const found = await services.clientService.requireClient(name);
        const wasAdded = await services.browserOrigins.add(found, value);
        return { added: wasAdded, origins: await services.browserOrigins.list(found) };
      });
      output().result({ client: name, origins, added }, `${added ? 'Allowed' : 'Already allowed'}: pages of this origin may call the API with "${name}"'s keys.\n${originLines(origins)}`);
    });

  origin
    .command('remove')
    .description('No longer allow pages of ORIGIN to call the API with this client\'s keys')
    .argument('<name>', 'client name')
    .argument('<origin>', 'web origin')
    .action(async (name: string, value: string) => {
      const { removed, origins } = await withServices(async (services) => {
        const found = await services.clientService.requireClient(name);
        const wasRemoved = await services.browserOrigins.remove(found, value);
        return { removed: wasRemoved, origins: await services.browserOrigins.list(found) };
      });
      output().result({ client: name, origins, removed }, `${removed ? 'Removed' : 'Was not allowed'}.\n${originLines(origins)}`);
    });

  origin
    .command('list')
    .description('List the origins whose pages may call the API with this client\'s keys')
    .argument('<name>', 'client name')
    .action(async (name: string) => {
      const origins = await withServices(async (services) => services.browserOrigins.list(await services.clientService.requireClient(name)));
      output().result({ client: name, origins }, originLines(origins));
    });
}

function originLines(origins: string[]): string {
  return origins.length === 0 ? 'No origin is allowed: browsers may not read the API\'s answers for this client.' : `Allowed origins:\n${origins.map((o) => `  ${o}`).join('\n')}`;
}
