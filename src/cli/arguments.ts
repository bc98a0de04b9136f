import { InvalidArgumentError } from 'commander';

/** The largest value of the integer columns these numbers are stored in (`max_limit`, `rate_limit_per_minute`). */
const INT32_MAX = 2_147_483_647;

/** A whole number from `min` to 2,147,483,647, or the usage error (exit code 2) that says so. */
function wholeNumber(value: string, min: number): number {
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > INT32_MAX) {
    throw new InvalidArgumentError(`"${value}" is not a whole number from ${min} to ${INT32_MAX.toLocaleString('en')}.`);
  }
  return Number(value);
}

/** A count that may be 0 (a subscription limit). */
export const parseWholeNumber = (value: string): number => wholeNumber(value, 0);

/** A rate that must be at least 1 (requests per minute). */
export const parsePositiveNumber = (value: string): number => wholeNumber(value, 1);
