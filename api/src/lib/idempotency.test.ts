// Idempotency-Key on writes (issue 35, ADR 035): real requests into the app on a real database (PGlite, or
// PostgreSQL with TEST_DATABASE_URL).
import { describe, expect, test } from 'bun:test';
import { idempotencyMessages } from '@naija-homes/contracts/idempotency';
import { and, eq, sql } from 'drizzle-orm';
import { idempotencyKeys, properties } from '../db/schema';
import { setupTestApp } from '../test/app';
import { photoBytes } from '../test/files';
import { agentWithPlan } from '../test/owned-resources';
import { pruneIdempotencyKeys } from './idempotency';

const t = await setupTestApp();

const draftsOf = async (ownerId: string) =>
  (await t.database.db.select().from(properties).where(eq(properties.ownerId, ownerId))).length;

describe('Idempotency-Key', () => {
  test('the same create sent twice with one key makes one draft and answers the first answer again', async () => {
    const agent = await agentWithPlan(t);
    const body = { title: 'Lovely Family Home in Lekki', propertyCategory: 'residential' };
    const headers = { 'idempotency-key': 'create-lekki-home-0001' };
    const first = await agent.client.request<{ data: { _id: string } }>(
      'POST',
      '/api/v1/property/create',
      body,
      headers,
    );
    expect(first.status).toBe(201);
    const again = await agent.client.request<{ data: { _id: string } }>(
      'POST',
      '/api/v1/property/create',
      body,
      headers,
    );
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await draftsOf(agent.user._id)).toBe(1);
    // Without a key, a second create is a second draft, as before.
    expect((await agent.client.post('/api/v1/property/create', body)).status).toBe(201);
    expect(await draftsOf(agent.user._id)).toBe(2);
  });

  test('twenty copies at once: one draft; the others answer the first answer or 409 while it runs, never a 500', async () => {
    const agent = await agentWithPlan(t);
    const body = { title: 'Open Plan Office in Ikeja', propertyCategory: 'commercial' };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        agent.client.request('POST', '/api/v1/property/create', body, { 'idempotency-key': 'office-race-0001' }),
      ),
    );
    expect(answers.every((answer) => answer.status === 201 || answer.status === 409)).toBe(true);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body).toEqual({ code: 'idempotency_in_progress', message: idempotencyMessages.inProgress });
    }
    expect(await draftsOf(agent.user._id)).toBe(1);
  });

  test('an upload of photos sent twice with one key stores them once', async () => {
    const agent = await agentWithPlan(t);
    const created = await agent.client.post<{ data: { _id: string } }>('/api/v1/property/create', {
      title: 'Lovely Family Home in Lekki',
      propertyCategory: 'residential',
    });
    const path = `/api/v1/property/${created.body.data._id}/photos`;
    const bytes = await photoBytes();
    const send = () => {
      const form = new FormData();
      form.append('photos', new File([bytes], 'house.jpg', { type: 'image/jpeg' }));
      return agent.client.raw('POST', path, { body: form, headers: { 'idempotency-key': 'photos-0001' } });
    };
    const first = await send();
    expect(first.status).toBe(200);
    const firstBody = await first.text();
    const again = await send();
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.text()).toBe(firstBody);
    const [row] = await t.database.db.select().from(properties).where(eq(properties.id, created.body.data._id));
    expect(row?.photos).toHaveLength(1);
  });

  test('the same key with another body is 422; a bad key is 400; a key is its caller’s alone', async () => {
    const agent = await agentWithPlan(t);
    const other = await agentWithPlan(t);
    const key = { 'idempotency-key': 'shared-key-0001' };
    const create = (who: typeof agent, title: string, headers = key) =>
      who.client.request('POST', '/api/v1/property/create', { title, propertyCategory: 'residential' }, headers);
    expect((await create(agent, 'Three Bedroom Flat in Yaba')).status).toBe(201);
    const reused = await create(agent, 'Four Bedroom Duplex in Lekki');
    expect(reused.status).toBe(422);
    expect(reused.body).toEqual({ code: 'idempotency_key_reused', message: idempotencyMessages.keyReused });
    // Another agent's same key is another record: their create runs, and nobody sees the other's answer.
    const theirs = await create(other, 'Four Bedroom Duplex in Lekki');
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    const bad = await create(agent, 'Three Bedroom Flat in Yaba', { 'idempotency-key': 'has space' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ code: 'idempotency_key_invalid', message: idempotencyMessages.keyInvalid });
  });

  test('a refused first attempt is remembered as refused; a key past its day, or abandoned mid-request, runs again', async () => {
    const agent = await agentWithPlan(t);
    const headers = { 'idempotency-key': 'late-retry-0001' };
    const invalid = { title: 'x', propertyCategory: 'residential' };
    const refused = await agent.client.request('POST', '/api/v1/property/create', invalid, headers);
    expect(refused.status).toBe(400);
    expect((await agent.client.request('POST', '/api/v1/property/create', invalid, headers)).body).toEqual(
      refused.body,
    );

    const body = { title: 'Lovely Family Home in Lekki', propertyCategory: 'residential' };
    const dayOld = { 'idempotency-key': 'day-old-0001' };
    expect((await agent.client.request('POST', '/api/v1/property/create', body, dayOld)).status).toBe(201);
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, 'day-old-0001'));
    const later = await agent.client.request('POST', '/api/v1/property/create', body, dayOld);
    expect(later.status).toBe(201);
    expect(later.headers.get('idempotent-replayed')).toBeNull();
    expect(await draftsOf(agent.user._id)).toBe(2);

    // A claim left by a process stopped mid-request: after two minutes the retry runs.
    await t.database.db.insert(idempotencyKeys).values({
      scope: `user:${agent.user._id}`,
      key: 'abandoned-0001',
      request: 'POST /api/v1/property/create',
      requestHash: 'whatever',
      createdAt: sql`now() - interval '3 minutes'`,
    });
    const retried = await agent.client.request('POST', '/api/v1/property/create', body, {
      'idempotency-key': 'abandoned-0001',
    });
    expect(retried.status).toBe(201);
    expect(await draftsOf(agent.user._id)).toBe(3);

    // The sweep forgets what is past its day.
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(and(eq(idempotencyKeys.scope, `user:${agent.user._id}`), eq(idempotencyKeys.key, 'abandoned-0001')));
    expect(await pruneIdempotencyKeys(t.database.db)).toBeGreaterThanOrEqual(1);
  });
});
