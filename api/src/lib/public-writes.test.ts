// Strangers' writes are limited per client, and the dev outbox (everyone's codes) is for this machine only.
import { describe, expect, test } from 'bun:test';
import { messages } from '@naija-homes/contracts/messages';
import { setupTestApp } from '../test/app';
import { signUpBody } from '../test/users';

const t = await setupTestApp({ rateRules: { publicWrite: { max: 3, windowSeconds: 600 } } });

describe('public writes', () => {
  test('sign-ups, newsletter and contact messages share one per-client budget; another client has its own', async () => {
    const flooder = t.client('203.0.113.99');
    const statuses = [
      (await flooder.post('/api/v1/auth/sign-up', signUpBody())).status,
      (await flooder.post('/api/v1/news-letter/subscribe', { email: 'flood1@example.ng' })).status,
      (
        await flooder.post('/api/v1/contact-us/create', {
          firstName: 'Flood',
          email: 'flood@example.ng',
          subject: 'Hello there',
          message: 'A message that is long enough.',
        })
      ).status,
      (await flooder.post('/api/v1/news-letter/subscribe', { email: 'flood2@example.ng' })).status,
    ];
    expect(statuses).toEqual([201, 201, 201, 429]);
    const refused = await flooder.post('/api/v1/auth/sign-up', signUpBody());
    expect(refused).toMatchObject({ status: 429, body: { message: messages.tooManyRequests } });
    expect(
      (await t.client('198.51.100.7').post('/api/v1/news-letter/subscribe', { email: 'calm@example.ng' })).status,
    ).toBe(201);
  });
});

describe('the dev outbox', () => {
  test('answers only this machine unless DEV_OUTBOX_PUBLIC opens it', async () => {
    const closed = await setupTestApp({ env: { DEV_OUTBOX_PUBLIC: 'false' } });
    expect((await closed.client('203.0.113.5').get('/api/v1/dev/outbox')).status).toBe(404);
    expect((await closed.client('203.0.113.5').get('/api/v1/dev/outbox/page')).status).toBe(404);
    expect((await closed.client('127.0.0.1').get('/api/v1/dev/outbox')).status).toBe(200);
    expect((await t.client('203.0.113.5').get('/api/v1/dev/outbox')).status).toBe(200);
  });
});
