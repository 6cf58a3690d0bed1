import { describe, expect, test } from 'bun:test';
import type { Room } from './api/get-rooms';
import { roomView } from './room-view';

const person = (id: string, fullName: string) => ({
  _id: id,
  fullName,
  photo: null,
  slug: id,
  role: null,
  isOnline: false,
  lastSeen: null,
});
const room: Room = {
  _id: 'room-1',
  user1: person('buyer-1', 'Ngozi Obi'),
  user2: person('agent-1', 'Tunde Bakare'),
  unreadCount1: 3,
  unreadCount2: 7,
  lastMessage: 'Hello',
  updatedAt: '2026-11-24T10:00:00.000Z',
};

describe('whom a room is with (spec §6)', () => {
  test('the buyer sees the agent and their own unread count', () => {
    expect(roomView(room, 'buyer-1', 'BUYER')).toMatchObject({ title: 'Tunde Bakare', unread: 3, readOnly: false });
  });
  test('the agent sees the buyer and their own unread count', () => {
    expect(roomView(room, 'agent-1', 'AGENT')).toMatchObject({ title: 'Ngozi Obi', unread: 7, readOnly: false });
  });
  test('an admin sees the second user, no unread count, and cannot write', () => {
    expect(roomView(room, 'admin-1', 'ADMIN')).toMatchObject({ title: 'Tunde Bakare', unread: 0, readOnly: true });
  });
});
