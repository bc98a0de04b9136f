import { InvalidArgumentError } from 'commander';

export function parseWholeNumber(value: string): number {
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(Number(value))) {
    throw new InvalidArgumentError(`"${value}" is not a whole number of 0 or more.`);
  }
  return Number(value);
}
