import { describe, expect, test } from 'bun:test';
import { errorFields } from './logger';

describe('error logs', () => {
  test('keep the failed statement and the database reason, never the values sent with it', () => {
    const cause = new Error('duplicate key value violates unique constraint "users_email_unique"');
    const error = new Error(
      'Failed query: insert into "users" ("email", "phone_number", "bio") values ($1, $2, $3)\nparams: ada@example.ng,+2348031234567,My private\nmultiline bio',
      { cause },
    );
    const fields = errorFields(error);
    const logged = JSON.stringify(fields);
    expect(logged).toContain('insert into \\"users\\"');
    expect(logged).toContain('params: [redacted]');
    expect(fields.cause).toBe('duplicate key value violates unique constraint "users_email_unique"');
    for (const secret of ['ada@example.ng', '+2348031234567', 'private', 'multiline bio']) {
      expect(logged).not.toContain(secret);
    }
  });
});
