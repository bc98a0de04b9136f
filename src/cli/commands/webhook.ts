import type { Command } from 'commander';
import type { Output } from '../output.js';

/** `pss webhook …` arrives with the webhook deliveries. */
export function registerWebhookCommands(program: Command, _output: () => Output): void {
  program.command('webhook').description('Register and inspect client webhook addresses');
}
