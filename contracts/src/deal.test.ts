import { describe, expect, test } from 'bun:test';
import { bookingLifecycle, bookingsQuerySchema } from './booking';
import { dealLifecycle } from './deal';
import { inspectionLifecycle } from './inspection';
import { offerLifecycle } from './offer';

describe('a deal lifecycle', () => {
  const lifecycle = dealLifecycle(['open', 'held', 'closed'] as const, {
    agent: { open: ['hold', 'close'], held: ['close'] },
    buyer: { open: ['close'] },
  });

  test('answers the moves of a side from a status, and nothing from a status the table leaves out', () => {
    expect(lifecycle.allowedActions('agent', 'open')).toEqual(['hold', 'close']);
    expect(lifecycle.allowedActions('buyer', 'held')).toEqual([]);
    expect(lifecycle.allowedActions('agent', 'closed')).toEqual([]);
  });

  test('names every status a move may start from, in the order of the statuses', () => {
    expect(lifecycle.statesAllowing('agent', 'close')).toEqual(['open', 'held']);
    expect(lifecycle.statesAllowing('buyer', 'close')).toEqual(['open']);
    expect(lifecycle.statesAllowing('buyer', 'hold')).toEqual([]);
  });
});

describe('the three kinds', () => {
  test('an offer: the agent answers a pending one; the buyer answers a counter or withdraws', () => {
    expect(offerLifecycle.statesAllowing('agent', 'accept')).toEqual(['pending']);
    expect(offerLifecycle.statesAllowing('buyer', 'accept')).toEqual(['countered']);
    expect(offerLifecycle.statesAllowing('buyer', 'withdraw')).toEqual(['pending', 'countered']);
    expect(offerLifecycle.allowedActions('agent', 'accepted')).toEqual([]);
  });

  test('a booking and an inspection: the agent confirms or declines, either side cancels a live one', () => {
    for (const lifecycle of [bookingLifecycle, inspectionLifecycle]) {
      expect(lifecycle.statesAllowing('agent', 'confirm')).toEqual(['pending']);
      expect(lifecycle.statesAllowing('buyer', 'confirm')).toEqual([]);
      expect(lifecycle.statesAllowing('buyer', 'cancel')).toEqual(['pending', 'confirmed']);
      expect(lifecycle.statesAllowing('agent', 'cancel')).toEqual(['confirmed']);
    }
  });

  test('a list query takes a status of its kind only, with the words naming them', () => {
    expect(bookingsQuerySchema.parse({ status: 'pending' }).status).toBe('pending');
    const refused = bookingsQuerySchema.safeParse({ status: 'countered' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(
      'status must be one of pending, confirmed, declined, expired, cancelled',
    );
  });
});
