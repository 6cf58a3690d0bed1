import { describe, expect, test } from 'bun:test';
import { reviewMessages, reviewSchema } from '@naija-homes/contracts/review';
import { setupTestApp } from '../../test/app';
import { signedInUser, signedUpUser } from '../../test/users';

const t = await setupTestApp();

describe('reviews', () => {
  test('a buyer reviews an approved agent once; lists are newest first with real stats', async () => {
    const agent = await signedInUser(t, 'AGENT');
    const ada = await signedUpUser(t, 'BUYER', { firstName: 'Ada' });
    const musa = await signedUpUser(t, 'BUYER', { firstName: 'Musa' });

    expect((await ada.client.get(`/api/v1/review/agent/${agent.user._id}/mine`)).body).toEqual({ data: null });
    const first = await ada.client.post('/api/v1/review/create', {
      text: 'Honest and quick.',
      rating: 5,
      agentId: agent.user._id,
    });
    expect(first).toMatchObject({ status: 201, body: { message: reviewMessages.saved } });
    reviewSchema.parse((first.body as { data: unknown }).data);
    await musa.client.post('/api/v1/review/create', {
      text: 'Good, but late to the viewing.',
      rating: 4,
      agentId: agent.user._id,
    });

    const twice = await ada.client.post('/api/v1/review/create', {
      text: 'Again!',
      rating: 1,
      agentId: agent.user._id,
    });
    expect(twice).toMatchObject({ status: 409, body: { message: reviewMessages.alreadyReviewed } });

    const list = await t.client().get<{
      data: Array<{ owner: { fullName: string } }>;
      totalPages: number;
      averageRating: number;
      reviewCount: number;
    }>(`/api/v1/review/agent/all/${agent.user._id}?limit=1`);
    expect(list.body.data[0]?.owner.fullName).toStartWith('Musa');
    expect(list.body).toMatchObject({ totalPages: 2, averageRating: 4.5, reviewCount: 2 });
    expect(
      ((await ada.client.get(`/api/v1/review/agent/${agent.user._id}/mine`)).body as { data: unknown }).data,
    ).not.toBeNull();

    const card = await t
      .client()
      .get<{ data: Array<{ _id: string; averageRating: number; reviewCount: number }> }>('/api/v1/agent/all?limit=100');
    expect(card.body.data.find((row) => row._id === agent.user._id)).toMatchObject({
      averageRating: 4.5,
      reviewCount: 2,
    });
  });

  test.each([
    [{ rating: 0 }, 'Rating must be at least 1'],
    [{ rating: 6 }, 'Rating must be at most 5'],
    [{ text: 'x' }, 'Review must contain at least 2 characters'],
    [{ text: 'x'.repeat(301) }, 'Review must contain upto 300 characters'],
    [{ owner: 'me' }, 'Please provide only allowed fields.'],
  ])('rejects %o', async (patch, message) => {
    const agent = await signedInUser(t, 'AGENT');
    const buyer = await signedUpUser(t, 'BUYER');
    const response = await buyer.client.post('/api/v1/review/create', {
      text: 'Fine agent.',
      rating: 3,
      agentId: agent.user._id,
      ...patch,
    });
    expect(response).toMatchObject({ status: 400, body: { message } });
  });

  test('only buyers review, only approved agents can be reviewed', async () => {
    const agent = await signedInUser(t, 'AGENT');
    const body = { text: 'Great agent.', rating: 5, agentId: agent.user._id };
    expect((await t.client().post('/api/v1/review/create', body)).status).toBe(401);
    const otherAgent = await signedInUser(t, 'AGENT');
    expect((await otherAgent.client.post('/api/v1/review/create', body)).status).toBe(403);
    const admin = await signedInUser(t, 'ADMIN');
    expect((await admin.client.post('/api/v1/review/create', body)).status).toBe(403);

    const buyer = await signedUpUser(t, 'BUYER');
    const pending = await signedUpUser(t, 'AGENT');
    expect((await buyer.client.post('/api/v1/review/create', { ...body, agentId: pending.user._id })).status).toBe(404);
    expect((await buyer.client.post('/api/v1/review/create', { ...body, agentId: 'nope' })).status).toBe(404);
    expect((await t.client().get('/api/v1/review/agent/all/nope')).status).toBe(404);
  });
});

describe('the reviewed agent is told', () => {
  test('on the bell (live for an open app) and by email, with who rated them and how', async () => {
    const agent = await signedInUser(t, 'AGENT');
    const buyer = await signedInUser(t, 'BUYER');
    const posted = await buyer.client.post('/api/v1/review/create', {
      agentId: agent.user._id,
      rating: 4,
      text: 'Very patient with all our questions about the flat.',
    });
    expect(posted.status).toBe(201);
    const bell = await agent.client.get<{ data: Array<{ title: string; message: string }> }>(
      '/api/v1/notification/all',
    );
    expect(bell.body.data[0]).toMatchObject({
      title: reviewMessages.newReviewTitle,
      message: reviewMessages.newReviewNotice(buyer.user.fullName, 4),
    });
    const outbox = await t
      .client()
      .get<{ data: Array<{ subject: string; text: string }> }>(
        `/api/v1/dev/outbox?to=${encodeURIComponent(agent.email)}`,
      );
    const mail = outbox.body.data.find((entry) => entry.subject === reviewMessages.newReviewTitle);
    expect(mail?.text).toContain('Very patient with all our questions about the flat.');
  });
});

describe('reviews under concurrency', () => {
  test('twenty identical reviews sent at once: one is saved, nineteen are 409, none 500', async () => {
    const agent = await signedInUser(t, 'AGENT');
    const buyer = await signedUpUser(t, 'BUYER', { firstName: 'Tolu' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        buyer.client.post('/api/v1/review/create', { text: 'Very helpful.', rating: 5, agentId: agent.user._id }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    const list = await t.client().get<{ reviewCount: number }>(`/api/v1/review/agent/all/${agent.user._id}`);
    expect(list.body.reviewCount).toBe(1);
  });
});
