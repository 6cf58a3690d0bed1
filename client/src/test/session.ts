// A signed-in person for the front ends' component tests, stored where `useSession` reads it.
import type { QueryClient } from '@tanstack/react-query';
import { type SessionUser, sessionKeys } from '../queries/session';

/** Who is looking: `null` a visitor, or a signed-in user of this role (stored where `useSession` reads it). */
export function signInAs(client: QueryClient, role: SessionUser['role'] | null): void {
  client.setQueryData(sessionKeys.all, role === null ? null : sessionUser({ role }));
}

export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    _id: 'user-1',
    slug: 'ada-okafor',
    photo: null,
    coverPhoto: null,
    phoneNumber: '+2348031234567',
    fullName: 'Ada Okafor',
    firstName: 'Ada',
    lastName: 'Okafor',
    email: 'ada@example.com',
    username: null,
    agreeToTerms: true,
    role: 'BUYER',
    provider: 'email',
    platform: 'web',
    isEmailVerified: true,
    isPhoneVerified: false,
    isBlocked: false,
    bio: null,
    isOnline: false,
    lastSeen: null,
    chatsUnreadCount: 0,
    notificationsUnreadCount: 0,
    isProfileComplete: true,
    agent: null,
    createdAt: '2026-01-15T09:00:00.000Z',
    ...overrides,
  };
}
