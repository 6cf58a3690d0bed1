// The words people read when a schema wrote no message of its own: each kind of failure names the field and says
// what it wants; a schema's own message is kept.
import { describe, expect, test } from 'bun:test';
import { firstIssueMessage, strictBody } from './fields';
import { messages } from './messages';
import { z } from './zod';
import { fieldLabel } from './zod-wording';

const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return firstIssueMessage(result.error);
};

describe('zod wording', () => {
  test('fields are named in words', () => {
    expect(fieldLabel(['offerPrice'])).toBe('offer price');
    expect(fieldLabel(['photoOrder', 2])).toBe('photo order');
    expect(fieldLabel(['check_in'])).toBe('check in');
    expect(fieldLabel([])).toBe('this value');
  });

  test('each kind of failure says what to fix', () => {
    const body = z.object({
      title: z.string(),
      guests: z.coerce.number().int().min(1).max(16),
      purpose: z.enum(['sale', 'rent']),
      website: z.url(),
      email: z.email(),
      tags: z.array(z.string()).min(1).max(2),
      note: z.string().min(5).max(10),
    });
    const valid = {
      title: 'Flat',
      guests: 2,
      purpose: 'rent',
      website: 'https://a.ng',
      email: 'a@b.ng',
      tags: ['x'],
      note: 'hello',
    };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: undefined }, 'Title is required'],
      [{ title: null }, 'Title is required'],
      [{ title: 42 }, 'Title must be text'],
      [{ guests: 'many' }, 'Guests must be a number'],
      [{ guests: 1.5 }, 'Guests must be a whole number'],
      [{ guests: 0 }, 'Guests must be at least 1'],
      [{ guests: 17 }, 'Guests must be at most 16'],
      [{ purpose: 'swap' }, 'Purpose must be one of: sale, rent'],
      [{ website: 'nope' }, 'Website must be a valid link (https://…)'],
      [{ email: 'nope' }, 'Email must be a valid email address'],
      [{ tags: [] }, 'Tags must contain at least 1 item'],
      [{ tags: ['a', 'b', 'c'] }, 'Tags must contain upto 2 items'],
      [{ tags: 'a' }, 'Tags must be a list'],
      [{ note: 'hey' }, 'Note must contain at least 5 characters'],
      [{ note: 'x'.repeat(11) }, 'Note must contain upto 10 characters'],
    ];
    for (const [change, message] of cases) {
      expect(messageOf(body, { ...valid, ...change }), JSON.stringify(change)).toBe(message);
    }
    expect(messageOf(body, null)).toBe('Please send the details as a JSON object');
    expect(messageOf(strictBody({ a: z.string() }), { a: 'x', role: 'ADMIN' })).toBe(messages.onlyAllowedFields);
  });

  test("a schema's own message wins", () => {
    expect(messageOf(z.string({ error: 'Please type a message.' }), 4)).toBe('Please type a message.');
    expect(messageOf(z.string().min(3, 'Too short, Oga'), 'ab')).toBe('Too short, Oga');
  });
});
