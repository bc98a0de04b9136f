// The tests' own GS1 check digit, written apart from src/subscriptions/gtin.ts so it can serve as
// an independent oracle. No vitest imports: the benchmark loads it too.

/** GS1 mod-10 check digit for the digits before it (any length). */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let position = body.length - 1, weight = 3; position >= 0; position--, weight = 4 - weight) {
    sum += (body.charCodeAt(position) - 48) * weight;
  }
  return (10 - (sum % 10)) % 10;
}

/** `body` with its GS1 check digit appended. */
export function withCheckDigit(body: string): string {
  return body + String(gs1CheckDigit(body));
}
