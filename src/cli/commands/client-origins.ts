import type { Command } from 'commander';
import { withServices } from '../services.js';
import type { Output } from '../output.js';

/**
 * `pss client origin …`: the web origins whose pages may call the API with the client's keys, live and test
 * (docs/adr/0089-browser-origins.md). Without one, browsers may not read the API's answers for that client.
 */
export function registerClientOriginCommands(client: Command, output: () => Output): void {
  const origin = client.command('origin').description("Allow web pages of an origin to call the API with a client's keys (CORS)");

  // add and remove: the change, then the list as it now is.
  const changes = [
    ['add', "Allow pages of ORIGIN (scheme, host and port, e.g. https://app.example.se) to call the API with this client's keys", 'add', 'Allowed', 'Already allowed'],
    ['remove', "No longer allow pages of ORIGIN to call the API with this client's keys", 'remove', 'Removed', 'Was not allowed'],
  ] as const;
  for (const [command, description, change, done, unchanged] of changes) {
    origin
      .command(command)
      .description(description)
      .argument('<name>', 'client name')
      .argument('<origin>', 'web origin, as a browser sends it in Origin')
      .action(async (name: string, value: string) => {
        const { changed, origins } = await withServices(async (services) => {
          const found = await services.clientService.requireClient(name);
          const wasChanged = await services.browserOrigins[change](found, value);
          return { changed: wasChanged, origins: await services.browserOrigins.list(found) };
        });
        output().result({ client: name, origins, changed }, `${changed ? done : unchanged}: ${value}.\n${originLines(origins)}`);
      });
  }

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
