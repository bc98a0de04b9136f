import { describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../../../src/db/unavailable.js';
import { toAppError } from '../../../src/http/problem.js';

/** What node-postgres throws when PostgreSQL refuses the password (its SQLSTATE and wording). */
const passwordRefused = Object.assign(new Error('password authentication failed for user "pss"'), { code: '28P01', severity: 'FATAL' });

describe('a database that refuses the connection (the password changed, the database is gone)', () => {
  it('is unavailable for the API: 503 with Retry-After, not a 500 as if pss were broken', () => {
    const answer = toAppError(passwordRefused);
    expect(answer).toMatchObject({ type: 'service-unavailable', status: 503 });
    expect(answer.headers).toMatchObject({ 'Retry-After': '5' });
    for (const code of ['28000', '3D000']) expect(toAppError(Object.assign(new Error('refused'), { code })).status).toBe(503);
  });

  it('is recognised by its wording too, as Knex reports it and graphile-worker stores it (no code left)', () => {
    expect(isDatabaseUnavailable(new Error('Acquire connection error: error: password authentication failed for user "pss"'))).toBe(true);
    expect(DATABASE_UNAVAILABLE_MESSAGE.test('no pg_hba.conf entry for host "10.0.0.5", user "pss", database "pss"')).toBe(true);
    expect(isDatabaseUnavailable(new Error('database "pss" does not exist'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('relation "clients" does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('duplicate key value violates unique constraint'))).toBe(false);
  });
});
