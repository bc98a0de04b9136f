import { Command, CommanderError } from 'commander';
import { registerClientCommands } from './commands/client.js';
import { registerServeCommands } from './commands/serve.js';
import { registerWebhookCommands } from './commands/webhook.js';
import { registerCatalogueCommands } from './commands/catalogue.js';
import { createOutput, EXIT, reportFailure } from './output.js';

/** `pss`: the operator's command line and the program's entry point (`pss serve`). */
export async function main(argv: string[]): Promise<void> {
  const program = new Command('pss')
    .description('Product Sustainability Subscription Service: server, worker and operator tools.\nUses DATABASE_URL, or the embedded PostgreSQL in DATA_DIR (default .data), whether or not the server runs.')
    .version('2.0.0')
    .option('--json', 'print results as JSON (errors as {"error":{...}} on stderr)')
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride();
  const output = () => createOutput(Boolean(program.opts<{ json?: boolean }>().json));
  registerServeCommands(program, output);
  registerClientCommands(program, output);
  registerWebhookCommands(program, output);
  registerCatalogueCommands(program, output);
  for (const command of program.commands) command.exitOverride();
  for (const command of program.commands.flatMap((c) => c.commands)) command.exitOverride();

  try {
    await program.parseAsync(argv);
  } catch (error) {
    if (error instanceof CommanderError) {
      process.exitCode = error.exitCode === 0 ? EXIT.ok : EXIT.usage;
      return;
    }
    process.exitCode = reportFailure(error, Boolean(program.opts<{ json?: boolean }>().json));
  }
}
