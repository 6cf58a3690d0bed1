// One input rule for every route: text holding a NUL character is a clear 400, never a database error.
import { describe, expect, test } from 'bun:test';
import { messages } from '@naija-homes/contracts/messages';
import { setupTestApp } from '../test/app';
import { signedInUser } from '../test/users';

const t = await setupTestApp();
const refused = { status: 400, body: { message: messages.nulCharacter } };

describe('NUL characters', () => {
  test('in a JSON body, a path or a query they are refused with 400 before anything is stored', async () => {
    const visitor = t.client();
    const contact = await visitor.post('/api/v1/contact-us/create', {
      firstName: 'Bisi',
      email: 'bisi@example.ng',
      subject: 'Hello\u0000there',
      message: 'A message that is long enough.',
    });
    expect(contact).toMatchObject(refused);
    expect(await visitor.get('/api/v1/property/slug/lekki%00duplex')).toMatchObject(refused);
    expect(await visitor.get('/api/v1/property/all?search=lekki%00')).toMatchObject(refused);
    expect(await visitor.get('/api/v1/agent/all?search=%00')).toMatchObject(refused);
    const buyer = await signedInUser(t, 'BUYER');
    expect(await buyer.client.patch('/api/v1/user/profile', { bio: 'x\u0000y' })).toMatchObject(refused);
    const plain = await buyer.client.request('PATCH', '/api/v1/user/profile', '{"firstName":"A\\u0000b"}', {
      'content-type': 'text/plain',
    });
    expect(plain).toMatchObject(refused);
  });

  test('the same text without them goes through', async () => {
    const sent = await t.client().post('/api/v1/contact-us/create', {
      firstName: 'Bisi',
      email: 'bisi@example.ng',
      subject: 'Hello there',
      message: 'A message that is long enough, with a \\u0030 written out.',
    });
    expect(sent.status).toBe(201);
  });
});

describe('missing and empty input', () => {
  test('null for a required field and an empty update are 400s with a message', async () => {
    const buyer = await signedInUser(t, 'BUYER');
    for (const body of [{}, { firstName: null }, null]) {
      const response = await buyer.client.request('PATCH', '/api/v1/user/profile', JSON.stringify(body), {
        'content-type': 'application/json',
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(typeof (response.body as { message?: unknown }).message).toBe('string');
    }
    const agent = await signedInUser(t, 'AGENT');
    for (const body of [{ title: null }, {}]) {
      const response = await agent.client.post('/api/v1/property/create', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
  });
});
